import { useSyncExternalStore } from 'react';
import type { QueryFilters } from './query-cache';
import { useQueryClient } from './react';

/** How many queries of `filters` are being asked (the loading overlay). */
export function useIsFetching(filters: QueryFilters = {}): number {
  const cache = useQueryClient().getQueryCache();
  const count = () => cache.findAll({ ...filters, fetchStatus: 'fetching' }).length;
  return useSyncExternalStore(cache.subscribe, count, count);
}
