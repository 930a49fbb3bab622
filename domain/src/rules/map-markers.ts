/**
 * The map's markers (requirements §3, §5, §9): which are drawn, what a marker's popup shows, and the
 * map's constants.
 */
import type { LatLng } from './distance';

export type { LatLng };

/**
 * Text coordinates are allowed because facility upstreams (bus stops, bikes) send them
 * as strings; blank text, null and NaN mean "no coordinate".
 */
export type Coordinate = number | string | null | undefined;

/** A map marker (requirements §3). Every field is optional because each layer fills only some. */
export interface Marker {
  lat?: Coordinate;
  lng?: Coordinate;
  /** Already localized. */
  name?: string;
  type?: string;
  id?: string | number;
  idx?: number;
  /** Bus markers only. */
  plateNumb?: string;
  /** Bikes available to borrow. */
  rentable?: number | null;
  /** Free docks to return a bike to. */
  returnable?: number | null;
  tel?: string | null;
}

/** A marker that can be drawn: its coordinates are finite numbers. */
export type DrawableMarker<M extends Marker = Marker> = Omit<M, 'lat' | 'lng'> & LatLng;

/** requirements §9 map constants (the default location is in directions.ts). */
export const DEFAULT_MAP_ZOOM = 11;
export const ROUTE_LINE = { color: '#005fb0', weight: 5 } as const;
export const POPUP_MAX_WIDTH = 248;
export const MAP_PANEL_Z_INDEX = 2000;
export const TABLET_BREAKPOINT_PX = 768;

/** The number a coordinate stands for; 0 is a real coordinate, so only absence and junk fail. */
export function coordinateOf(value: Coordinate): number | undefined {
  if (typeof value === 'string') {
    if (value.trim() === '') return undefined;
    return coordinateOf(Number(value));
  }
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** Markers with both coordinates, the coordinates as numbers; the others are not drawn (requirements §5). */
export function drawableMarkers<M extends Marker>(markers: readonly M[]): DrawableMarker<M>[] {
  return markers.flatMap((marker) => {
    const lat = coordinateOf(marker.lat);
    const lng = coordinateOf(marker.lng);
    return lat === undefined || lng === undefined ? [] : [{ ...marker, lat, lng }];
  });
}

export interface PopupParts {
  /** Present only when both counts are known; a count of 0 is known. */
  borrowReturn: { rentable: number; returnable: number } | undefined;
  /** The number for a tel: link, or undefined for no phone link. */
  phone: string | undefined;
  navigate: boolean;
}

const isCount = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** What a marker's popup shows (requirements §5). */
export function popupParts(marker: Marker): PopupParts {
  const { rentable, returnable } = marker;
  const tel = marker.tel?.trim();
  return {
    borrowReturn: isCount(rentable) && isCount(returnable) ? { rentable, returnable } : undefined,
    phone: tel === undefined || tel === '' ? undefined : tel,
    // The spec keys the navigate link on lat alone; lng is present whenever the marker is drawn.
    navigate: coordinateOf(marker.lat) !== undefined,
  };
}
