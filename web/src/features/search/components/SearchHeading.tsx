import { useTranslation } from '@/lib/i18n';
import { MapLink } from '@/components/map-link';

/**
 * The title of a list of the search area, with the way into the map (requirements §1 map quick
 * search): the attractions around the visitor, whatever list they are reading.
 */
export function SearchHeading({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <div className="search-heading">
      <h1 className="page-title">{title}</h1>
      {/* No `at`: the map centres on the visitor's position, also for whoever opens a shared link. */}
      <MapLink view={{ layer: 'spots' }}>{t('nearby.map')}</MapLink>
    </div>
  );
}
