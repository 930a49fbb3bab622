import { distanceLabel, type TFunction } from '@/lib/i18n';
import type { PlacedMarker } from './layer-markers';
import type { PanelMapTexts } from './leaflet/panel-map';

/**
 * A marker's accessible name: a tour's stop by its number, a bus by its plate and direction, a
 * place with its distance.
 */
export function markerLabel(t: TFunction, marker: PlacedMarker): string {
  if (marker.type === 'trip-stop' && marker.idx !== undefined)
    return t('map.stop', { n: marker.idx, name: marker.name });
  if (marker.type === 'bus-here') {
    const plate = marker.plateNumb ?? marker.name;
    const direction = marker.direction;
    return direction !== undefined && direction >= 0 && direction <= 2
      ? t('map.busRoute.busDirection', { plate, direction: t(`buses.direction.${direction}`) })
      : t('map.busRoute.bus', { plate });
  }
  if (marker.distanceKm === undefined) return marker.name;
  return t('map.markerDistance', {
    name: marker.name,
    distance: distanceLabel(t, marker.distanceKm),
  });
}

/** Every text the Leaflet map draws itself (popups, markers' names), in the visitor's language. */
export function panelMapTexts(t: TFunction): PanelMapTexts {
  return {
    mapLabel: t('map.mapLabel'),
    zoomIn: t('map.zoomIn'),
    zoomOut: t('map.zoomOut'),
    closePopup: (name) => t('map.closePopup', { name }),
    markerLabel: (marker) => markerLabel(t, marker),
    clusterLabel: (count) => t('map.cluster', { count }),
    distance: (km) => t('map.distance', { distance: distanceLabel(t, km) }),
    routes: (names) => t('map.routes', { routes: names }),
    borrow: (count) => t('map.borrow', { count }),
    giveBack: (count) => t('map.giveBack', { count }),
    call: (tel) => t('detail.call', { tel }),
    navigate: t('map.navigate'),
    details: t('map.details'),
    nextBuses: t('buses.nextBuses'),
  };
}
