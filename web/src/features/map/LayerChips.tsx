import { useTranslation } from '@/lib/i18n';
import { FACILITY_KINDS, type FacilityKind } from '@ecg/domain/rules/facilities';
import type { MissingDataNeed } from '@ecg/domain/rules/facility-layers';
import type { ContentLang } from '@ecg/domain/rules/language';
import type { MapLayer } from '@ecg/domain/map-view';
import { useOfferedKinds } from '@/lib/api/facility-kinds';

const NEEDS: readonly MissingDataNeed[] = ['key', 'import'];

/**
 * The layer picker: attractions, the trip map when a tour lies under the panel, a bus route's
 * buses when the buses' screen with a route does, and every
 * amenity holding points in the region (the chosen one always, a shared link's included). One
 * is chosen at a time; the chosen one is pressed. The kinds with no data are named once, at
 * the end, with what their data needs (docs/map.md).
 */
export function LayerChips({
  layer,
  lang,
  withTrip,
  withBusRoute = false,
  onPick,
}: {
  layer: MapLayer;
  lang: ContentLang;
  withTrip: boolean;
  /** A bus route lies under the panel (the buses' screen): its buses now are a layer. */
  withBusRoute?: boolean;
  onPick: (layer: MapLayer) => void;
}) {
  const { t } = useTranslation();
  const { missing, offers } = useOfferedKinds(lang);
  const layers: MapLayer[] = [
    'spots',
    ...(withTrip ? (['trip'] as const) : []),
    ...(withBusRoute ? (['bus-route'] as const) : []),
    ...FACILITY_KINDS.filter((kind) => offers(kind) || kind === layer),
  ];
  const names = (kinds: readonly FacilityKind[]) =>
    kinds.map((kind) => t(`map.layer.${kind}`)).join(t('search.listSeparator'));
  const notes = NEEDS.filter((need) => missing[need].length > 0).map((need) =>
    t(`map.missing.${need}`, { layers: names(missing[need]) }),
  );
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
        {notes.length > 0 ? <li className="map-chips__note">{notes.join(' ')}</li> : null}
      </ul>
    </nav>
  );
}
