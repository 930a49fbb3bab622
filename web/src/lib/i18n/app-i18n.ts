import type { UiLang } from '@ecg/domain/rules/language';
import { createI18n } from './translator';

/** Korean falls back to English for any key it lacks (requirements §1); the others to zh-tw. */
export const fallbackOf = (lang: string): UiLang => (lang === 'ko' ? 'en' : 'zh-tw');

/**
 * The visitor app's strings, what `useTranslation` reads unless a provider names other ones
 * (the console's, a test's). Empty until `startI18n` has loaded the language shown.
 */
export const appI18n = createI18n({ language: 'zh-tw', fallbackOf });
