import * as L from 'leaflet';
import type { Basemap, BasemapFeature } from '@ecg/domain/contracts';
import './basemap.css';

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
  township: { color: '#b3aa98', weight: 0.8, fill: false },
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

/** What Leaflet's canvas renderer keeps; not in Leaflet's types. */
interface CanvasState {
  _map: L.Map & { _animatingZoom?: boolean };
  _bounds?: L.Bounds;
  _zoom?: number;
  _container: HTMLCanvasElement;
  _ctx: CanvasRenderingContext2D;
}

const rendererUpdate = (L.Renderer.prototype as unknown as { _update(this: L.Renderer): void })
  ._update;

/**
 * Leaflet's canvas redraws after every move, at twice the pixels on a sharp screen. The basemap's
 * land and lines are thousands of points, rasterized on the main thread: on a slow phone that is
 * a long task at the end of every pan and zoom. This canvas is drawn with a wide margin and again
 * only when the view leaves it or the zoom changes (between, the map's pane moves it as it is),
 * and at one canvas pixel per CSS pixel: a basemap under the tiles, or alone offline, needs no more.
 */
const StillCanvas = (
  L.Canvas as unknown as { extend(props: object): new (options: L.RendererOptions) => L.Canvas }
).extend({
  _update(this: L.Canvas & CanvasState) {
    const { _map: map, _bounds: drawn } = this;
    if (drawn && map._animatingZoom) return;
    if (drawn && this._zoom === map.getZoom()) {
      const size = map.getSize();
      const view = L.bounds(
        map.containerPointToLayerPoint([0, 0]),
        map.containerPointToLayerPoint([size.x, size.y]),
      );
      if (drawn.contains(view)) return;
    }
    rendererUpdate.call(this);
    const bounds = this._bounds as L.Bounds;
    const size = bounds.getSize();
    L.DomUtil.setPosition(this._container, bounds.min as L.Point);
    // Setting the size clears the canvas and its transform.
    this._container.width = size.x;
    this._container.height = size.y;
    this._container.style.width = `${size.x}px`;
    this._container.style.height = `${size.y}px`;
    this._ctx.translate(-(bounds.min as L.Point).x, -(bounds.min as L.Point).y);
    this.fire('update');
  },
});

/** What Leaflet's polylines keep; not in Leaflet's types. */
interface PathState {
  _map: L.Map;
}
type Nested = L.LatLng | Nested[];

/** Each point's spherical-mercator projection, made once for all zooms. */
const projections = new WeakMap<L.LatLng, L.Point>();

/**
 * Leaflet's `_projectLatlngs`, from projections kept: at each zoom it projected every point of the
 * basemap again (thousands, a sine and a logarithm each), a long task at the end of every zoom on
 * a slow phone (docs/performance.md, the map's moves). Only the zoom's scale and the map's
 * origin change: the same arithmetic as `latLngToLayerPoint`, so the same pixels.
 */
function projectLatlngs(
  this: PathState,
  latlngs: Nested[],
  result: L.Point[][],
  bounds: L.Bounds,
): void {
  if (!(latlngs[0] instanceof L.LatLng)) {
    for (const part of latlngs) projectLatlngs.call(this, part as Nested[], result, bounds);
    return;
  }
  const map = this._map;
  const crs = map.options.crs ?? L.CRS.EPSG3857;
  const { transformation } = crs as unknown as { transformation: L.Transformation };
  const scale = crs.scale(map.getZoom());
  const origin = map.getPixelOrigin();
  const ring = (latlngs as L.LatLng[]).map((latlng) => {
    let projected = projections.get(latlng);
    if (!projected) {
      projected = crs.project(latlng);
      projections.set(latlng, projected);
    }
    const point = transformation.transform(projected, scale);
    point.x = Math.round(point.x) - origin.x;
    point.y = Math.round(point.y) - origin.y;
    bounds.extend(point);
    return point;
  });
  result.push(ring);
}

/**
 * Land filled over the sea (the map's background), township and county outlines, and the
 * names at their label points, drawn on one canvas: a few hundred shapes stay cheap to pan.
 */
export function basemapLayer(basemap: Basemap): L.LayerGroup {
  const renderer = new StillCanvas({ pane: BASEMAP_PANES.shapes, padding: 0.5 });
  const features = [...basemap.features].sort(
    (a, b) => ROLE_ORDER[a.properties.role] - ROLE_ORDER[b.properties.role],
  );
  const group = L.layerGroup();
  const shapes = L.geoJSON({ type: 'FeatureCollection', features } as GeoJSON.FeatureCollection, {
    pane: BASEMAP_PANES.shapes,
    interactive: false,
    style: (feature) => ({
      ...STYLES[(feature as BasemapFeature | undefined)?.properties.role ?? 'land'],
      renderer,
      interactive: false,
    }),
  });
  shapes.eachLayer((shape) => Object.assign(shape, { _projectLatlngs: projectLatlngs }));
  shapes.addTo(group);
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
