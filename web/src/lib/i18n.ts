import i18next, { type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { UiLang } from '@ecg/domain/rules/language';

type Bundle = () => Promise<{ default: ResourceLanguage }>;

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

/** Korean falls back to English for any key it lacks (requirements §1); the others to zh-tw. */
const fallbackOf = (lang: UiLang): UiLang => (lang === 'ko' ? 'en' : 'zh-tw');

/** The BCP 47 tag for <html lang>, so screen readers and fonts pick the right script. */
export const htmlLangOf: Record<UiLang, string> = {
  'zh-tw': 'zh-Hant-TW',
  'zh-cn': 'zh-Hans-CN',
  en: 'en',
  ja: 'ja',
  ko: 'ko',
};

let contentWanted = false;
const loadedBundles = new Set<Bundle>();

async function addBundle(code: UiLang, bundle: Bundle): Promise<void> {
  if (loadedBundles.has(bundle)) return;
  const strings = await bundle();
  // Deep merge: both files may share no namespace, but merging is harmless if they ever do.
  i18next.addResourceBundle(code, 'translation', strings.default, true, false);
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
  if (!i18next.isInitialized) return;
  const lang = (i18next.resolvedLanguage ?? i18next.language) as UiLang;
  await ensureLoaded(lang in contentStrings ? lang : 'zh-tw');
}

export async function startI18n(lang: UiLang): Promise<typeof i18next> {
  await i18next.use(initReactI18next).init({
    lng: lang,
    fallbackLng: (code) => [fallbackOf(code as UiLang)],
    lowerCaseLng: true,
    resources: {},
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await setUiLang(lang);
  return i18next;
}

export async function setUiLang(lang: UiLang): Promise<void> {
  await ensureLoaded(lang);
  await i18next.changeLanguage(lang);
  // A page rendered ahead on the server has no document: its <html lang> is written there.
  if (typeof document !== 'undefined') document.documentElement.lang = htmlLangOf[lang];
}
