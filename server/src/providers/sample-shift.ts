import { parseTaipei } from '@ecg/domain/rules/datetime';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A date followed by a time (`2026-11-21T09:58:40+08:00`, `2026-11-21 05:00:00`, and MOENV's
 * `2023/02/07 18:00:00`), the separator kept as written.
 */
const DATE_BEFORE_TIME = /^(\d{4})([-/])(\d{2})\2(\d{2})(?=[T ]\d{2}:\d{2})/;

/** A date-time text `days` later, its time of day and offset as written. */
function shiftText(text: string, days: number): string {
  const match = DATE_BEFORE_TIME.exec(text);
  if (!match) return text;
  const [, year, separator = '-', month, day] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day) + days));
  return date.toISOString().slice(0, 10).replaceAll('-', separator) + text.slice(10);
}

/**
 * Every date-time text in an upstream document, whatever its format, moved by whole days.
 * Only the date changes: Taipei keeps UTC+8 all year, so a whole day is always 24 hours
 * and the time of day, and the offset written beside it, stay right.
 */
export function shiftDates<T>(value: T, days: number): T {
  if (days === 0) return value;
  if (typeof value === 'string') return shiftText(value, days) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => shiftDates(item, days)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, shiftDates(item, days)]),
    ) as T;
  }
  return value;
}

export interface RecordedSample<T> {
  data: T;
  /** When it was recorded, Taipei time (`YYYY-MM-DD HH:mm:ss`). */
  recordedAt: string;
}

/**
 * How many days a recorded sample is moved on, so that it reads as recorded on the latest
 * day it can have been: today, at the time of day it was recorded, or yesterday before that
 * time. So a sample never looks older than a day (a forecast of last week, counts of four
 * days ago), nor comes from later than now.
 */
export function sampleShiftDays(recordedAt: string, now: number): number {
  return Math.floor((now - parseTaipei(recordedAt)) / DAY_MS);
}

/** The sample moved on by whole days; the answer built from it still says it is a sample. */
export function shiftSample<T>(sample: RecordedSample<T>, days: number): RecordedSample<T> {
  return { data: shiftDates(sample.data, days), recordedAt: shiftText(sample.recordedAt, days) };
}
