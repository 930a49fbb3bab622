import { useTranslation } from '@/lib/i18n';
import { useOffline } from '@/lib/connectivity';
import type { LayerState, LayerStatus } from './layer-state';

/** What each remaining state says in a sentence (a bus route's: docs/map.md, The panel). */
const SAID: Record<Exclude<LayerStatus, 'ready' | 'loading' | 'failed' | 'none-nearby'>, string> = {
  'no-data': 'map.noOpenData',
  'no-tour': 'map.noTour',
  'no-stops': 'map.noStops',
  'no-route': 'map.busRoute.noRoute',
  'no-key': 'map.busRoute.noKey',
  'no-buses': 'map.busRoute.none',
};

/**
 * What the map and the list say when a layer shows no markers: still loading, failed (offline
 * or not), no open data held for the kind yet (with the sources it will come from), nothing
 * within the radius, no tour, or a day with no stop on the map. Nothing when markers show,
 * unless they are only the points kept from earlier searches (the search failed).
 */
export function LayerNotice({
  state,
  layerName,
  distance,
}: {
  state: LayerState;
  layerName: string;
  distance: (km: number) => string;
}) {
  const { t } = useTranslation();
  const offline = useOffline();
  const { status } = state;
  if (state.kept) {
    return (
      <div className="map-notice" role="status">
        <p>{t('map.kept')}</p>
        <button type="button" className="map-notice__retry" onClick={state.retry}>
          {t('errors.retry')}
        </button>
      </div>
    );
  }
  if (status === 'ready') return null;
  if (status === 'loading') {
    return (
      <div className="map-notice" role="status">
        <span className="spinner spinner--small" aria-hidden="true" />
        <span>{t('map.loading')}</span>
      </div>
    );
  }
  if (status === 'failed') {
    return (
      <div className="map-notice map-notice--failed" role="status">
        <p>{t(offline ? 'map.offline' : 'map.failed')}</p>
        <button type="button" className="map-notice__retry" onClick={state.retry}>
          {t('errors.retry')}
        </button>
      </div>
    );
  }
  const text =
    status === 'none-nearby'
      ? t('map.noneNearby', { layer: layerName, distance: distance(state.radiusKm ?? 0) })
      : t(SAID[status]);
  return (
    <div className="map-notice" role="status">
      <p>{text}</p>
      {status === 'no-data' && state.attributions.length > 0 ? (
        <p className="map-notice__sources">
          {t('map.sources', { sources: state.attributions.join(t('search.listSeparator')) })}
        </p>
      ) : null}
    </div>
  );
}
