import { objectStore } from './idb-store';
import { QueryClient, type PersistedClient, type Persister } from './query';
import { isPaged, storedJson } from './stored-json';

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

/** Answers persist in IndexedDB, so the last data is there after a restart and offline. */
/** A long list keeps this many pages across visits: enough to browse offline, cheap to save. */
export const PERSISTED_LIST_PAGES = 2;

/**
 * The cache as saved: lists scrolled far keep only their first pages, so saving a list of
 * thousands (every second while it grows) never blocks scrolling.
 */
export function trimForStorage(client: PersistedClient): PersistedClient {
  return {
    ...client,
    clientState: {
      ...client.clientState,
      queries: client.clientState.queries.map((query) => {
        const { data } = query.state;
        if (!isPaged(data) || data.pages.length <= PERSISTED_LIST_PAGES) return query;
        return {
          ...query,
          state: {
            ...query.state,
            data: {
              pages: data.pages.slice(0, PERSISTED_LIST_PAGES),
              pageParams: data.pageParams.slice(0, PERSISTED_LIST_PAGES),
            },
          },
        };
      }),
    },
  };
}

/**
 * Where the cache is saved: the database, store and key idb-keyval used before (e2e reads them),
 * the cache as one JSON text.
 */
const inStore = objectStore('keyval-store', 'keyval');
const KEY = 'ecg.queries';

export const queryPersister: Persister = {
  persistClient: (client) =>
    inStore('readwrite', (store) => store.put(storedJson(trimForStorage(client)), KEY)).then(
      () => undefined,
    ),
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
