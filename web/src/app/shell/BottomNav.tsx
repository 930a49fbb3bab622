import { NavLink } from '@/components/Link';
import { useTranslation } from '@/lib/i18n';
import type { ContentLang } from '@ecg/domain/rules/language';
import { Icon, type IconName } from './icons';

const TABS: { key: IconName; path: string }[] = [
  { key: 'home', path: '' },
  { key: 'search', path: 'search/' },
  { key: 'guide', path: 'guide/' },
  { key: 'live', path: 'live-camera/' },
  { key: 'service', path: 'service/' },
];

export function BottomNav({ lang, inert }: { lang: ContentLang; inert?: boolean }) {
  const { t } = useTranslation();
  return (
    <nav className="bottom-nav" aria-label={t('app.mainNav')} inert={inert}>
      {TABS.map((tab) => (
        <NavLink
          key={tab.key}
          to={`/${lang}/${tab.path}`}
          end={tab.key === 'home'}
          className="bottom-nav__tab"
        >
          <Icon name={tab.key} />
          <span>{t(`nav.${tab.key}`)}</span>
        </NavLink>
      ))}
    </nav>
  );
}
