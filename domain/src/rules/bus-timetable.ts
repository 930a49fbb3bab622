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

/** TDX's SpecialDay.ServiceStatus: 0 normal service, 1 extra service, 2 cancelled. */
export const SPECIAL_DAY_CANCELLED = 2;

/** A day or run of days on which a trip (or a headway period) runs otherwise than by its week. */
export interface SpecialDayFields {
  /** `YYYY-MM-DD` days apart. */
  Dates?: readonly string[] | undefined;
  /** A run of days, `YYYY-MM-DD`, both ends included. */
  DatePeriod?: { StartDate?: string | undefined; EndDate?: string | undefined } | undefined;
  ServiceStatus?: number | undefined;
}

/** What TDX says of a trip's days: the week's pattern and the days out of it. */
export interface ServiceFields {
  ServiceDay?: ServiceDay | undefined;
  SpecialDays?: readonly SpecialDayFields[] | undefined;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function covers(special: SpecialDayFields, date: string): boolean {
  if (special.Dates?.some((day) => day.slice(0, 10) === date)) return true;
  const start = special.DatePeriod?.StartDate?.slice(0, 10);
  const end = special.DatePeriod?.EndDate?.slice(0, 10);
  return (
    start !== undefined && end !== undefined && DAY.test(start) && start <= date && date <= end
  );
}

/**
 * Whether a trip runs on a day (`YYYY-MM-DD`, Taipei; docs/live-data.md, Buses): a special day
 * that names the day decides, cancelled (ServiceStatus 2) before any other, normal or extra
 * service (0, 1) running; a special day without a status says nothing. Otherwise the week's
 * pattern of its ServiceDay. NationalHolidays is not read: we hold no calendar of Taiwan's
 * holidays, so a holiday runs as its weekday.
 */
export function runsOnDate(service: ServiceFields, date: string): boolean {
  const naming = (service.SpecialDays ?? []).filter((special) => covers(special, date));
  if (naming.some((special) => special.ServiceStatus === SPECIAL_DAY_CANCELLED)) return false;
  if (naming.some((special) => special.ServiceStatus === 0 || special.ServiceStatus === 1)) {
    return true;
  }
  return runsOn(service.ServiceDay, new Date(`${date}T00:00:00Z`).getUTCDay());
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

/** A route run by headway (TDX's Frequencys): a bus every `minMinutes`–`maxMinutes`. */
export interface Headway {
  /** HH:mm, Taipei. */
  from: string;
  to: string;
  minMinutes: number;
  maxMinutes: number;
}

export interface FrequencyFields {
  StartTime?: string | undefined;
  EndTime?: string | undefined;
  MinHeadwayMins?: number | undefined;
  MaxHeadwayMins?: number | undefined;
}

const positiveWhole = (value: number | undefined): value is number =>
  value !== undefined && Number.isInteger(value) && value > 0;

/**
 * A headway period as the screen says it ("every 15–20 min, 06:00–22:00"), or undefined when
 * TDX gives no readable time or interval; an interval given once stands for both ends.
 */
export function headwayOf(frequency: FrequencyFields): Headway | undefined {
  const { StartTime: from, EndTime: to } = frequency;
  if (!from || !to || !TIME.test(from) || !TIME.test(to)) return undefined;
  const low = positiveWhole(frequency.MinHeadwayMins) ? frequency.MinHeadwayMins : undefined;
  const high = positiveWhole(frequency.MaxHeadwayMins) ? frequency.MaxHeadwayMins : undefined;
  const min = low ?? high;
  const max = high ?? low;
  if (min === undefined || max === undefined) return undefined;
  return { from, to, minMinutes: Math.min(min, max), maxMinutes: Math.max(min, max) };
}
