import { isUiLang } from '@ecg/domain/rules/language';
import { htmlLangOf } from '@/lib/i18n';

/**
 * A campaign's day (a Taipei date, YYYY-MM-DD) in the visitor's words: "1 December 2026",
 * "2026年12月1日". The date is Taipei's already, so it is written as it is, whatever the
 * phone's zone.
 */
export function campaignDay(date: string, language: string): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Intl.DateTimeFormat(htmlLangOf[isUiLang(language) ? language : 'zh-tw'], {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(new Date(Date.UTC(year, month - 1, day)));
}
