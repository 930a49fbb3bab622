import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import { QueryClient } from '@tanstack/react-query';
import { del, get, set } from 'idb-keyval';

/** SPEC §9: cache-first, kept 24 hours across visits, no retries (a retry would wait 1 s). */
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
export const queryPersister = createAsyncStoragePersister({
  storage: {
    getItem: async (key) => (await get<string>(key)) ?? null,
    setItem: (key, value) => set(key, value),
    removeItem: (key) => del(key),
  },
  key: 'ecg.queries',
});
