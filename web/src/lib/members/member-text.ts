import { taipeiDate } from '@ecg/domain/rules/datetime';
import { isUiLang } from '@ecg/domain/rules/language';
import { htmlLangOf } from '../i18n';

/*
 * How the member's screens (the member area, My trips) write their dates and name their files:
 * a day in the visitor's own words, in Taipei's time whatever the phone's zone, as the rest of
 * the app writes days; the files saved on the phone (lib/copy-text.ts) dated by the Taipei day
 * as the favourites' are.
 */

/** `1764547200000` → "30 November 2026" (en), "2026年11月30日" (zh-tw). */
export function memberDay(epochMs: number, language: string): string {
  return new Intl.DateTimeFormat(htmlLangOf[isUiLang(language) ? language : 'zh-tw'], {
    timeZone: 'Asia/Taipei',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(new Date(epochMs));
}

/** The day and the time of day, for when a sign-in ends. */
export function memberMoment(epochMs: number, language: string): string {
  return new Intl.DateTimeFormat(htmlLangOf[isUiLang(language) ? language : 'zh-tw'], {
    timeZone: 'Asia/Taipei',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(epochMs));
}

/** The recovery codes as a text file: a line that says what they are, then one code a line. */
export function recoveryCodesText(heading: string, codes: readonly string[]): string {
  return `${heading}\n\n${codes.join('\n')}\n`;
}

/** The name of a file the member area saves. */
export const memberFileName = (what: 'recovery-codes' | 'my-data', now = Date.now()) =>
  `east-coast-${what}-${taipeiDate(now)}.${what === 'my-data' ? 'json' : 'txt'}`;
