import { useTranslation } from '@/lib/i18n';
import { ADMIN_LANGS, setAdminLang, type AdminLang } from '../i18n';

/** Each language named in itself, so an operator who cannot read the other finds theirs. */
const NAMES: Record<AdminLang, string> = { 'zh-tw': '繁體中文', en: 'English' };
const HTML_LANG: Record<AdminLang, string> = { 'zh-tw': 'zh-Hant-TW', en: 'en' };

export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <div className="language-switch" role="group" aria-label={t('app.language')}>
      {ADMIN_LANGS.map((lang) => (
        <button
          key={lang}
          type="button"
          lang={HTML_LANG[lang]}
          className="language-switch__option"
          aria-pressed={i18n.language === lang}
          onClick={() => void setAdminLang(lang)}
        >
          {NAMES[lang]}
        </button>
      ))}
    </div>
  );
}
