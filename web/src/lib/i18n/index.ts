import type { UiLang } from '@ecg/domain/rules/language';
import { appI18n, fallbackOf } from './app-i18n';
import type { Strings } from './translator';

export { appI18n } from './app-i18n';
export { createI18n, type I18n, type Strings, type TFunction, type TValues } from './translator';
export { I18nProvider, useTranslation } from './use-translation';
export { usualMonthsText } from './usual-months';
export { distanceLabel } from './distance-label';

type Bundle = () => Promise<{ default: Strings }>;

/**
 * Each locale is two chunks of its own: the strings of the shell and home page, which the
 * first screen needs, and those of the content screens (lists, details, guides, gallery),
 * fetched with the first of those screens. A visitor downloads only the language they read.
 */
const shellStrings: Record<UiLang, Bundle> = {
  'zh-tw': () => import('@/locales/zh-tw.json'),
  'zh-cn': () => import('@/locales/zh-cn.json'),
  en: () => import('@/locales/en.json'),
  ja: () => import('@/locales/ja.json'),
  ko: () => import('@/locales/ko.json'),
};

const contentStrings: Record<UiLang, Bundle> = {
  'zh-tw': () => import('@/locales/content/zh-tw.json'),
  'zh-cn': () => import('@/locales/content/zh-cn.json'),
  en: () => import('@/locales/content/en.json'),
  ja: () => import('@/locales/content/ja.json'),
  ko: () => import('@/locales/content/ko.json'),
};

/** The BCP 47 tag for <html lang>, so screen readers and fonts pick the right script. */
export const htmlLangOf: Record<UiLang, string> = {
  'zh-tw': 'zh-Hant-TW',
  'zh-cn': 'zh-Hans-CN',
  en: 'en',
  ja: 'ja',
  ko: 'ko',
};

let started = false;
let contentWanted = false;
const loadedBundles = new Set<Bundle>();

async function addBundle(code: UiLang, bundle: Bundle): Promise<void> {
  if (loadedBundles.has(bundle)) return;
  const strings = await bundle();
  if (loadedBundles.has(bundle)) return;
  appI18n.addStrings(code, strings.default);
  loadedBundles.add(bundle);
}

async function ensureLoaded(lang: UiLang): Promise<void> {
  for (const code of new Set([lang, fallbackOf(lang)])) {
    await addBundle(code, shellStrings[code]);
    if (contentWanted) await addBundle(code, contentStrings[code]);
  }
}

/** The content screens' strings in the current language (and its fallback); once loaded, they follow language changes. */
export async function loadContentStrings(): Promise<void> {
  contentWanted = true;
  // Before start-up there is nothing to add to yet: startI18n will load them with the rest.
  if (!started) return;
  const lang = appI18n.language as UiLang;
  await ensureLoaded(lang in contentStrings ? lang : 'zh-tw');
}

/** Loads the language shown (and its fallback); once it resolves, `t` answers synchronously, in Node too. */
export async function startI18n(lang: UiLang): Promise<void> {
  // The language is known from here on, as i18next's was from its init: content strings asked
  // for meanwhile are this language's.
  if (!started) appI18n.changeLanguage(lang);
  started = true;
  await setUiLang(lang);
}

export async function setUiLang(lang: UiLang): Promise<void> {
  await ensureLoaded(lang);
  appI18n.changeLanguage(lang);
  // The server renders <html lang> itself; in the browser the app keeps it in step.
  if (typeof document !== 'undefined') document.documentElement.lang = htmlLangOf[lang];
}
