import { isEastAirport } from './flights-board';

/**
 * A timetable entry as the schedule rules need it: TDX's GeneralSchedule (docs/live-data.md,
 * Flights) names its validity as dates and its days as seven flags.
 */
export interface ScheduledFlight {
  from: string;
  to: string;
  /** `HH:mm` local time, as TDX writes it (a `+1` for the next day is kept as written). */
  departs: string;
  /** `YYYY-MM-DD`, both days included. */
  validFrom: string;
  validTo: string;
  /** Flies on each day of the week, Sunday first (the Date.getDay order). */
  days: readonly boolean[];
}

/** A month of the year a visitor plans for, as `YYYY-MM` and its first and last days. */
export interface PlannedMonth {
  month: string;
  first: string;
  last: string;
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The month `month` (1–12) next comes, seen from `today` (`YYYY-MM-DD`): this year's from the
 * current month on, next year's for a month already past, so a visitor in November planning
 * for July sees next July's (requirements §9: schedules exist for months 1 to 12).
 */
export function plannedMonth(month: number, today: string): PlannedMonth {
  const [year = 0, current = 1] = today.split('-').map(Number);
  const inYear = month >= current ? year : year + 1;
  const lastDay = new Date(Date.UTC(inYear, month, 0)).getUTCDate();
  const prefix = `${inYear}-${pad(month)}`;
  return { month: prefix, first: `${prefix}-01`, last: `${prefix}-${pad(lastDay)}` };
}

const DAY_MS = 24 * 60 * 60 * 1000;
const dayNumber = (date: string) => Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS);

/**
 * Whether a timetable entry flies at least once in the month: its validity overlaps the month
 * on a day of the week it flies. A week or more of overlap holds every weekday.
 */
export function fliesIn(flight: ScheduledFlight, month: PlannedMonth): boolean {
  const start = Math.max(dayNumber(flight.validFrom), dayNumber(month.first));
  const end = Math.min(dayNumber(flight.validTo), dayNumber(month.last));
  if (!Number.isFinite(start) || !Number.isFinite(end)) return false;
  for (let day = start; day <= Math.min(end, start + 6); day += 1) {
    // Day 0 of the epoch (1970-01-01) was a Thursday.
    if (flight.days[(day + 4) % 7]) return true;
  }
  return false;
}

/** The region's flights of a month: those touching an east airport, by departure time. */
export function flightsOfMonth<F extends ScheduledFlight>(
  flights: readonly F[],
  month: PlannedMonth,
): F[] {
  return flights
    .filter(
      (flight) =>
        (isEastAirport(flight.from) || isEastAirport(flight.to)) && fliesIn(flight, month),
    )
    .sort((a, b) => a.from.localeCompare(b.from) || a.departs.localeCompare(b.departs));
}
