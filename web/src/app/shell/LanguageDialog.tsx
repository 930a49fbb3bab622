import { useTranslation } from '@/lib/i18n';
import { useLocation, useNavigate } from '@/lib/router';
import { routeInLang, UI_LANGS, type UiLang } from '@ecg/domain/rules/language';
import { Dialog } from '@/components/Dialog';
import { chooseUiLang } from '@/lib/language';

/**
 * The five interface languages. The page stays: only the address's language changes, to the
 * content language the choice reads (zh-cn → zh-tw, ko → en). Open in an entry of its own
 * (lib/dialog-entry.ts), which the chosen address replaces.
 */
export default function LanguageDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();

  const choose = async (lang: UiLang) => {
    const contentLang = await chooseUiLang(lang);
    const pathname = routeInLang(location.pathname, contentLang);
    // The page in another language takes the dialog's history entry, which closes it; the
    // same page is the entry before it.
    if (pathname === location.pathname) onClose();
    else void navigate({ pathname, search: location.search }, { replace: true });
  };

  return (
    <Dialog open={open} onClose={onClose} title={t('language.title')}>
      <ul className="menu">
        {UI_LANGS.map((lang) => (
          <li key={lang}>
            <button
              type="button"
              className="menu__item"
              lang={lang === 'zh-tw' ? 'zh-Hant' : lang === 'zh-cn' ? 'zh-Hans' : lang}
              aria-current={i18n.language === lang ? 'true' : undefined}
              onClick={() => void choose(lang)}
            >
              {t(`language.${lang}`)}
            </button>
          </li>
        ))}
      </ul>
      <p className="menu__note">{t('language.contentNote')}</p>
    </Dialog>
  );
}
