import { useTranslation } from 'react-i18next';
import { FACILITY_KINDS } from '@ecg/domain/rules/facilities';
import type { MapLayer } from '@ecg/domain/map-view';

/**
 * The layer picker: attractions, the trip map when a tour lies under the panel, and every
 * amenity. One is chosen at a time; the chosen one is pressed.
 */
export function LayerChips({
  layer,
  withTrip,
  onPick,
}: {
  layer: MapLayer;
  withTrip: boolean;
  onPick: (layer: MapLayer) => void;
}) {
  const { t } = useTranslation();
  const layers: MapLayer[] = ['spots', ...(withTrip ? (['trip'] as const) : []), ...FACILITY_KINDS];
  return (
    <nav className="map-chips" aria-label={t('map.layers')}>
      <ul className="map-chips__list">
        {layers.map((name) => (
          <li key={name}>
            <button
              type="button"
              className="map-chips__chip"
              aria-pressed={name === layer}
              onClick={() => onPick(name)}
            >
              {t(`map.layer.${name}`)}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
