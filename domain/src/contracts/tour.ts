import { z } from 'zod';
import { seasonSchema } from './category';
import { contentHtmlSchema, contentIdSchema, imageListSchema, translationSchema } from './common';

/** A stop links to the overlay of its kind (requirements §2: attraction, shop or accommodation). */
export const TOUR_STOP_TYPES = ['attraction', 'shop', 'accommodation'] as const;
export const tourStopTypeSchema = z.enum(TOUR_STOP_TYPES, {
  error: 'stop type must be attraction, shop or accommodation',
});
export type TourStopType = z.infer<typeof tourStopTypeSchema>;

/** A stop of a tour day. A stop without both lat and lng gets no marker on the trip map. */
export const tourStopSchema = z.object({
  id: contentIdSchema,
  type: tourStopTypeSchema,
  name: z.string().min(1, { error: 'name must not be empty' }),
  thumb: z.string().optional(),
  lat: z.number({ error: 'lat must be a number' }).min(-90).max(90).optional(),
  lng: z.number({ error: 'lng must be a number' }).min(-180).max(180).optional(),
});
export type TourStop = z.infer<typeof tourStopSchema>;

/**
 * An itinerary. `daylist[n]` is the stop list of day n+1, so the trip map's tabs DAY 1..n
 * follow its order; `days` is the number of days. `price` is the costs text and `remind` the
 * travel reminders (the spec shows those two and no other names for them).
 */
export const tourSchema = z
  .object({
    id: contentIdSchema,
    title: z.string().min(1, { error: 'title must not be empty' }),
    images: imageListSchema(),
    days: z
      .int({ error: 'days must be a whole number' })
      .positive({ error: 'days must be at least 1' }),
    season: z.array(seasonSchema),
    transport: z.array(z.string()),
    category_names: z.array(z.string()),
    content: contentHtmlSchema,
    price: z.string().optional(),
    remind: z.string().optional(),
    note: z.string().optional(),
    daylist: z.array(z.array(tourStopSchema)),
    translation: translationSchema.optional(),
  })
  .refine((tour) => tour.daylist.length <= tour.days, {
    error: 'daylist must not hold more days than days',
    path: ['daylist'],
  });
export type Tour = z.infer<typeof tourSchema>;
