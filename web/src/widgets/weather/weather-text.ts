import { taipeiDate } from '@ecg/domain/rules/datetime';
import type { UiLang } from '@ecg/domain/rules/language';

const DAY_MS = 24 * 60 * 60 * 1000;
const INTL_LOCALE: Record<UiLang, string> = {
  'zh-tw': 'zh-TW',
  'zh-cn': 'zh-CN',
  en: 'en',
  ja: 'ja',
  ko: 'ko',
};

export type DayName = { relative: 'today' | 'tomorrow' } | { date: string };

/**
 * How a forecast day is named: today and tomorrow by name, other days by weekday and date,
 * all in Taipei whatever the phone's zone. A sample from another week never says "today".
 */
export function dayName(standardTime: string, now: number, lang: UiLang): DayName {
  const day = standardTime.slice(0, 10);
  if (day === taipeiDate(now)) return { relative: 'today' };
  if (day === taipeiDate(now + DAY_MS)) return { relative: 'tomorrow' };
  const noon = new Date(`${day}T12:00:00+08:00`);
  const format = new Intl.DateTimeFormat(INTL_LOCALE[lang], {
    timeZone: 'Asia/Taipei',
    weekday: 'short',
    month: 'numeric',
    day: 'numeric',
  });
  return { date: format.format(noon) };
}

/**
 * A Taipei wall time of an answer (`YYYY-MM-DD HH:mm:ss`) as a visitor reads it: the time alone
 * on the Taipei today, with the month and day on any other day.
 */
export function clockTime(text: string, now: number): string {
  const time = text.slice(11, 16);
  return text.slice(0, 10) === taipeiDate(now)
    ? time
    : `${text.slice(5, 10).replace('-', '/')} ${time}`;
}
