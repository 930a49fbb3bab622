import { z } from 'zod';
import { requiredText } from './coerce';
import { envelope } from './envelope';
import { memberTokenSchema } from './members';
import { tourStopSchema } from './tour';
import {
  TRIP_DAYS_MAX,
  TRIP_NAME_MAX,
  TRIP_STOPS_MAX,
  tripSchema,
  tripSummarySchema,
} from './trip';

/**
 * A member's own trips (docs/members.md, Trips): made from a tour by the tour adaptation
 * (requirements §4, §5, §7 `/zh-tw/Trip/pwaadaptation`), then renamed, rearranged (a stop
 * removed, or moved to another day) or deleted by the member. Every call is a POST with the
 * member token in its body; another member's trip is answered as one that does not exist (404).
 */

export * from './trip';

export const tripIdSchema = z
  .int({ error: 'tripId must be a whole number' })
  .positive({ error: 'tripId must be positive' });

export const tripsRequestSchema = z.object({ token: memberTokenSchema });
export const tripsAnswerSchema = envelope(z.array(tripSummarySchema));

export const tripRequestSchema = z.object({ token: memberTokenSchema, tripId: tripIdSchema });
export const tripAnswerSchema = envelope(tripSchema);

/**
 * The tour adaptation's answer (requirements §7 `/{lang}/Trip/pwaadaptation`, §8): the new trip,
 * whose id the app opens, with an empty `msg`; or `success: false` with the `msg` the Tips alert
 * shows. Ours answers the first and refuses with a status; the second is the requirements'
 * failure, which the app still reads. Our `msg` is added after the answer is serialized
 * (server/src/routes/members/tour-adaptation.ts), so the success's is optional.
 */
export const tourAdaptationAnswerSchema = z.discriminatedUnion(
  'success',
  [
    z.object({ success: z.literal(true), data: tripSchema, msg: z.string().optional() }),
    z.object({ success: z.literal(false), msg: z.string() }),
  ],
  { error: 'success must be true or false' },
);
export type TourAdaptationAnswer = z.infer<typeof tourAdaptationAnswerSchema>;

export const renameTripRequestSchema = tripRequestSchema.extend({
  name: requiredText('name', TRIP_NAME_MAX),
});

/** A stop named in a new arrangement: which of the trip's stops it is. */
export const tripStopRefSchema = z.object({
  type: tourStopSchema.shape.type,
  id: tourStopSchema.shape.id,
});

/**
 * The trip's days as the member rearranged them: the same stops (each as often as before, or
 * fewer: a stop left out is removed), in any day and order. A stop the trip does not hold is
 * refused (400 naming it), so an arrangement only removes and moves. Empty days are kept, so a
 * day emptied still shows on the trip map's tabs until the member deletes the trip.
 */
export const arrangeTripRequestSchema = tripRequestSchema.extend({
  days: z
    .array(z.array(tripStopRefSchema).max(TRIP_STOPS_MAX), {
      error: 'days must be a list of days',
    })
    .min(1, { error: 'days must hold at least one day' })
    .max(TRIP_DAYS_MAX, { error: `days must be at most ${TRIP_DAYS_MAX}` }),
});
export type ArrangeTripRequest = z.infer<typeof arrangeTripRequestSchema>;

export const deleteTripRequestSchema = tripRequestSchema;
