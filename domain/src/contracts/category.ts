import { z } from 'zod';
import { AIRLINE_CODES, AIRPORT_CODES } from '../rules/flights';

const categoryValueId = z
  .int({ error: 'value must be a whole number' })
  .positive({ error: 'value must be positive' });

/**
 * A category or filter tag: its value is one id, or a list of ids for electronic payment,
 * which stands for several payment methods at once (requirements §3).
 */
export const categoryTagSchema = z.object({
  title: z.string().min(1, { error: 'title must not be empty' }),
  value: z.union(
    [categoryValueId, z.array(categoryValueId).min(1, { error: 'value list must not be empty' })],
    {
      error: 'value must be an id or a list of ids',
    },
  ),
  thumbnail: z.string().optional(),
});
export type CategoryTag = z.infer<typeof categoryTagSchema>;

/** Attraction categories 11 to 17 and tour categories 611 to 616 and 20675 (requirements §2). */
export const ATTRACTION_CATEGORY_VALUES = [11, 12, 13, 14, 15, 16, 17] as const;
export const TOUR_CATEGORY_VALUES = [611, 612, 613, 614, 615, 616, 20675] as const;
export const attractionCategoryValueSchema = z.literal(ATTRACTION_CATEGORY_VALUES, {
  error: 'attraction category must be 11 to 17',
});
export const tourCategoryValueSchema = z.literal(TOUR_CATEGORY_VALUES, {
  error: 'tour category must be 611 to 616 or 20675',
});

/** Airline and airport codes of requirements §3 (the lists live with the flight rules). */
export const airlineCodeSchema = z.enum(AIRLINE_CODES, {
  error: 'airline must be B7, AE or DA',
});

export const airportCodeSchema = z.enum(AIRPORT_CODES, {
  error: 'airport must be one of TSA, RMQ, KHH, TTT, GNI, KYD',
});

export const BOOKING_PARTNER_IDS = [2, 3, 4] as const;
export const bookingPartnerIdSchema = z.literal(BOOKING_PARTNER_IDS, {
  error: 'booking partner must be 2, 3 or 4',
});
export type BookingPartnerId = z.infer<typeof bookingPartnerIdSchema>;

/** Seasons of a tour, as language-neutral codes the interface translates (requirements §3). */
export const SEASONS = ['spring', 'summer', 'autumn', 'winter'] as const;
export const seasonSchema = z.enum(SEASONS, {
  error: 'season must be spring, summer, autumn or winter',
});
export type Season = z.infer<typeof seasonSchema>;
