import { useTranslation } from '@/lib/i18n';
import type { ContentLang, UiLang } from '@ecg/domain/rules/language';
import { PWA_BASE_PATH, favouritesPath, memberPath } from '@ecg/domain/routes';
import { Dialog } from '@/components/Dialog';
import { Link } from '@/components/Link';
import { usePwaStatus } from '@/features/pwa/pwa-status';
import { SOCIAL_LINKS } from '@/lib/config';
import { isInstalled } from '@/lib/device';

export interface MenuProps {
  open: boolean;
  onClose: () => void;
  lang: ContentLang;
  hasNotices: boolean;
  unread: boolean;
  onOpenNotices: () => void;
  onOpenLanguages: () => void;
}

/**
 * The hamburger menu (requirements §2): important notices (only when there are some), the language
 * picker, My Favorites and the member area, the reload link (installed app in zh-tw only), social
 * links and the version. My Favorites and the member area take the menu's place in the history,
 * so Back leads to the page under it.
 */
export default function Menu(props: MenuProps) {
  const { t, i18n } = useTranslation();
  const { version } = usePwaStatus();
  const uiLang = i18n.language as UiLang;

  return (
    <Dialog open={props.open} onClose={props.onClose} title={t('app.menu')} variant="sheet">
      <ul className="menu">
        {props.hasNotices ? (
          <li>
            <button type="button" className="menu__item" onClick={props.onOpenNotices}>
              {t('menu.notices')}
              {props.unread ? (
                <span className="red-dot" role="img" aria-label={t('notices.hasUnread')} />
              ) : null}
            </button>
          </li>
        ) : null}
        <li>
          <button type="button" className="menu__item" onClick={props.onOpenLanguages}>
            {t('menu.language')}
            <span className="menu__value">{t(`language.${uiLang}`)}</span>
          </button>
        </li>
        <li>
          <Link className="menu__item" to={favouritesPath(props.lang)} replace>
            {t('menu.favourites')}
          </Link>
        </li>
        <li>
          <Link className="menu__item" to={memberPath(props.lang)} replace>
            {t('menu.member')}
          </Link>
        </li>
        {isInstalled() && props.lang === 'zh-tw' ? (
          <li>
            <a className="menu__item" href={PWA_BASE_PATH}>
              {t('menu.reload')}
            </a>
          </li>
        ) : null}
      </ul>
      {SOCIAL_LINKS.length > 0 ? (
        <section aria-labelledby="menu-follow">
          <h3 id="menu-follow" className="menu__heading">
            {t('menu.follow')}
          </h3>
          <ul className="menu">
            {SOCIAL_LINKS.map((link) => (
              <li key={link.name}>
                <a className="menu__item" href={link.url} target="_blank" rel="noopener noreferrer">
                  {t(`menu.${link.name}`)}
                  <span className="visually-hidden"> {t('menu.newWindow')}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {version ? <p className="menu__version">{t('menu.version', { version })}</p> : null}
    </Dialog>
  );
}
