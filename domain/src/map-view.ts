/**
 * The map panel's view in the address (requirements §2 Map panel): which layer, around which
 * point, which popup is open and which day of a trip, as MAP_PARAMS (routes.ts) names them.
 */
import { parseLatLng, type LatLng } from './rules/distance';
import { FACILITY_KINDS } from './rules/facilities';
import { MAP_PARAMS, paramOf, type SearchParamsInput } from './routes';

/**
 * `bus-route`: where the buses of the route the page under the map names (its `route`, a
 * RouteUID) are now, with the route's path and stops (docs/map.md, The panel).
 */
export const MAP_LAYERS = ['spots', 'trip', 'bus-route', ...FACILITY_KINDS] as const;
export type MapLayer = (typeof MAP_LAYERS)[number];

export interface MapView {
  layer: MapLayer;
  at?: LatLng;
  focus?: string;
  day?: number;
}

const DAY = /^[1-9]\d{0,1}$/;

/** The map a URL opens, or undefined; a wrong `at` or `day` is left out rather than refused. */
export function mapViewOfSearch(params: SearchParamsInput): MapView | undefined {
  const layer = paramOf(params, MAP_PARAMS.layer);
  if (!(MAP_LAYERS as readonly (string | undefined)[]).includes(layer)) return undefined;
  const at = parseLatLng(paramOf(params, MAP_PARAMS.at));
  const focus = paramOf(params, MAP_PARAMS.focus);
  const day = paramOf(params, MAP_PARAMS.day);
  return {
    layer: layer as MapLayer,
    ...(at ? { at } : {}),
    ...(focus !== undefined ? { focus } : {}),
    ...(layer === 'trip' && day !== undefined && DAY.test(day) ? { day: Number(day) } : {}),
  };
}

/** Six decimals: about 10 cm, more than a phone's position is worth, and a short link. */
const coordinateText = (value: number) => String(Number(value.toFixed(6)));

/**
 * The search params of the current route with the map view set (or cleared, given undefined);
 * the other params, an overlay's among them, are kept, so closing the map returns to them.
 */
export function withMapView(params: URLSearchParams, view: MapView | undefined): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of Object.values(MAP_PARAMS)) next.delete(name);
  if (!view) return next;
  next.set(MAP_PARAMS.layer, view.layer);
  if (view.at)
    next.set(MAP_PARAMS.at, `${coordinateText(view.at.lat)},${coordinateText(view.at.lng)}`);
  if (view.focus !== undefined) next.set(MAP_PARAMS.focus, view.focus);
  if (view.layer === 'trip' && view.day !== undefined) next.set(MAP_PARAMS.day, String(view.day));
  return next;
}
