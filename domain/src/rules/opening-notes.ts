/**
 * Reading the opening-hours notes of the open data (Chinese free text such as
 * "週二至週日 08:30~17:00 (週一休館)") into statements the app can say in any language.
 * Only a note that is read whole is read at all: one part not understood, and the note stays
 * in Chinese, so no reader is ever told something the note does not say (requirements §3).
 */

import { HOURS_LABELS, HOURS_PHRASES } from './hours-phrases';
import { type ClauseReader, normalizeNote, readClauses } from './note-clauses';
import { normalizeTimes } from './note-times';

/** ISO weekdays: 1 Monday … 7 Sunday. */
export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

export type Days =
  | { kind: 'daily' }
  | { kind: 'range'; from: Weekday; to: Weekday }
  | { kind: 'list'; days: Weekday[] }
  /** 平日: Monday to Friday. */
  | { kind: 'weekdays' }
  /** 假日, 例假日: weekends and public holidays. */
  | { kind: 'holidays' }
  /** 國定假日, 國定例假日 */
  | { kind: 'publicHolidays' }
  /** 每月第二個週二: the nth weekdays of each month. */
  | { kind: 'monthly'; nth: number[]; day: Weekday }
  /** 除夕 */
  | { kind: 'lunarNewYearsEve' }
  /** 颱風天 */
  | { kind: 'typhoonDays' };

/** "08:00" to "17:00"; a `to` earlier than `from` runs past midnight. */
export interface TimeRange {
  from: string;
  to: string;
}

export type HoursPhrase =
  | 'alwaysOpen'
  | 'open24Hours'
  | 'openEveryDay'
  | 'openAllYear'
  | 'notOpenToPublic'
  | 'noEntryAfterDark'
  | 'bestInDaylight'
  | 'seeWebsiteOrCall'
  | 'callToAsk'
  | 'byReservation'
  | 'callToBook'
  | 'bookingRecommended'
  | 'noMiddayBreak'
  | 'noFixedClosingDay'
  | 'holidayShiftsClosing'
  | 'mountainPermit'
  | 'exteriorOnly'
  | 'typhoonClosures';

export type HoursStatement =
  | { kind: 'phrase'; phrase: HoursPhrase }
  | { kind: 'open'; days?: Days; times: TimeRange[] }
  | { kind: 'closed'; days: Days[] };

const DAY = '[一二三四五六日天]';
const WEEKDAY_OF: Record<string, Weekday> = {
  一: 1,
  二: 2,
  三: 3,
  四: 4,
  五: 5,
  六: 6,
  日: 7,
  天: 7,
};
const WEEKDAYS = `每?週${DAY}(?:\\s*(?:至|到|~|-|–)\\s*週?${DAY}|(?:\\s*[、,]\\s*週?${DAY})+)?`;
/** A time ends where its digits do, or where the next time begins (12:0013:00 run together). */
const TIME = '\\d{1,2}:\\d{2}(?:(?!\\d)|(?=\\d{1,2}:\\d{2}))';
const TIME_RANGE = `${TIME}\\s*(?:->|[~\\-–—〜至到])\\s*${TIME}`;
const TIMES = `${TIME_RANGE}(?:\\s*(?:[、,;/]|及|和)?\\s*${TIME_RANGE})*`;
const NTH = '[1-5一二三四五]';
const MONTHLY = `每個?月的?第\\s*${NTH}(?:\\s*[、,]\\s*第?\\s*${NTH})*\\s*[個週]?\\s*週${DAY}`;
const OPEN_DAYS = `每日|每天|平日|例假日|假日|${MONTHLY}|${WEEKDAYS}`;
const CLOSED_DAY = `${MONTHLY}|除夕|颱風天|國定例假日|國定假日|例假日|假日|${WEEKDAYS}`;
const CLOSING = '(?:為)?(?:固定)?(?:公休日|休館日|店休日|休息日|休館|公休|店休|休息|休園|休)';

/** A weekday spec as days: 週一至週日 is every day, 週三 alone a list of one. */
function weekdaysOf(text: string): Days {
  const days = [...text.matchAll(new RegExp(DAY, 'g'))].map((match) => WEEKDAY_OF[match[0]]!);
  if (/至|到|~|-|–/.test(text) && days.length === 2) {
    const [from, to] = days as [Weekday, Weekday];
    if (from === 1 && to === 7) return { kind: 'daily' };
    return from === to ? { kind: 'list', days: [from] } : { kind: 'range', from, to };
  }
  return { kind: 'list', days };
}

const NTH_OF: Record<string, number> = { 一: 1, 二: 2, 三: 3, 四: 4, 五: 5 };

/** 每月第1、3個週三: the first and third Wednesdays of each month. */
function monthlyOf(text: string): Days {
  const [ordinals = '', day = '一'] = text.split(/週(?=.$)/);
  const nth = [...ordinals.replace(/^每個?月的?/, '').matchAll(/[1-5一二三四五]/g)].map(
    ([ordinal]) => NTH_OF[ordinal] ?? Number(ordinal),
  );
  return { kind: 'monthly', nth, day: WEEKDAY_OF[day]! };
}

function daysOf(text: string): Days {
  if (text === '每日' || text === '每天') return { kind: 'daily' };
  if (text === '平日') return { kind: 'weekdays' };
  if (text === '假日' || text === '例假日') return { kind: 'holidays' };
  if (text === '國定假日' || text === '國定例假日') return { kind: 'publicHolidays' };
  if (text === '除夕') return { kind: 'lunarNewYearsEve' };
  if (text === '颱風天') return { kind: 'typhoonDays' };
  if (/^每個?月/.test(text)) return monthlyOf(text);
  return weekdaysOf(text);
}

