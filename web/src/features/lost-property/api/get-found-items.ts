import { infiniteQueryOptions, useInfiniteQuery } from '@/lib/query/infinite';
import type { FoundItem, ListPage } from '@ecg/domain/contracts';
import type { ContentLang } from '@ecg/domain/rules/language';
import { getContent } from '@/lib/api/content';
import { type CallParams } from '@/lib/api/params';
import { pagesKey } from '@/lib/api/query-keys';

/** The search of found items: part of the place's name, and the days found between. */
export interface FoundItemSearch {
  place?: string;
  from?: string;
  to?: string;
}

/** The staff change the list at any moment: asked again after a minute (the server's own limit). */
const FOUND_ITEMS_FRESH_MS = 60_000;

/** The found items the visitor centres hold (GET lost-property), a page at a time. */
export const foundItemsQuery = (lang: ContentLang, search: FoundItemSearch) => {
  const params: CallParams = { ...search };
  return infiniteQueryOptions({
    queryKey: pagesKey('lostProperty', lang, params),
    queryFn: ({ pageParam, signal }) =>
      getContent('lostProperty', lang, { ...params, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (last: ListPage<FoundItem>) =>
      last.page * last.pageSize < last.total ? last.page + 1 : undefined,
    staleTime: FOUND_ITEMS_FRESH_MS,
  });
};

export const useFoundItems = (lang: ContentLang, search: FoundItemSearch) =>
  useInfiniteQuery(foundItemsQuery(lang, search));
