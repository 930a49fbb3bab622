import { useInfiniteQuery } from '@/lib/query/infinite';
import { useCallback, useEffect } from 'react';
import type { ContentLang } from '@ecg/domain/rules/language';
import { itemOfPages, listPagesQuery, loadedOf, type ListScope } from '../api/get-list-page';
import type { ListFilters } from '../list-filters';
import type { ItemOfKind } from '../list-kinds';
import type { ListKind } from '../search-route';

/** Fetch the next page while the visitor is within this many rows of the loaded end. */
export const PREFETCH_ROWS = 25;

export interface ListPages<T> {
  /** The item at a row, once its page has come. */
  itemAt: (index: number) => T | undefined;
  /** The list's size, known from the first page. */
  total: number | undefined;
  status: 'loading' | 'failed' | 'ready';
  /** A page after the first failed: the end of the list offers to ask again. */
  moreFailed: boolean;
  retry: () => void;
  loadAhead: LoadAhead;
}

/** What the list needs to ask for more while the visitor scrolls. */
export interface LoadAhead {
  loaded: number;
  canFetch: boolean;
  fetchNext: () => unknown;
}

/** A list's pages, fetched one after another as the visitor scrolls. */
export function useListPages<K extends ListKind>(
  kind: K,
  lang: ContentLang,
  scope: ListScope,
  filters: ListFilters,
): ListPages<ItemOfKind[K]> {
  const query = useInfiniteQuery(listPagesQuery(kind, lang, scope, filters));
  const { data, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage, refetch } =
    query;
  // Rows find their item in the pages: nothing is copied as pages come, however long the list.
  const pages = data?.pages;
  const itemAt = useCallback(
    (index: number) => (pages ? itemOfPages(pages, index) : undefined),
    [pages],
  );
  const firstFailed = query.isError && data === undefined;
  return {
    itemAt,
    total: data?.pages[0]?.total,
    status: data !== undefined ? 'ready' : firstFailed ? 'failed' : 'loading',
    moreFailed: isFetchNextPageError,
    retry: () => void (firstFailed ? refetch() : fetchNextPage()),
    loadAhead: {
      loaded: pages ? loadedOf(pages) : 0,
      canFetch: hasNextPage && !isFetchingNextPage && !isFetchNextPageError,
      fetchNext: fetchNextPage,
    },
  };
}

/** Asks for the next page when `lastShown`, the last row on screen, nears the loaded end. */
export function useLoadAhead(
  { loaded, canFetch, fetchNext }: LoadAhead,
  lastShown: number | undefined,
): void {
  useEffect(() => {
    if (canFetch && lastShown !== undefined && lastShown >= loaded - PREFETCH_ROWS)
      void fetchNext();
  }, [canFetch, lastShown, loaded, fetchNext]);
}
