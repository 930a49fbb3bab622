/**
 * Where directions start, and the link that gives them (requirements §2 Map panel, §6, §9): apart
 * from the map's rules, because the first screen's detail parts and location need these two
 * while the map's code is fetched only when a map opens.
 */
import type { LatLng } from './distance';

/** requirements §9: the default position, near the visitor centre, used when location is refused (§6). */
export const DEFAULT_LOCATION: Readonly<LatLng> = {
  lat: 23.020216835184925,
  lng: 121.32502856654718,
};

/** An external maps link with directions from the user's position to a place (requirements §2). */
export function directionsUrl(from: LatLng, to: LatLng): string {
  return `https://www.google.com/maps/dir/?api=1&origin=${from.lat},${from.lng}&destination=${to.lat},${to.lng}`;
}
