/**
 * Which forecast days and periods the weather widget shows (requirements §5, §9), and today's line
 * of a place's Google opening hours, both on Taipei days.
 */
import { parseTaipei, taipeiDate, taipeiWeekday } from './datetime';

/** Only the first three forecast days are shown (requirements §5, §9). */
export const WEATHER_DAYS_SHOWN = 3;

/** A forecast is kept 30 minutes (requirements §9): it changes a few times a day. */
export const WEATHER_FRESH_MS = 30 * 60 * 1000;

const HOUR_MS = 60 * 60 * 1000;

/** What these rules need of a forecast entry: its start, Taipei wall time `YYYY-MM-DD HH:mm:ss`. */
export interface ForecastEntry {
  standard_time: string;
}

/**
 * The forecast still ahead at `now`, in order. Days run from the Taipei today: at 00:30 in
 * Taiwan yesterday's day is gone, whatever the zone of the machine or the phone. Periods of
 * `periodHours` (three-hour steps) run until they end. When nothing is ahead (a sample, or an
 * answer kept long offline) everything is kept: it shows by its dates, never as today.
 */
export function forecastAhead<T extends ForecastEntry>(
  entries: readonly T[],
  now: number,
  periodHours?: number,
): T[] {
  const today = taipeiDate(now);
  const ahead = entries.filter((entry) =>
    periodHours === undefined
      ? entry.standard_time.slice(0, 10) >= today
      : parseTaipei(entry.standard_time) + periodHours * HOUR_MS > now,
  );
  return ahead.length > 0 ? ahead : [...entries];
}

/** The forecast days to show at `now`: the first three from the Taipei today. */
export function visibleWeatherDays<T extends ForecastEntry>(days: readonly T[], now: number): T[] {
  return forecastAhead(days, now).slice(0, WEATHER_DAYS_SHOWN);
}

/**
 * The list `opentimeGoogle` is Google Places' `weekday_text`, which is ordered Monday
 * first: index 0 is Monday and index 6 is Sunday. Date.getDay counts from Sunday, so the
 * Taipei weekday is shifted by six to find today's line.
 */
const DAYS_PER_WEEK = 7;
const MONDAY_FIRST_SHIFT = 6;

/**
 * Today's (Asia/Taipei) line of the Google opening-hours list, such as
 * `Monday: 08:00 – 17:00`. Undefined when the list is empty, or too short to hold today,
 * and the caller then shows the free-text `opentime` instead (requirements §5).
 */
export function todaysOpeningHours(
  opentimeGoogle: readonly string[],
  now: number,
): string | undefined {
  if (opentimeGoogle.length === 0) return undefined;
  const mondayFirstIndex = (taipeiWeekday(now) + MONDAY_FIRST_SHIFT) % DAYS_PER_WEEK;
  return opentimeGoogle[mondayFirstIndex];
}
