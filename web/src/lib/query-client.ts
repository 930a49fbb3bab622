import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import { QueryClient } from '@tanstack/react-query';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { del, get, set } from 'idb-keyval';
import { isPaged, storedJson } from './stored-json';

/** requirements §9: cache-first, kept 24 hours across visits, no retries (a retry would wait 1 s). */
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
        retry: false,
        retryDelay: RETRY_DELAY_MS,
        refetchOnWindowFocus: false,
        // Offline, a query answers from the cache instead of waiting for a network.
        networkMode: 'offlineFirst',
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

export const queryPersister = createAsyncStoragePersister({
  serialize: (client) => storedJson(trimForStorage(client)),
  storage: {
    getItem: async (key) => (await get<string>(key)) ?? null,
    setItem: (key, value) => set(key, value),
    removeItem: (key) => del(key),
  },
  key: 'ecg.queries',
});

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
