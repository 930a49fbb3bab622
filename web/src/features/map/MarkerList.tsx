import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { byDistance, type PlacedMarker } from './layer-markers';

/**
 * The markers of the current view as a list (requirements §2 Map panel, for keyboard and screen
 * reader use): nearest first, or in the day's order on a trip map; choosing one shows its marker
 * with its popup open, the focus on it.
 */
export function MarkerList({
  id,
  markers,
  notice,
  labelOf,
  onChoose,
}: {
  id: string;
  markers: PlacedMarker[];
  notice: ReactNode;
  labelOf: (marker: PlacedMarker) => string;
  onChoose: (marker: PlacedMarker) => void;
}) {
  const { t } = useTranslation();
  const ordered = markers.some((marker) => marker.type === 'trip-stop')
    ? [...markers].sort((a, b) => (a.idx ?? 0) - (b.idx ?? 0))
    : byDistance(markers);
  return (
    <section id={id} className="map-list" aria-label={t('map.listTitle')}>
      <h3 className="map-list__title">{t('map.listTitle')}</h3>
      {notice}
      {ordered.length === 0 && notice === null ? (
        <p className="map-list__empty">{t('map.listEmpty')}</p>
      ) : (
        <ul className="map-list__items">
          {ordered.map((marker) => (
            <li key={marker.id}>
              <button type="button" className="map-list__item" onClick={() => onChoose(marker)}>
                {labelOf(marker)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
