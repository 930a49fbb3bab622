import { isUiLang, type UiLang } from '@ecg/domain/rules/language';

/*
 * How a booking's day is written for a visitor: the Taipei date in the visitor's own words
 * (weekday, month, day), whatever the phone's time zone.
 */

const INTL_LOCALE: Record<UiLang, string> = {
  'zh-tw': 'zh-TW',
  'zh-cn': 'zh-CN',
  en: 'en',
  ja: 'ja',
  ko: 'ko',
};

/** `2026-11-23` → "Monday, 23 November" (en), "11月23日 星期一" (zh-tw). */
export function bookingDay(date: string, lang: UiLang): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[lang], {
    timeZone: 'Asia/Taipei',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
  }).format(new Date(`${date}T12:00:00+08:00`));
}

/** The visitor's interface language, or zh-tw when the strings hold another. */
export function uiLangOf(language: string): UiLang {
  return isUiLang(language) ? language : 'zh-tw';
}
