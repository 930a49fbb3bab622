import { createI18n, type Strings } from '@/lib/i18n';

/**
 * The console speaks English and Traditional Chinese (docs/architecture.md, Operator console), each
 * a chunk of its own; the choice is remembered on this device. Its strings are its own, apart from
 * the visitors' app, read through the same module (docs/performance.md, Interface strings).
 */
export const ADMIN_LANGS = ['zh-tw', 'en'] as const;
export type AdminLang = (typeof ADMIN_LANGS)[number];

const bundles: Record<AdminLang, () => Promise<{ default: Strings }>> = {
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

/** Missing keys fall back to English. */
export const adminI18n = createI18n({ language: 'en', fallbackOf: () => 'en' });

async function ensureLoaded(lang: AdminLang): Promise<void> {
  if (!adminI18n.hasStrings(lang)) adminI18n.addStrings(lang, (await bundles[lang]()).default);
}

export async function setAdminLang(lang: AdminLang): Promise<void> {
  await ensureLoaded(lang);
  adminI18n.changeLanguage(lang);
  localStorage.setItem(KEY, lang);
  document.documentElement.lang = HTML_LANG[lang];
  document.title = adminI18n.t('app.title');
}

export async function startAdminI18n(): Promise<void> {
  await setAdminLang(initialLang());
  // English, the fallback, is loaded only when needed.
  await ensureLoaded('en');
}
