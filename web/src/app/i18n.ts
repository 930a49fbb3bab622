import i18next, { type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { UiLang } from '@ecg/domain/rules/language';

/** Each locale is its own chunk, so a visitor downloads only the language they read. */
const loaders: Record<UiLang, () => Promise<{ default: ResourceLanguage }>> = {
  'zh-tw': () => import('../locales/zh-tw.json'),
  'zh-cn': () => import('../locales/zh-cn.json'),
  en: () => import('../locales/en.json'),
  ja: () => import('../locales/ja.json'),
  ko: () => import('../locales/ko.json'),
};

/** Korean falls back to English for any key it lacks (SPEC §1); the others to zh-tw. */
const fallbackOf = (lang: UiLang): UiLang => (lang === 'ko' ? 'en' : 'zh-tw');

/** The BCP 47 tag for <html lang>, so screen readers and fonts pick the right script. */
export const htmlLangOf: Record<UiLang, string> = {
  'zh-tw': 'zh-Hant-TW',
  'zh-cn': 'zh-Hans-CN',
  en: 'en',
  ja: 'ja',
  ko: 'ko',
};

async function ensureLoaded(lang: UiLang): Promise<void> {
  for (const code of new Set([lang, fallbackOf(lang)])) {
    if (!i18next.hasResourceBundle(code, 'translation')) {
      const bundle = await loaders[code]();
      i18next.addResourceBundle(code, 'translation', bundle.default);
    }
  }
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
  document.documentElement.lang = htmlLangOf[lang];
}
