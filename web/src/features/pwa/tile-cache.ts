import { ExpirationPlugin } from 'workbox-expiration';
import { CacheFirst } from 'workbox-strategies';

const DAY = 24 * 60 * 60;

/**
 * Map tiles the visitor has viewed, kept for the road (docs/map.md): bounded by
 * count (a couple of thousand tiles, some tens of megabytes) and by age, and the first to go
 * when the device runs out of room. Only what was viewed is kept: no area is ever prefetched,
 * as OpenStreetMap's tile policy forbids it.
 */
export const TILE_CACHE = { cacheName: 'ecg-map-tiles', maxEntries: 2000, maxAgeSeconds: 30 * DAY };

/** A tile address of a Leaflet template: …/{z}/{x}/{y}.png (or @2x, jpg, webp), any host. */
const TILE_PATH = /\/\d{1,2}\/\d+\/\d+(?:@2x)?\.(?:png|jpe?g|webp)$/;

/** Whether a picture the page asks for is a map tile (the map asks for them with CORS). */
export function isMapTile(url: URL, ownOrigin: string): boolean {
  return url.origin !== ownOrigin && TILE_PATH.test(url.pathname);
}

/**
 * Cache first: a tile viewed before is drawn at once and offline. Only a whole tile (200, a
 * CORS answer the worker can read) is kept, never a failure.
 */
export function tileStrategy(): CacheFirst {
  return new CacheFirst({
    cacheName: TILE_CACHE.cacheName,
    plugins: [
      { cacheWillUpdate: async ({ response }) => (response.status === 200 ? response : null) },
      new ExpirationPlugin({
        maxEntries: TILE_CACHE.maxEntries,
        maxAgeSeconds: TILE_CACHE.maxAgeSeconds,
        purgeOnQuotaError: true,
      }),
    ],
  });
}
