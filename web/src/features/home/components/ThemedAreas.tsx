import { useTranslation } from '@/lib/i18n';
import { Link } from '@/components/Link';
import type { ContentLang } from '@ecg/domain/rules/language';
import { visibleThemedAreas } from '../themed-areas';

/** One outline icon per area, drawn like the app's other glyphs. */
const ICONS: Record<string, string> = {
  attractions: 'M2 19 9 8l4 6 3-4 6 9zM17 5.5a1.5 1.5 0 1 0 0 .01',
  tours: 'M3 6l6-3 6 3 6-3v15l-6 3-6-3-6 3zM9 3v15M15 6v15',
  events:
    'M4 6h16v14H4zM4 10h16M8 3v5M16 3v5M12 13l1 2 2 .3-1.5 1.4.4 2.1-1.9-1-1.9 1 .4-2.1L9 15.3l2-.3z',
  food: 'M3 12h18a9 9 0 0 1-18 0zM13 3l-2 7M19 4l-5 6',
  lodging: 'M3 19V6M3 15h18v4M21 15v-2a3 3 0 0 0-3-3h-7v5M7 12.5a1.5 1.5 0 1 0 0-.01',
  coupons: 'M3 7h18v3a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4zM14 7v10',
};

/** The themed areas (requirements §2): a grid of icon links, one row on a tablet, two on a phone. */
export function ThemedAreas({ lang }: { lang: ContentLang }) {
  const { t } = useTranslation();
  const areas = visibleThemedAreas(lang);
  return (
    <nav className="home-areas" aria-label={t('home.areas.title')}>
      {/* Laid out by their count (home.css): the page's policy refuses style attributes. */}
      <ul data-count={areas.length}>
        {areas.map((area) => (
          <li key={area.id}>
            <Link to={area.destination(lang)} className={`home-area home-area--${area.title}`}>
              <span className="home-area__icon">
                <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true">
                  <path d={ICONS[area.title]} />
                </svg>
              </span>
              <span className="home-area__title">{t(`home.areas.${area.title}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
