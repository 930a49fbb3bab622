import * as L from 'leaflet';
import type { Basemap, BasemapFeature } from '@ecg/domain/contracts';

/**
 * Panes of the map's own basemap, under the tile pane (200): where tiles load they cover it,
 * where they do not (offline, a tile server down, none configured) it is what the visitor sees.
 */
export const BASEMAP_PANES = { shapes: 'basemap', names: 'basemapNames' } as const;
const PANE_Z_INDEX = { [BASEMAP_PANES.shapes]: '150', [BASEMAP_PANES.names]: '160' };
/** Below this zoom only the counties are named: township names would cover one another. */
export const TOWNSHIP_NAMES_ZOOM = 10;

const ROLE_ORDER: Record<BasemapFeature['properties']['role'], number> = {
  land: 0,
  township: 1,
  county: 2,
};

const STYLES: Record<BasemapFeature['properties']['role'], L.PathOptions> = {
  land: { stroke: false, fill: true, fillColor: '#f4f1ea', fillOpacity: 1 },
  township: { color: '#a89f8d', weight: 0.8, dashArray: '4 3', fill: false },
  county: { color: '#6f6557', weight: 1.6, fill: false },
};

export function createBasemapPanes(map: L.Map): void {
  for (const [name, zIndex] of Object.entries(PANE_Z_INDEX)) {
    const pane = map.createPane(name);
    pane.style.zIndex = zIndex;
    pane.style.pointerEvents = 'none';
  }
  // The names are drawn for the eye; the list of places is what a screen reader reads.
  map.getPane(BASEMAP_PANES.names)?.setAttribute('aria-hidden', 'true');
}

function nameIcon(name: string, role: string): L.DivIcon {
  // An element with text, not HTML: the names come from the data.
  const label = document.createElement('span');
  label.textContent = name;
  return L.divIcon({ className: `map-name map-name--${role}`, html: label, iconSize: undefined });
}

/**
 * Land filled over the sea (the map's background), township and county outlines, and the
 * names at their label points, drawn on one canvas: a few hundred shapes stay cheap to pan.
 */
export function basemapLayer(basemap: Basemap): L.LayerGroup {
  const renderer = L.canvas({ pane: BASEMAP_PANES.shapes, padding: 0.5 });
  const features = [...basemap.features].sort(
    (a, b) => ROLE_ORDER[a.properties.role] - ROLE_ORDER[b.properties.role],
  );
  const group = L.layerGroup();
  L.geoJSON({ type: 'FeatureCollection', features } as GeoJSON.FeatureCollection, {
    pane: BASEMAP_PANES.shapes,
    interactive: false,
    style: (feature) => ({
      ...STYLES[(feature as BasemapFeature | undefined)?.properties.role ?? 'land'],
      renderer,
      interactive: false,
    }),
  }).addTo(group);
  for (const { properties } of features) {
    if (properties.role === 'land' || !properties.name || !properties.label) continue;
    const [lng, lat] = properties.label;
    L.marker([lat, lng], {
      pane: BASEMAP_PANES.names,
      icon: nameIcon(properties.name, properties.role),
      interactive: false,
      keyboard: false,
    }).addTo(group);
  }
  return group;
}
