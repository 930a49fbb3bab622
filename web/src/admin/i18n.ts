import i18next, { type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * The console speaks English and Traditional Chinese (docs/architecture.md, Operator console), each
 * a chunk of its own; the choice is remembered on this device. Its strings are its own, apart from
 * the visitors' app.
 */
export const ADMIN_LANGS = ['zh-tw', 'en'] as const;
export type AdminLang = (typeof ADMIN_LANGS)[number];

const bundles: Record<AdminLang, () => Promise<{ default: ResourceLanguage }>> = {
  'zh-tw': () => import('./locales/zh-tw.json'),
  en: () => import('./locales/en.json'),
};

const HTML_LANG: Record<AdminLang, string> = { 'zh-tw': 'zh-Hant-TW', en: 'en' };
const KEY = 'ecg.admin.lang';

function initialLang(): AdminLang {
  const stored = localStorage.getItem(KEY);
  if (stored === 'en' || stored === 'zh-tw') return stored;
  return navigator.language.toLowerCase().startsWith('zh') ? 'zh-tw' : 'en';
}

export const adminI18n = i18next.createInstance();

export async function setAdminLang(lang: AdminLang): Promise<void> {
  if (!adminI18n.hasResourceBundle(lang, 'translation')) {
    adminI18n.addResourceBundle(lang, 'translation', (await bundles[lang]()).default);
  }
  await adminI18n.changeLanguage(lang);
  localStorage.setItem(KEY, lang);
  document.documentElement.lang = HTML_LANG[lang];
  document.title = adminI18n.t('app.title');
}

export async function startAdminI18n(): Promise<void> {
  await adminI18n.use(initReactI18next).init({
    lng: initialLang(),
    fallbackLng: 'en',
    // Our codes are lower-case (zh-tw); i18next would otherwise look for zh-TW.
    lowerCaseLng: true,
    resources: {},
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await setAdminLang(initialLang());
  // Missing keys fall back to English, which is loaded only when needed.
  if (!adminI18n.hasResourceBundle('en', 'translation')) {
    adminI18n.addResourceBundle('en', 'translation', (await bundles.en()).default);
  }
}
