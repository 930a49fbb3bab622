import { z } from 'zod';
import { tourStopSchema } from './tour';

/**
 * A member's trip as kept and answered (docs/members.md, Trips): apart from its calls
 * (trips.ts), so the member's export (members.ts) holds trips without the calls' member token
 * importing it back.
 */

/** A trip never holds more days or stops than this; a tour copied is cut to them. */
export const TRIP_DAYS_MAX = 30;
export const TRIP_STOPS_MAX = 200;
export const TRIP_NAME_MAX = 100;
/**
 * An account keeps at most this many trips: a trip is up to 200 stops, and without a cap one
 * member could fill the server through the rate limit's allowance day after day.
 */
export const MEMBER_TRIPS_MAX = 50;

/** A stop of a trip: as the tour's stop (its kind and id open its overlay). */
export const tripStopSchema = tourStopSchema;
export type TripStop = z.infer<typeof tripStopSchema>;

const epochMs = z.int().nonnegative();

export const tripSchema = z.object({
  id: z.int().positive(),
  name: z.string(),
  /** The tour it was made from, while that tour exists. */
  tourId: z.int().positive().nullable(),
  /** `days[n]` is the stop list of day n+1, as a tour's daylist. */
  days: z.array(z.array(tripStopSchema)).max(TRIP_DAYS_MAX),
  createdAt: epochMs,
  updatedAt: epochMs,
});
export type Trip = z.infer<typeof tripSchema>;

/** A trip in the member's list. */
export const tripSummarySchema = tripSchema
  .omit({ days: true })
  .extend({ dayCount: z.int().nonnegative(), stopCount: z.int().nonnegative() });
export type TripSummary = z.infer<typeof tripSummarySchema>;
