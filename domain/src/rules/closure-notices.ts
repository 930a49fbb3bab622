import { closurePeriod, closureStatus } from './closure-period';
import { parseTaipei, taipeiDate, type DateInput } from './datetime';

/**
 * A closure notice of a place (requirements §3, construction_information): its text, the day the
 * source that carried it was last updated, and the last day it names, if any.
 */
export interface ClosureNoticeDates {
  /** `YYYY-MM-DD`: when the source reported it. */
  reported?: string | undefined;
  /** `YYYY-MM-DD`: the latest day the notice names, when the closure was to end. */
  until?: string | undefined;
}

/**
 * current: shown as a closure. upcoming: shown as one too, its days still to come. ended: its
 * last day has passed; history, kept only among the earlier notices with its day. dated: it
 * names no day and is older than a year, so it may be out of date ("reported in 2021") and the
 * place is not presented as closed.
 */
export type ClosureNoticeState = 'current' | 'upcoming' | 'ended' | 'dated';

export const UNDATED_NOTICE_DAYS = 365;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The state of a notice on the Taipei day of `now`: from the days it names (its `until`, as the
 * importer read it from the Chinese text, and its first day, read from its text), else from
 * when it was reported.
 */
export function closureNoticeState(
  notice: ClosureNoticeDates & { text?: string | undefined },
  now: DateInput,
): ClosureNoticeState {
  const named = notice.text ? closurePeriod(notice.text) : undefined;
  const period = { from: named?.from, until: notice.until ?? named?.until };
  if (period.from !== undefined || period.until !== undefined) return closureStatus(period, now);
  if (!notice.reported) return 'current';
  const reported = parseTaipei(notice.reported);
  if (!Number.isFinite(reported)) return 'current';
  const today = taipeiDate(now);
  return taipeiDate(reported + UNDATED_NOTICE_DAYS * DAY_MS) <= today ? 'dated' : 'current';
}

/** The year shown beside a dated notice: when it was reported, or else the day it names. */
export const closureNoticeYear = (notice: ClosureNoticeDates): string =>
  (notice.reported ?? notice.until ?? '').slice(0, 4);

/**
 * Days in a notice, in the Gregorian calendar or the Republic's (民國, year + 1911), with
 * or without a day: 110年6月30日, 2021年6月30日, 2021/6/30, 2021-06-30.
 */
const DAY_TEXT = /(?<!\d)(\d{2,4})\s*(?:年|\/|-)\s*(\d{1,2})\s*(?:月|\/|-)\s*(\d{1,2})\s*日?/g;

const pad = (value: number) => String(value).padStart(2, '0');

/** The latest real day a notice names, `YYYY-MM-DD`, or undefined when it names none. */
export function closureEndDate(text: string): string | undefined {
  const days = [...text.matchAll(DAY_TEXT)].flatMap(([, y = '', m = '', d = '']) => {
    const written = Number(y);
    const year = y.length === 4 ? written : written + 1911;
    const [month, day] = [Number(m), Number(d)];
    const date = new Date(Date.UTC(year, month - 1, day));
    const real = date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
    return real && year >= 1912 ? [`${year}-${pad(month)}-${pad(day)}`] : [];
  });
  return days.sort().at(-1);
}
