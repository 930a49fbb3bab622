import type { WorkboxPlugin } from 'workbox-core/types';
import { isWebcamImage } from '@ecg/domain/webcam-images';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies';

const DAY = 24 * 60 * 60;

/**
 * Where the service worker keeps pictures for the road, each cache bounded by entries and age
 * and emptied first when the device runs out of room.
 * - own: pictures of our origin, whose answers can be read: only a whole picture (200) is kept.
 * - remote: content photos live on their publishers' hosts, whose answers are opaque (status
 *   0): a failure cannot be told from a picture, and the browser counts each as megabytes of
 *   quota. So few are kept, for the day a visitor's saved pages live (requirements §9, 24 h), and
 *   each is asked for again whenever it is shown online, so a failure kept does not stay.
 */
export const IMAGE_CACHES = {
  own: {
    cacheName: 'ecg-images-own',
    maxEntries: 200,
    maxAgeSeconds: 30 * DAY,
    keepsOpaque: false,
  },
  remote: { cacheName: 'ecg-images-remote', maxEntries: 60, maxAgeSeconds: DAY, keepsOpaque: true },
} as const;

/** The earlier worker's single picture cache, which kept opaque failures for 30 days. */
export const LEGACY_IMAGE_CACHE = 'ecg-images';

export type ImageCacheName = keyof typeof IMAGE_CACHES;

/**
 * Which cache a picture goes to: by its origin, the worker's own or another; none for a
 * webcam's picture, which is live (a kept one would show an old view as now).
 */
export function imageCacheFor(url: URL, ownOrigin: string): ImageCacheName | undefined {
  if (isWebcamImage(url)) return undefined;
  return url.origin === ownOrigin ? 'own' : 'remote';
}

/** A whole picture, or (where the cache allows it) an opaque answer; never an error. */
function keepOnly(keepsOpaque: boolean): WorkboxPlugin {
  return {
    cacheWillUpdate: async ({ response }) =>
      response.status === 200 || (keepsOpaque && response.type === 'opaque') ? response : null,
  };
}

function pluginsFor(name: ImageCacheName): WorkboxPlugin[] {
  const { maxEntries, maxAgeSeconds, keepsOpaque } = IMAGE_CACHES[name];
  return [
    keepOnly(keepsOpaque),
    new ExpirationPlugin({ maxEntries, maxAgeSeconds, purgeOnQuotaError: true }),
  ];
}

/** The strategy of each picture cache: our own pictures from the cache first, others refreshed. */
export function imageStrategies() {
  return {
    own: new CacheFirst({ cacheName: IMAGE_CACHES.own.cacheName, plugins: pluginsFor('own') }),
    remote: new StaleWhileRevalidate({
      cacheName: IMAGE_CACHES.remote.cacheName,
      plugins: pluginsFor('remote'),
    }),
  };
}
