import { useTranslation } from '@/lib/i18n';
import { visibleFavourites } from '@ecg/domain/rules/favourites';
import { Link } from '@/components/Link';
import { StatusMessage } from '@/components/StatusMessage';
import { useFavourites } from '@/lib/favourites/use-favourites';
import { usePageMeta } from '@/lib/page-meta';
import { useContentLang } from '@/lib/use-content-lang';
import { FavouriteGroups } from './components/FavouriteGroups';
import { FavouritesExport } from './components/FavouritesExport';
import './favourites.css';

/**
 * "My Favorites" (requirements §2 Other sections): what the visitor keeps on this phone, by kind
 * in the domain's order, each opening its overlay over this page; the files for maps apps and
 * the list to share. Read from the device only, so it opens offline as well.
 */
export default function FavouritesPage() {
  const { t } = useTranslation();
  const lang = useContentLang();
  usePageMeta(lang, t('favourites.title'), { description: t('favourites.description') });
  const collection = useFavourites();
  const groups = collection === undefined ? undefined : visibleFavourites(collection);
  return (
    <div className="page-column favourites">
      <h1 className="page-title">{t('favourites.title')}</h1>
      {/* A member's trips live next door, reached from here and the member page: the menu's
          words load with the first screen, which has no room left (docs/performance.md). */}
      <p className="favourites-trips">
        <Link to={`/${lang}/trips`}>{t('trips.title')}</Link>
      </p>
      {groups === undefined ? (
        <StatusMessage status="loading" />
      ) : groups.length === 0 ? (
        <div className="favourites-empty">
          <p className="favourites-empty__title">{t('favourites.empty')}</p>
          <p>{t('favourites.emptyHow')}</p>
        </div>
      ) : (
        <>
          <FavouriteGroups groups={groups} />
          <FavouritesExport groups={groups} lang={lang} />
        </>
      )}
    </div>
  );
}
