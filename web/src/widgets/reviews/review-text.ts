import { isUiLang } from '@ecg/domain/rules/language';
import { taipeiDayNumber } from '@ecg/domain/rules/taipei-offset';
import { VISIT_MONTH_PATTERN } from '@ecg/domain/rules/reviews';
import { htmlLangOf } from '@/lib/i18n';

/*
 * How reviews write their numbers and months (docs/reviews.md): the mean to one decimal, a
 * visit month in the reader's words, and the months a visit may be told in, by Taipei's
 * calendar whatever the phone's zone.
 */

const tagOf = (language: string) => htmlLangOf[isUiLang(language) ? language : 'zh-tw'];

/** 4.25 → "4.3": the raw mean as the card shows it. */
export const meanText = (mean: number): string => mean.toFixed(1);

/** "2026-11" → "November 2026" (en), "2026年11月" (zh-tw). */
export function visitMonthText(visitMonth: string, language: string): string {
  const match = VISIT_MONTH_PATTERN.exec(visitMonth);
  if (!match) return visitMonth;
  const first = Date.UTC(Number(match[1]), Number(match[2]) - 1, 1);
  return new Intl.DateTimeFormat(tagOf(language), {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'long',
  }).format(new Date(first));
}

/** The current Taipei month and the `count - 1` before it, newest first, as 'YYYY-MM'. */
export function lastVisitMonths(now: number, count: number): string[] {
  const today = new Date(taipeiDayNumber(now) * 86_400_000);
  const current = today.getUTCFullYear() * 12 + today.getUTCMonth();
  return Array.from({ length: count }, (_, back) => {
    const month = current - back;
    return `${Math.floor(month / 12)}-${String((month % 12) + 1).padStart(2, '0')}`;
  });
}

/** The months the write form offers: the last two years. */
export const VISIT_MONTHS_OFFERED = 24;
