/**
 * The days of the sun and moon calls (requirements §7: suntime, moontime, sunrise, moonrise),
 * which are Taipei days whatever the zone of the server: a moonrise at 00:20 in Taitung belongs
 * to the Taipei day it happens on, not to the UTC day before it. Taipei keeps UTC+8 all year
 * (datetime.ts), so a day is always the 24 hours from its midnight.
 */
import { formatTaipei, parseTaipei, taipeiDate } from './datetime';

/** GET suntime / moontime answer a week from today (today=true: today alone). */
export const SKY_DAYS_AHEAD = 7;

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

/** The Taipei dates from the day of `now`, `count` of them, as `YYYY-MM-DD`. */
export function taipeiDatesFrom(now: number, count: number): string[] {
  const midnight = taipeiMidnight(taipeiDate(now));
  return Array.from({ length: count }, (_, day) => taipeiDate(midnight + day * DAY_MS));
}

/** The instant a Taipei date begins (00:00 in Taiwan), in epoch ms. */
export function taipeiMidnight(date: string): number {
  return parseTaipei(`${date} 00:00:00`);
}

/**
 * An event of a Taipei day, written as the almanacs publish it: to the nearest minute (CWA's
 * 日出日沒時刻 and 月出月沒時刻 give minutes; seconds would claim a precision that the
 * atmosphere's refraction does not allow). A time that would round past midnight into the next
 * day is cut down to 23:59 instead, so it stays on its day; an instant outside the day is
 * undefined (the event does not happen that day).
 */
export function eventTimeOnDay(instant: number | undefined, date: string): string | undefined {
  if (instant === undefined || !Number.isFinite(instant)) return undefined;
  const start = taipeiMidnight(date);
  if (instant < start || instant >= start + DAY_MS) return undefined;
  const rounded = Math.round(instant / MINUTE_MS) * MINUTE_MS;
  const kept = rounded >= start + DAY_MS ? rounded - MINUTE_MS : rounded;
  return formatTaipei(kept);
}
