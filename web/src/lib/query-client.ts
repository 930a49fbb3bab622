import { objectStore } from './idb-store';
import { QueryClient, type PersistedClient, type Persister } from './query';

/**
 * requirements §9: cache-first, kept 24 hours across visits, no retries (the cache makes none:
 * a failed screen offers to ask again, and lib/reconnect-retry.ts asks when the network is back).
 */
export const CACHE_LIFE_MS = 86_400_000;
export const RETRY_DELAY_MS = 1000;

/** Queries that load quietly behind the page (notices) carry this meta and never block it. */
export const BACKGROUND_QUERY = { background: true } as const;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: CACHE_LIFE_MS,
        gcTime: CACHE_LIFE_MS,
        refetchOnWindowFocus: false,
      },
    },
  });
}

/**
 * Where the cache is saved: the database, store and key idb-keyval used before (e2e reads them),
 * the cache as one JSON text.
 */
const inStore = objectStore('keyval-store', 'keyval');
const KEY = 'ecg.queries';

/**
 * Answers persist in IndexedDB, so the last data is there after a restart and offline. The code
 * that writes the cache out (saved-cache.ts) comes with the first save, a second after the
 * cache first changes: the first screen needs none of it (docs/performance.md, The query cache).
 */
export const queryPersister: Persister = {
  persistClient: async (client) => {
    const { savedText } = await import('./saved-cache');
    const text = await savedText(client);
    await inStore('readwrite', (store) => store.put(text, KEY));
  },
  restoreClient: async () => {
    const saved = await inStore('readonly', (store) => store.get(KEY) as IDBRequest<unknown>);
    return typeof saved === 'string' ? (JSON.parse(saved) as PersistedClient) : undefined;
  },
  removeClient: () => inStore('readwrite', (store) => store.delete(KEY)).then(() => undefined),
};

/**
 * How the cache is saved and restored: for a day (requirements §9), and only by the version that saved
 * it. A release may change the shape of an answer, so what an earlier version saved is dropped
 * rather than shown to screens that no longer read it.
 */
export const persistOptions = {
  persister: queryPersister,
  maxAge: CACHE_LIFE_MS,
  buster: __APP_VERSION__,
};
