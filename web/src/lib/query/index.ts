/**
 * The app's query cache (docs/performance.md, The query cache): answers kept by key, the
 * screens' hooks, the client's calls, the answers carried in a page or saved on the device.
 * TanStack Query's names and meaning, for what the app uses of it. The lists asked page by
 * page (./infinite) and several queries at once (./queries) are imported by their own path,
 * so that only the screens that use them load them.
 */
export { hashKey, type QueryKey } from './keys';
export { onlineManager } from './online-manager';
export type { Query } from './query';
export type { QueryCache, QueryFilters } from './query-cache';
export { QueryClient } from './query-client';
export { QueryObserver } from './query-observer';
export { dehydrate, hydrate, type DehydratedState } from './hydration';
export { useMutation } from './mutation';
export {
  keepPreviousData,
  QueryClientProvider,
  queryOptions,
  useQuery,
  useQueryClient,
} from './react';
export { useIsFetching } from './is-fetching';
export {
  PersistQueryClientProvider,
  persistQueryClientRestore,
  persistQueryClientSave,
  type PersistedClient,
  type PersistOptions,
  type Persister,
} from './persist';
export type * from './types';
