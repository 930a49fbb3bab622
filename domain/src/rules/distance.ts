/** Distances and nearby facilities (requirements §3 latlng, §5 radius and distance display). */
import { nearbyRadiusKm, type FacilityKind } from './facilities';

/** A point on the map in decimal degrees: the one LatLng of the domain. */
export interface LatLng {
  lat: number;
  lng: number;
}

/** requirements §5: distances are great-circle distances on a sphere of this radius. */
export const EARTH_RADIUS_KM = 6371;

/** A millimetre's slack, so a facility exactly on the radius is not lost to rounding. */
const RADIUS_TOLERANCE_KM = 1e-6;

const toRadians = (degrees: number): number => (degrees * Math.PI) / 180;

/** Great-circle distance by the haversine formula. */
export function haversineKm(a: LatLng, b: LatLng): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The items within `maxKm` of the centre (that distance included), nearest first, each with its
 * distance. Items without a position are dropped: they cannot be placed.
 */
export function nearestFirst<T>(
  items: readonly T[],
  centre: LatLng,
  getPoint: (item: T) => LatLng | undefined,
  maxKm = Infinity,
): { item: T; km: number }[] {
  return items
    .flatMap((item) => {
      const point = getPoint(item);
      if (!point) return [];
      const km = haversineKm(centre, point);
      return km <= maxKm ? [{ item, km }] : [];
    })
    .sort((a, b) => a.km - b.km);
}

/** The items within the kind's radius of the centre (the radius itself included), nearest first. */
export function withinRadius<T>(
  items: readonly T[],
  centre: LatLng,
  kind: FacilityKind,
  getPoint: (item: T) => LatLng | undefined,
): T[] {
  const radius = nearbyRadiusKm(kind) + RADIUS_TOLERANCE_KM;
  return nearestFirst(items, centre, getPoint, radius).map(({ item }) => item);
}

export interface DisplayDistance {
  value: number;
  unit: 'm' | 'km';
}

/** Under 1 km in whole metres rounded down, otherwise km to one decimal (requirements §5). */
export function formatDistance(km: number): DisplayDistance {
  if (km < 1) return { value: Math.floor(km * 1000), unit: 'm' };
  return { value: Number(km.toFixed(1)), unit: 'km' };
}

/** The plain text of a distance; the web may localise the unit instead. */
export function distanceText(distance: DisplayDistance): string {
  return distance.unit === 'm' ? `${distance.value} m` : `${distance.value.toFixed(1)} km`;
}

const DECIMAL = /^[-+]?\d+(?:\.\d+)?$/;

/** A `lat,lng` text (requirements §3) as a point; anything else, or a point off the globe, is undefined. */
export function parseLatLng(text: string | null | undefined): LatLng | undefined {
  const parts = text?.split(',').map((part) => part.trim());
  if (parts?.length !== 2) return undefined;
  const [latText = '', lngText = ''] = parts;
  if (!DECIMAL.test(latText) || !DECIMAL.test(lngText)) return undefined;
  const lat = Number(latText);
  const lng = Number(lngText);
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return undefined;
  return { lat, lng };
}