const minutesOf = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
};

/** Where a later time is earlier, it is past midnight, and no later than 06:00. */
const LATEST_NIGHT_END = 6 * 60;

function timeRangeOf(text: string): TimeRange | undefined {
  const [from, to] = (text.match(/\d{1,2}:\d{2}/g) ?? []).map((time) => time.padStart(5, '0'));
  if (!from || !to || from === to) return undefined;
  const valid = (time: string) =>
    Number(time.slice(3)) < 60 && (minutesOf(time) < 24 * 60 || time === '24:00');
  if (!valid(from) || !valid(to)) return undefined;
  if (minutesOf(to) < minutesOf(from) && minutesOf(to) > LATEST_NIGHT_END) return undefined;
  return { from, to };
}

type Clause = ReturnType<ClauseReader<HoursStatement>>;

function phraseAt(text: string, at: number): Clause {
  for (const [phrase, statements] of HOURS_PHRASES) {
    if (text.startsWith(phrase, at)) {
      return {
        statements: statements.map((name) => ({ kind: 'phrase', phrase: name })),
        end: at + phrase.length,
      };
    }
  }
  const hours = /24 ?(?:hrs?|h)(?![a-z])/iy;
  hours.lastIndex = at;
  return hours.test(text)
    ? { statements: [{ kind: 'phrase', phrase: 'open24Hours' }], end: hours.lastIndex }
    : undefined;
}

/** 止 ends a range said as "until" (上午8:00至下午5:00止). */
const OPEN = new RegExp(`(?:(${OPEN_DAYS})\\s*:?\\s*)?(${TIMES})止?`, 'y');
const CLOSED_DAYS = `((?:${CLOSED_DAY})(?:\\s*(?:及|和|、|,)\\s*(?:${CLOSED_DAY}))*)`;
const CLOSED = new RegExp(`${CLOSED_DAYS}\\s*:?\\s*${CLOSING}`, 'y');
/** The days named after their label: 休館日:週一、週日及國定例假日. */
const CLOSED_AFTER = new RegExp(
  `(?:休館日|公休日|休假日|店休日|休館時間|公休時間)\\s*:?\\s*${CLOSED_DAYS}`,
  'y',
);

/** A label before the hours (營業時間:), which the lines of the app say by their place. */
function labelAt(text: string, at: number): Clause {
  const label = HOURS_LABELS.find((one) => text.startsWith(one, at));
  if (!label) return undefined;
  const colon = /\s*(?:為|:)?/y;
  colon.lastIndex = at + label.length;
  colon.test(text);
  return { statements: [], end: colon.lastIndex };
}

function openAt(text: string, at: number): Clause {
  OPEN.lastIndex = at;
  const match = OPEN.exec(text);
  if (!match) return undefined;
  const times = (match[2]!.match(new RegExp(TIME_RANGE, 'g')) ?? []).map(timeRangeOf);
  if (times.some((range) => range === undefined)) return undefined;
  const open: HoursStatement = { kind: 'open', times: times as TimeRange[] };
  if (match[1]) open.days = daysOf(match[1].replace(/^每(?=週)/, ''));
  return { statements: [open], end: OPEN.lastIndex };
}

function closedAt(text: string, at: number): Clause {
  for (const closed of [CLOSED, CLOSED_AFTER]) {
    closed.lastIndex = at;
    const match = closed.exec(text);
    if (!match) continue;
    const parts = match[1]!.match(new RegExp(CLOSED_DAY, 'g')) ?? [];
    const days = parts.map((part) => daysOf(part.replace(/^每(?=週)/, '')));
    return { statements: [{ kind: 'closed', days }], end: closed.lastIndex };
  }
  return undefined;
}

const timesKey = (times: readonly TimeRange[]) =>
  times.map(({ from, to }) => `${from}-${to}`).join();

const singleDaysOf = (statement: HoursStatement): Weekday[] | undefined =>
  statement.kind === 'open' && statement.days?.kind === 'list' ? statement.days.days : undefined;

/**
 * Days one after another with the same times, as a note that names each day ("星期日: 08:30 -
 * 17:00星期一: 08:30 - 17:00…"), are said once: for the days listed, or every day when all seven.
 */
function mergeSameTimes(statements: HoursStatement[]): HoursStatement[] {
  const merged: HoursStatement[] = [];
  for (const statement of statements) {
    const days = singleDaysOf(statement);
    const last = merged.at(-1);
    const lastDays = last ? singleDaysOf(last) : undefined;
    if (
      days &&
      lastDays &&
      last?.kind === 'open' &&
      statement.kind === 'open' &&
      timesKey(last.times) === timesKey(statement.times)
    ) {
      const union = [...new Set([...lastDays, ...days])];
      merged[merged.length - 1] = { ...last, days: { kind: 'list', days: union } };
    } else {
      merged.push(statement);
    }
  }
  return merged.map((statement) =>
    statement.kind === 'open' && singleDaysOf(statement)?.length === 7
      ? { ...statement, days: { kind: 'daily' } }
      : statement,
  );
}

/** The statements of an opening-hours note, or undefined where it is not read whole. */
export function readOpeningNote(note: string): HoursStatement[] | undefined {
  const text = normalizeTimes(normalizeNote(note));
  // "24" alone, in an opening-hours field, is the open data's shortest "open 24 hours".
  if (text === '24') return [{ kind: 'phrase', phrase: 'open24Hours' }];
  const statements = readClauses(text, [phraseAt, closedAt, labelAt, openAt]);
  return statements && mergeSameTimes(statements);
}
