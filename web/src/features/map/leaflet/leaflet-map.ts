import * as L from 'leaflet';
import type { LatLng } from '@ecg/domain/rules/distance';
import { DEFAULT_MAP_ZOOM } from '@ecg/domain/rules/map-markers';

/**
 * The panel's Leaflet map, with its zoom buttons top right (beside the layer's notice: the
 * attribution takes the bottom) and Leaflet named in the attribution.
 */
export function createLeafletMap(
  container: HTMLElement,
  centre: LatLng,
  texts: { zoomIn: string; zoomOut: string },
): { map: L.Map; zoom: L.Control.Zoom } {
  const map = L.map(container, {
    center: [centre.lat, centre.lng],
    zoom: DEFAULT_MAP_ZOOM,
    zoomControl: false,
    keyboard: true,
    // Each tile faded in by a script setting every tile's opacity at every frame, and each
    // marker and name slid by the zoom's own transition (an element's transform, its z-index and
    // four transition events each): on a slow phone the frames of a pan or a zoom were long
    // tasks (docs/performance.md, the map of 5,000 markers). Tiles now show at once, and
    // markers hide during the zoom's quarter second, to be drawn again, as clusters change.
    fadeAnimation: false,
    markerZoomAnimation: false,
  });
  const zoom = L.control
    .zoom({ position: 'topright', zoomInTitle: texts.zoomIn, zoomOutTitle: texts.zoomOut })
    .addTo(map);
  map.attributionControl.setPrefix('<a href="https://leafletjs.com">Leaflet</a>');
  return { map, zoom };
}
