import { useQuery } from '@/lib/query';
import type { Trip, TripStop } from '@ecg/domain/contracts';
import type { ContentLang } from '@ecg/domain/rules/language';
import { callKey } from '@/lib/api/query-keys';
import { memberCall } from '@/lib/members/member-call';
import { memberTripQuery } from '@/lib/members/member-trip';

/**
 * The member's trips (docs/members.md Trips; domain/src/contracts/trips.ts): every call a POST
 * with the token in its body, answered in the member query client of My trips (TripsPage.tsx),
 * never the app's, which is saved on the device.
 */
export function useTrips(lang: ContentLang, token: string) {
  return useQuery({
    queryKey: callKey('memberTrips', lang),
    queryFn: () => memberCall('memberTrips', lang, { token }),
  });
}

export const useTrip = (lang: ContentLang, token: string, tripId: number) =>
  useQuery(memberTripQuery(lang, token, tripId));

export const renameTrip = (lang: ContentLang, token: string, tripId: number, name: string) =>
  memberCall('renameTrip', lang, { token, tripId, name });

/** The trip's days as the member left them: a stop left out is removed, one moved is moved. */
export const arrangeTrip = (
  lang: ContentLang,
  token: string,
  tripId: number,
  days: readonly (readonly TripStop[])[],
) =>
  memberCall('arrangeTrip', lang, {
    token,
    tripId,
    days: days.map((stops) => stops.map(({ type, id }) => ({ type, id }))),
  });

export const deleteTrip = (lang: ContentLang, token: string, tripId: number) =>
  memberCall('deleteTrip', lang, { token, tripId });

/** The days without the stop at `day`/`position`. */
export function withoutStop(trip: Trip, day: number, position: number): TripStop[][] {
  return trip.days.map((stops, index) =>
    index === day ? stops.filter((_, at) => at !== position) : [...stops],
  );
}

/** The days with the stop at `day`/`position` moved to the end of day `to`. */
export function withStopMoved(trip: Trip, day: number, position: number, to: number): TripStop[][] {
  const stop = trip.days[day]?.[position];
  const days = withoutStop(trip, day, position);
  if (stop !== undefined) days[to]?.push(stop);
  return days;
}
