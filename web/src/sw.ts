/// <reference lib="webworker" />
import { clientsClaim, type RouteHandlerCallbackOptions } from 'workbox-core';
import { CacheExpiration } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  addRoute as routePrecached,
  getCacheKeyForURL,
  precache,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { PWA_BASE_PATH } from '@ecg/domain/routes';
import { taipeiDayNumber } from '@ecg/domain/rules/taipei-offset';
import { isContentCall, isKeepableAnswer, postCacheKey } from '@/features/pwa/api-cache';
import { imageCacheFor, imageStrategies, LEGACY_IMAGE_CACHE } from '@/features/pwa/image-cache';
import { isMapTile, tileStrategy } from '@/features/pwa/tile-cache';
import { HOME_PAGE_CACHE, isKeepableHomePage } from '@/features/pwa/home-page-cache';
import { markCachedAnswer, type CachedAnswerReason } from '@/lib/cached-answer';
import { OUTBOX_SYNC_TAG, sendWaiting } from '@/lib/outbox/outbox-send';

declare let self: ServiceWorkerGlobalScope;

const DAY = 24 * 60 * 60;
const API_CACHE = 'ecg-api';
// On a weak mobile network a saved answer now beats a fresh one much later.
const NETWORK_TIMEOUT_MS = 4000;

// The shell: index.html, scripts, styles, locale chunks and icons, replaced whole on each release.
precache(self.__WB_MANIFEST);
cleanupOutdatedCaches();

const shell = createHandlerBoundToURL('index.html');
const isKept = (file: string) =>
  getCacheKeyForURL(new URL(file, self.location.origin).href) !== undefined;
// What the home shows of events ends at Taipei midnight: a page is kept for its Taipei day only,
// as the server renders it again on a new day (server/src/routes/home-ahead/).
const homePageKey = () => `${PWA_BASE_PATH}?taipei-day=${taipeiDayNumber(Date.now())}`;

/** Keeps the server's home page when this release can show it (features/pwa/home-page-cache.ts). */
async function keepHomePage(response: Response): Promise<void> {
  if (!response.ok) return;
  if (!isKeepableHomePage(await response.clone().text(), PWA_BASE_PATH, isKept)) return;
  const cache = await caches.open(HOME_PAGE_CACHE);
  for (const earlier of await cache.keys()) await cache.delete(earlier);
  await cache.put(homePageKey(), response);
}

/** Today's home page as the server last rendered it, while this release can show it. */
async function keptHomePage(): Promise<Response | undefined> {
  const kept = await (await caches.open(HOME_PAGE_CACHE)).match(homePageKey());
  if (!kept) return undefined;
  return isKeepableHomePage(await kept.clone().text(), PWA_BASE_PATH, isKept) ? kept : undefined;
}

const refreshHomePage = () =>
  fetch(PWA_BASE_PATH, { cache: 'no-store' })
    .then(keepHomePage)
    .catch(() => undefined);

// Routes live in the hash, so every page of the app is /pwa/ itself. A returning visitor gets the
// home page the server last rendered ahead, painted before the scripts run even offline, or else
// the shell, and then the day's page is asked for the next visit (docs/performance.md,
// Lighthouse, layout shift and the returning visitor). Not behind every visit: a fetch the old
// worker still holds keeps an accepted update from taking over (features/pwa/pwa-status.ts).
registerRoute(
  new NavigationRoute(
    async (options) => {
      if (options.url.pathname === PWA_BASE_PATH) {
        const kept = await keptHomePage();
        if (kept) return kept;
        options.event.waitUntil(refreshHomePage());
      }
      return shell(options);
    },
    { allowlist: [new RegExp(`^${PWA_BASE_PATH}(?:index\\.html)?(?:\\?.*)?$`)] },
  ),
);
self.addEventListener('install', (event) => event.waitUntil(refreshHomePage()));
// After the pages' route: the precache's own would answer /pwa/ with index.html (its directory index).
routePrecached();

const apiExpiration = new CacheExpiration(API_CACHE, { maxEntries: 500, maxAgeSeconds: 7 * DAY });

async function keepAnswer(key: string, response: Response): Promise<void> {
  const cache = await caches.open(API_CACHE);
  await cache.put(key, response);
  await apiExpiration.updateTimestamp(key);
  await apiExpiration.expireEntries();
}

/** The saved answer, marked as such so the page knows the network did not answer. */
async function savedAnswer(key: string, reason: CachedAnswerReason): Promise<Response | undefined> {
  const saved = await (await caches.open(API_CACHE)).match(key);
  return saved && markCachedAnswer(saved, reason);
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
      .then((response) =>
        isKeepableAnswer(response) ? keepAnswer(key, response.clone()) : undefined,
      )
      .catch(() => undefined),
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<Response | undefined>((resolve) => {
    timer = setTimeout(() => resolve(savedAnswer(key, 'timeout')), NETWORK_TIMEOUT_MS);
  });
  try {
    return (await Promise.race([network, late])) ?? (await network);
  } catch {
    return (await savedAnswer(key, 'network-error')) ?? Response.error();
  } finally {
    clearTimeout(timer);
  }
}

// Content only (domain/src/api-paths.ts): every other call, POST or GET, is left to the
// network and never stored.
const isSameOriginContent = ({ url }: { url: URL }) =>
  url.origin === self.location.origin && isContentCall(url.pathname);
registerRoute(isSameOriginContent, networkFirstApi, 'GET');
registerRoute(isSameOriginContent, networkFirstApi, 'POST');

// Map tiles before other pictures: their own bounded cache, only what the visitor viewed.
const tiles = tileStrategy();
registerRoute(
  ({ request, url }) => request.destination === 'image' && isMapTile(url, self.location.origin),
  tiles,
);

// A picture no cache keeps (a webcam's, live) matches no route: the browser asks the network.
const pictures = imageStrategies();
const pictureCacheOf = (url: URL) => imageCacheFor(url, self.location.origin);
registerRoute(
  ({ request, url }) => request.destination === 'image' && pictureCacheOf(url) !== undefined,
  (options) => pictures[pictureCacheOf(options.url) ?? 'remote'].handle(options),
);

/** What an earlier worker kept that this one would not: forgotten when this one takes over. */
async function forgetWhatIsNotKept(): Promise<void> {
  await caches.delete(LEGACY_IMAGE_CACHE);
  const api = await caches.open(API_CACHE);
  for (const request of await api.keys()) {
    if (!isContentCall(new URL(request.url).pathname)) await api.delete(request);
  }
}
self.addEventListener('activate', (event) => event.waitUntil(forgetWhatIsNotKept()));

// A new version waits until the visitor accepts the update prompt; the first one serves at once.
clientsClaim();

self.addEventListener('message', (event) => {
  const type = (event.data as { type?: unknown } | null)?.type;
  if (type === 'SKIP_WAITING') event.waitUntil(self.skipWaiting());
  if (type === 'GET_VERSION') event.ports[0]?.postMessage({ version: __APP_VERSION__ });
});

/** Background Sync's event, which TypeScript's worker library does not describe. */
interface SyncEvent extends ExtendableEvent {
  tag: string;
}

// Forms saved offline are sent when the network returns, even with the app closed; their keys
// make a send the page also makes harmless (docs/writes.md). A sync that leaves a
// form waiting (the network fell again, the server asked to wait) fails, so the browser runs it
// again later rather than forgetting it.
async function sendAllWaiting(): Promise<void> {
  if (await sendWaiting()) throw new Error('A form still waits to be sent');
}
self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag === OUTBOX_SYNC_TAG) sync.waitUntil(sendAllWaiting());
});
