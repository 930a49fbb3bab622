import { taipeiDate, type DateInput } from './datetime';

/**
 * The days a closure names (requirements §2 attraction detail: opening hours, closure notice):
 * from when, until when, each `YYYY-MM-DD` when the text says it.
 */
export interface ClosurePeriod {
  from?: string | undefined;
  until?: string | undefined;
}

/** current: closed now. ended: its last day has passed. upcoming: its first day is still to come. */
export type ClosureStatus = 'current' | 'ended' | 'upcoming';

/**
 * Days in the Gregorian calendar or the Republic's (民國, year + 1911), with or without the
 * day sign: 110年6月30日, 2021年6月30日, 2021/6/30, 2021-06-30, 2021.6.30.
 */
const DAY_TEXT =
  /(?<![\d.])(\d{2,4})\s*(?:年|\/|-|\.)\s*(\d{1,2})\s*(?:月|\/|-|\.)\s*(\d{1,2})\s*日?(?![\d.])/g;

/** Words before a day that make it the first day: 自109年10月15日, 從, from, since. */
const FROM_BEFORE = /(?:自|從|由|from|since|starting)\s*$/i;
/** Words before a day that make it the last one: 至, 到, ~, until, to, through. */
const UNTIL_BEFORE = /(?:至|到|~|～|－|until|to|through|till)\s*$/i;
/** A day followed by 起 (自…起, 即日起) is the first day. */
const FROM_AFTER = /^\s*(?:起|開始)/;

/** What makes a text a closure: closed, suspended, under works. */
const CLOSURE_WORDS =
  /封閉|暫停開放|停止開放|暫停營業|暫停服務|休館|閉館|關閉|施工|整修|closed|closure|suspended/i;

const pad = (value: number) => String(value).padStart(2, '0');

interface DayFound {
  day: string;
  before: string;
  after: string;
}

function daysIn(text: string): DayFound[] {
  return [...text.matchAll(DAY_TEXT)].flatMap((match) => {
    const [whole, y = '', m = '', d = ''] = match;
    const written = Number(y);
    const year = y.length === 4 ? written : written + 1911;
    const [month, day] = [Number(m), Number(d)];
    const date = new Date(Date.UTC(year, month - 1, day));
    const real = date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
    if (!real || year < 1912) return [];
    const index = match.index;
    return [
      {
        day: `${year}-${pad(month)}-${pad(day)}`,
        before: text.slice(Math.max(0, index - 12), index),
        after: text.slice(index + whole.length, index + whole.length + 4),
      },
    ];
  });
}

/**
 * The period a closure text names. Two days or more: the earliest to the latest (自A起至B, A至B,
 * A~B). One day: the first day when it is said to start then (自A起, from A), else the last
 * (至B止, 即日起至B, 預計B開放). None: no period.
 */
export function closurePeriod(text: string): ClosurePeriod | undefined {
  const days = daysIn(text);
  if (days.length === 0) return undefined;
  if (days.length > 1) {
    const sorted = days.map(({ day }) => day).sort();
    return { from: sorted[0], until: sorted.at(-1) };
  }
  const [{ day, before, after }] = days as [DayFound];
  const starts = !UNTIL_BEFORE.test(before) && (FROM_BEFORE.test(before) || FROM_AFTER.test(after));
  return starts ? { from: day } : { until: day };
}

/** Whether a closure stands on the Taipei day of `now`: a period that names no day stands. */
export function closureStatus(period: ClosurePeriod, now: DateInput): ClosureStatus {
  const today = taipeiDate(now);
  if (period.until !== undefined && period.until < today) return 'ended';
  if (period.from !== undefined && period.from > today) return 'upcoming';
  return 'current';
}

/** A closure that has ended, with its last day: told as an earlier notice. */
export interface EndedClosure {
  text: string;
  until: string;
}

/**
 * Opening hours with any closure in them that has ended taken out (the sentences that say it),
 * so the hours read as they stand on the Taipei day of `now`; the ended closures come apart,
 * to be kept as earlier notices with their last day. A closure that names no day, or one still
 * to come or under way, stays in the hours.
 */
export function hoursWithoutEndedClosures(
  hours: string,
  now: DateInput,
): { hours: string; ended: EndedClosure[] } {
  const ended: EndedClosure[] = [];
  const kept = hours.split(/(?<=[。；;\n])/).filter((sentence) => {
    if (!CLOSURE_WORDS.test(sentence)) return true;
    const period = closurePeriod(sentence);
    if (!period?.until || closureStatus(period, now) !== 'ended') return true;
    ended.push({ text: sentence.trim(), until: period.until });
    return false;
  });
  return { hours: kept.join('').trim(), ended };
}
