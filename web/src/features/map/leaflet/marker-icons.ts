import * as L from 'leaflet';
import { escapeHtml } from '@/widgets/map/tile-layer';
import type { PlacedMarker } from '../layer-markers';

const MARKER_SIZE_PX = 30;

/**
 * One element a marker, its number or count written in it (no inner element): every marker in
 * view is styled again when a pan starts and ends, and each element more doubled that work
 * (docs/performance.md, the map of 5,000 markers).
 */
const iconOf = (
  className: string,
  text: string,
  size: L.PointTuple = [MARKER_SIZE_PX, MARKER_SIZE_PX],
) =>
  L.divIcon({
    className,
    html: escapeHtml(text),
    iconSize: size,
    popupAnchor: [0, -size[1] / 2],
  });

/** A bus on the road carries its plate, the one thing to check it by at the stop. */
const BUS_HERE_SIZE_PX: L.PointTuple = [84, 24];

/** A marker's text: a tour stop's number, a bus's plate; nothing for the others. */
function textOf(marker: PlacedMarker): string {
  if (marker.type === 'trip-stop' && marker.idx !== undefined) return String(marker.idx);
  return marker.type === 'bus-here' ? (marker.plateNumb ?? '') : '';
}

/**
 * Each time a marker's element is put in the page: its accessible name, and two of Leaflet's
 * classes taken off. Leaflet marks the page's body while the map is dragged, and the map's pane
 * while it zooms, and its style for each names a class of every marker: every marker in view was
 * styled again as each pan and zoom started and ended, long tasks on a slow phone
 * (docs/performance.md, the map of 5,000 markers). `leaflet-interactive` gives the pointer and
 * cursor map-layers.css gives; `leaflet-zoom-hide` hides what the pane of markers, hidden as a
 * whole during a zoom (panel-map.ts), hides already.
 */
export function labelWhenDrawn(leaflet: L.Marker, label: () => string): void {
  leaflet.on('add', () => {
    const element = leaflet.getElement();
    element?.classList.remove('leaflet-interactive', 'leaflet-zoom-hide');
    element?.setAttribute('aria-label', label());
  });
}

/** A place's, a tour stop's or a bus's marker, styled by its type. */
export const leafIcon = (marker: PlacedMarker) =>
  iconOf(
    `map-marker map-marker--${marker.type}`,
    textOf(marker),
    marker.type === 'bus-here' ? BUS_HERE_SIZE_PX : undefined,
  );

/** A cluster's marker: how many places it holds. */
export const clusterIcon = (count: number) =>
  iconOf('map-marker map-marker--cluster', String(count));
