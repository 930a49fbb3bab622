/**
 * The area this guide covers (requirements §4): whether a visitor is in it, and whether a reported
 * place lies in it or near its edge.
 */
import type { LatLng } from './distance';

/** A box of latitude and longitude, in degrees. */
interface Box {
  south: number;
  north: number;
  west: number;
  east: number;
}

/**
 * The area this guide covers, as boxes around the Hualien coast and rift valley, the Taitung
 * coast and rift valley, Green Island and Orchid Island. Boxes rather than the county outlines
 * keep the check tiny on the phone; they leave out the high mountains along the western county
 * lines, where a visitor is not on this guide's roads anyway.
 */
export const MANAGED_AREA_BOXES: readonly Box[] = [
  { south: 23.09, north: 24.37, west: 121.1, east: 121.75 },
  { south: 22.27, north: 23.45, west: 120.85, east: 121.45 },
  { south: 22.62, north: 22.69, west: 121.45, east: 121.52 },
  { south: 21.98, north: 22.09, west: 121.49, east: 121.62 },
];

const inBox = (point: LatLng, box: Box) =>
  point.lat >= box.south &&
  point.lat <= box.north &&
  point.lng >= box.west &&
  point.lng <= box.east;

/** Whether a visitor is in the managed area; outside it the app suggests the guide first (requirements §4). */
export function isInManagedArea(point: LatLng): boolean {
  return MANAGED_AREA_BOXES.some((box) => inBox(point, box));
}

/** About 2 km: a fault on the area's edge (a trailhead, a pier) is still the area's to mend. */
export const MANAGED_AREA_MARGIN_DEGREES = 0.02;

/** Whether a reported place lies in the managed area or within its margin. */
export function isNearManagedArea(point: LatLng): boolean {
  const margin = MANAGED_AREA_MARGIN_DEGREES;
  return MANAGED_AREA_BOXES.some((box) =>
    inBox(point, {
      south: box.south - margin,
      north: box.north + margin,
      west: box.west - margin,
      east: box.east + margin,
    }),
  );
}
