/// <reference lib="webworker" />
import { clientsClaim, type RouteHandlerCallbackOptions } from 'workbox-core';
import { CacheExpiration, ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { PWA_BASE_PATH } from '@ecg/domain/routes';
import { isApiPath, postCacheKey } from './features/pwa/api-cache';

declare let self: ServiceWorkerGlobalScope;
/** The package version and the build time, set by Vite's `define`. */
declare const __APP_VERSION__: string;

const DAY = 24 * 60 * 60;
const API_CACHE = 'ecg-api';
const IMAGE_CACHE = 'ecg-images';
// On a weak mobile network a saved answer now beats a fresh one much later.
const NETWORK_TIMEOUT_MS = 4000;

// The shell: index.html, scripts, styles, locale chunks and icons, replaced whole on each release.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Routes live in the hash, so every page of the app is /pwa/ itself.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), {
    allowlist: [new RegExp(`^${PWA_BASE_PATH}(?:index\\.html)?(?:\\?.*)?$`)],
  }),
);

const apiExpiration = new CacheExpiration(API_CACHE, { maxEntries: 500, maxAgeSeconds: 7 * DAY });

async function keepAnswer(key: string, response: Response): Promise<void> {
  const cache = await caches.open(API_CACHE);
  await cache.put(key, response);
  await apiExpiration.updateTimestamp(key);
  await apiExpiration.expireEntries();
}

async function savedAnswer(key: string): Promise<Response | undefined> {
  return (await caches.open(API_CACHE)).match(key);
}

/**
 * Network first, then the saved answer: after the timeout, or when the network fails. Details
 * are POST calls, which the Cache API cannot hold, so they are kept under a key of URL and body.
 */
async function networkFirstApi({ request, event }: RouteHandlerCallbackOptions): Promise<Response> {
  const key =
    request.method === 'POST'
      ? await postCacheKey(request.url, await request.clone().text())
      : request.url;
  const network = fetch(request);
  event.waitUntil(
    network
      .then((response) => (response.ok ? keepAnswer(key, response.clone()) : undefined))
      .catch(() => undefined),
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<Response | undefined>((resolve) => {
    timer = setTimeout(() => resolve(savedAnswer(key)), NETWORK_TIMEOUT_MS);
  });
  try {
    return (await Promise.race([network, late])) ?? (await network);
  } catch {
    return (await savedAnswer(key)) ?? Response.error();
  } finally {
    clearTimeout(timer);
  }
}

const isSameOriginApi = ({ url }: { url: URL }) =>
  url.origin === self.location.origin && isApiPath(url.pathname);
registerRoute(isSameOriginApi, networkFirstApi, 'GET');
registerRoute(isSameOriginApi, networkFirstApi, 'POST');

// Photos mostly live on their publishers' hosts: their answers are opaque (status 0) but still
// worth keeping for the road.
registerRoute(
  ({ request }) => request.destination === 'image',
  new CacheFirst({
    cacheName: IMAGE_CACHE,
    plugins: [
      {
        cacheWillUpdate: async ({ response }) =>
          response.ok || response.status === 0 ? response : null,
      },
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true }),
    ],
  }),
);

// A new version waits until the visitor accepts the update prompt; the first one serves at once.
clientsClaim();

self.addEventListener('message', (event) => {
  const type = (event.data as { type?: unknown } | null)?.type;
  if (type === 'SKIP_WAITING') event.waitUntil(self.skipWaiting());
  if (type === 'GET_VERSION') event.ports[0]?.postMessage({ version: __APP_VERSION__ });
});
