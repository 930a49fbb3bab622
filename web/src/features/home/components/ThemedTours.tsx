import { useQuery } from '@/lib/query';
import { useTranslation } from '@/lib/i18n';
import { Link } from '@/components/Link';
import type { ContentLang } from '@ecg/domain/rules/language';
import { toursListPath } from '@ecg/domain/routes';
import { tourCategoriesQuery } from '../api/home-queries';
import { HomeSection } from './HomeSection';

/** Themed tours: the seven tour categories (requirements §2), each opening its list of itineraries. */
export function ThemedTours({ lang }: { lang: ContentLang }) {
  const { t } = useTranslation();
  return (
    <HomeSection
      title={t('home.themedTours')}
      more={toursListPath(lang)}
      query={useQuery(tourCategoriesQuery(lang))}
      className="home-themes"
    >
      {(categories) => (
        <ul className="home-themes__list">
          {categories.map((category) => (
            <li key={String(category.value)}>
              <Link
                to={toursListPath(lang, String(category.value))}
                className={`home-theme home-theme--${String(category.value)}`}
              >
                {category.title}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}
