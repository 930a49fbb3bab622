/**
 * A bus route's timetable from TDX's `Schedule` (oas.bus.v2.json BusSchedule): which trips run
 * on a day of the week, and when each leaves a stop (docs/live-data.md, Buses).
 */

/** TDX's ServiceDay: 1 when the trip runs on that day, Sunday first as Date's days are. */
export const SERVICE_DAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;
export type ServiceDay = Partial<Record<(typeof SERVICE_DAYS)[number], number>>;

/** RouteUIDs follow the StopUIDs' rule: HUA, TTT or THB, then the authority's RouteID. */
export const BUS_ROUTE_UID = /^(HUA|TTT|THB)[0-9A-Za-z_-]{1,40}$/;

/** A trip with no ServiceDay is taken to run every day, as TDX leaves it out for such routes. */
export function runsOn(serviceDay: ServiceDay | undefined, weekday: number): boolean {
  if (!serviceDay) return true;
  const day = SERVICE_DAYS[weekday];
  return day !== undefined && serviceDay[day] === 1;
}

/** HH:mm, as TDX writes ArrivalTime and DepartureTime; anything else is not a time. */
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export interface StopTimeFields {
  StopUID?: string | undefined;
  StopSequence?: number | undefined;
  ArrivalTime?: string | undefined;
  DepartureTime?: string | undefined;
}

/**
 * When a trip is at the stop (its departure, else its arrival), or, with no stop asked, when
 * it leaves its first stop; undefined when TDX gives no readable time there.
 */
export function timeAtStop(
  stopTimes: readonly StopTimeFields[],
  stopUid?: string,
): string | undefined {
  const at = stopUid
    ? stopTimes.find((stopTime) => stopTime.StopUID === stopUid)
    : [...stopTimes].sort((a, b) => (a.StopSequence ?? 0) - (b.StopSequence ?? 0))[0];
  const time = at?.DepartureTime ?? at?.ArrivalTime;
  return time && TIME.test(time) ? time : undefined;
}
