/**
 * What a trip may become (requirements §4 and §5, the tour adaptation; docs/members.md, Trips):
 * a tour's daylist copied, cut to the trip's caps, and a member's rearrangement of the days,
 * which may remove a stop or move it to another day and place, but never add one. The stops
 * of the rearranged days are the trip's own, found by their kind and id: the request names
 * them, and their name, photo and position come from what the trip holds.
 */
import type { TourStop } from '../contracts/tour';
import { TRIP_DAYS_MAX, TRIP_STOPS_MAX } from '../contracts/trips';

/** A stop as an arrangement names it: which of the trip's stops it is. */
export interface TripStopRef {
  type: TourStop['type'];
  id: number;
}

/** The arrangement's days, or the first stop it names that the trip cannot give. */
export type Arrangement =
  | { ok: true; days: TourStop[][] }
  | { ok: false; day: number; index: number; reason: 'unknown' | 'repeated' };

const keyOf = (stop: TripStopRef) => `${stop.type}-${stop.id}`;

/**
 * A tour's daylist as a new trip's days: the first TRIP_DAYS_MAX days, and the first
 * TRIP_STOPS_MAX stops of them in visiting order (a later day cut short or emptied).
 */
export function tripDaysOfTour(daylist: readonly (readonly TourStop[])[]): TourStop[][] {
  let room = TRIP_STOPS_MAX;
  return daylist.slice(0, TRIP_DAYS_MAX).map((day) => {
    const kept = day.slice(0, Math.max(room, 0)).map((stop) => ({ ...stop }));
    room -= kept.length;
    return kept;
  });
}

/**
 * The trip's days rearranged as `refs` says: each named stop is taken from the trip's own, as
 * many times as the trip holds it at most (the same place twice, on two days, is two stops);
 * those not named are removed. A stop the trip does not hold is refused as `unknown`, one named
 * more often than the trip holds it as `repeated`, at its day and index in `refs`.
 */
export function arrangeTrip(
  days: readonly (readonly TourStop[])[],
  refs: readonly (readonly TripStopRef[])[],
): Arrangement {
  const held = new Map<string, TourStop[]>();
  for (const stop of days.flat()) {
    const key = keyOf(stop);
    held.set(key, [...(held.get(key) ?? []), stop]);
  }
  const arranged: TourStop[][] = [];
  for (const [day, dayRefs] of refs.entries()) {
    const stops: TourStop[] = [];
    for (const [index, ref] of dayRefs.entries()) {
      const left = held.get(keyOf(ref));
      if (left === undefined) return { ok: false, day, index, reason: 'unknown' };
      const stop = left.shift();
      if (stop === undefined) return { ok: false, day, index, reason: 'repeated' };
      stops.push({ ...stop });
    }
    arranged.push(stops);
  }
  return { ok: true, days: arranged };
}
