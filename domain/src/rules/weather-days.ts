import { taipeiWeekday } from './datetime';

/** Only the first three forecast days are shown (SPEC §5, §9). */
export const WEATHER_DAYS_SHOWN = 3;

/** The forecast days to show, in the upstream's order, which starts with today. */
export function visibleWeatherDays<T>(days: readonly T[]): T[] {
  return days.slice(0, WEATHER_DAYS_SHOWN);
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
 * and the caller then shows the free-text `opentime` instead (SPEC §5).
 */
export function todaysOpeningHours(
  opentimeGoogle: readonly string[],
  now: number,
): string | undefined {
  if (opentimeGoogle.length === 0) return undefined;
  const mondayFirstIndex = (taipeiWeekday(now) + MONDAY_FIRST_SHIFT) % DAYS_PER_WEEK;
  return opentimeGoogle[mondayFirstIndex];
}
