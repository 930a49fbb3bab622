/**
 * Dates and times of the product are Asia/Taipei wall time, written `YYYY-MM-DD HH:mm:ss`
 * (requirements §5). Taiwan has kept UTC+8 without daylight saving since 1979, so a fixed offset
 * and the UTC getters give the exact answer on any machine; Intl and the local getters
 * would tie the result to the time-zone data and setting of the machine that runs it.
 */
import { TAIPEI_OFFSET_MS } from './taipei-offset';

export { TAIPEI_OFFSET_MS, taipeiMonth } from './taipei-offset';

/** An instant: a Date, epoch milliseconds, or text as parseTaipei reads it. */
export type DateInput = Date | number | string;

const MINUTE_MS = 60 * 1000;

/**
 * `YYYY-MM-DD`, optionally followed by ` ` or `T` and `HH:mm`, `:ss`, `.SSS`, and an
 * optional offset: `Z`, `+08:00` or `+0800`. Upstreams (CWA, TDX, the content API) write
 * all of these shapes.
 */
const DATE_TIME_PATTERN =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i;

function offsetMsOf(designator: string | undefined): number {
  if (designator === undefined) return TAIPEI_OFFSET_MS;
  if (designator.toUpperCase() === 'Z') return 0;
  const sign = designator.startsWith('-') ? -1 : 1;
  const digits = designator.slice(1).replace(':', '');
  return sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2, 4))) * MINUTE_MS;
}

/**
 * Epoch ms of a date text. Text without an offset is Taipei wall time, because that is
 * how every upstream of the product writes local times. Unreadable text or an impossible
 * date (2026-02-30, 24:00) gives NaN, as Date.parse does.
 */
export function parseTaipei(text: string): number {
  const match = DATE_TIME_PATTERN.exec(text.trim());
  if (!match) return Number.NaN;
  const [, year, month, day, hour = '0', minute = '0', second = '0', fraction = '0', offset] =
    match;
  const parts = [year, month, day, hour, minute, second].map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const [y, mo, d, h, mi, s] = parts;
  const millis = Number(fraction.padEnd(3, '0'));
  const wall = new Date(Date.UTC(y, mo - 1, d, h, mi, s, millis));
  // Date.UTC rolls 2026-02-30 over to March; a changed field means the text named no real time.
  const fieldsKept =
    wall.getUTCFullYear() === y &&
    wall.getUTCMonth() === mo - 1 &&
    wall.getUTCDate() === d &&
    wall.getUTCHours() === h &&
    wall.getUTCMinutes() === mi &&
    wall.getUTCSeconds() === s;
  return fieldsKept ? wall.getTime() - offsetMsOf(offset) : Number.NaN;
}

function epochMsOf(input: DateInput): number {
  if (input instanceof Date) return input.getTime();
  return typeof input === 'number' ? input : parseTaipei(input);
}

/** A Date whose UTC fields read as Taipei wall time; never shown as an instant. */
function taipeiWallClock(input: DateInput): Date {
  const epochMs = epochMsOf(input);
  if (!Number.isFinite(epochMs)) throw new RangeError(`Not a date: ${String(input)}`);
  return new Date(epochMs + TAIPEI_OFFSET_MS);
}

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

const dayText = (wall: Date): string =>
  `${pad(wall.getUTCFullYear(), 4)}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}`;

/** `YYYY-MM-DD` of the instant in Taipei. Throws RangeError on an invalid date, as toISOString does. */
export function taipeiDate(input: DateInput): string {
  return dayText(taipeiWallClock(input));
}

/** `YYYY-MM-DD HH:mm:ss` of the instant in Taipei. Throws RangeError on an invalid date. */
export function formatTaipei(input: DateInput): string {
  const wall = taipeiWallClock(input);
  return `${dayText(wall)} ${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}:${pad(wall.getUTCSeconds())}`;
}

/** Day of the week in Taipei, Sunday 0 to Saturday 6 (the Date.getDay convention). */
export function taipeiWeekday(input: DateInput): number {
  return taipeiWallClock(input).getUTCDay();
}

/**
 * The instant `months` calendar months after `input` on the Taipei calendar: the same day of
 * the month and time of day, or the last day of a shorter month (Aug 31 + 6 is Feb 28 or 29).
 */
export function addTaipeiMonths(input: DateInput, months: number): number {
  const wall = taipeiWallClock(input);
  const day = wall.getUTCDate();
  wall.setUTCDate(1);
  wall.setUTCMonth(wall.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth() + 1, 0)).getUTCDate();
  wall.setUTCDate(Math.min(day, lastDay));
  return wall.getTime() - TAIPEI_OFFSET_MS;
}
