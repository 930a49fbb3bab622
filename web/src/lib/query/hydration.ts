import type { QueryKey } from './keys';
import type { QueryClient } from './query-client';
import type { QueryMeta, QueryState } from './types';

/** One answer as carried in a page or saved on the device. */
export interface DehydratedQuery {
  queryKey: QueryKey;
  queryHash: string;
  state: QueryState;
  meta?: QueryMeta | undefined;
}

/** The answers of a cache, as TanStack Query's dehydrate shaped them (e2e reads them so). */
export interface DehydratedState {
  mutations: [];
  queries: DehydratedQuery[];
}

/** The cache's answers (those that came: a failure or a call under way is not carried). */
export function dehydrate(client: QueryClient): DehydratedState {
  const queries = client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'success')
    .map(({ queryKey, queryHash, state, meta }) => ({ queryKey, queryHash, state, meta }));
  return { mutations: [], queries };
}

/** Puts carried answers in the cache, where it holds none as recent. */
export function hydrate(client: QueryClient, dehydrated: DehydratedState): void {
  const cache = client.getQueryCache();
  for (const { queryKey, queryHash, state, meta } of dehydrated.queries) {
    const held = cache.get(queryHash);
    if (!held) {
      const options = client.defaultQueryOptions({ queryKey, queryHash, meta });
      cache.build(options, { ...state, fetchStatus: 'idle' });
    } else if (held.state.dataUpdatedAt < state.dataUpdatedAt)
      held.setState({ ...state, fetchStatus: held.state.fetchStatus });
  }
}
