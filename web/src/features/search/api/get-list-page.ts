import { infiniteQueryOptions } from '@/lib/query/infinite';
import type { ListPage } from '@ecg/domain/contracts';
import type { LatLng } from '@ecg/domain/rules/distance';
import type { ContentLang } from '@ecg/domain/rules/language';
import { getContent } from '@/lib/api/content';
import { pagesKey } from '@/lib/api/query-keys';
import type { ListFilters } from '../list-filters';
import { LIST_CONFIG, type ItemOfKind } from '../list-kinds';
import type { ListKind } from '../search-route';

/** Items a call brings: a few screens ahead, small enough to come quickly on a weak network. */
export const LIST_PAGE_SIZE = 50;

/**
 * The route's part of a list's query: a category (attractions, tours), a quarter (events), or
 * the point a nearby list is sorted from, nearest first.
 */
export interface ListScope {
  category?: number | 'all';
  quarter?: number;
  near?: LatLng;
}

/** Five decimals (about a metre): a position that wobbles a little asks the same question. */
const rounded = (value: number | undefined) =>
  value === undefined ? undefined : Number(value.toFixed(5));

/** The whole query of a list but its page: what one list of the cache is known by. */
export function listQuery(
  kind: ListKind,
  scope: ListScope,
  filters: ListFilters,
): Record<string, string | number | undefined> {
  return {
    ...LIST_CONFIG[kind].query,
    category: scope.category,
    quarter: scope.quarter,
    lat: rounded(scope.near?.lat),
    lng: rounded(scope.near?.lng),
    ...filters,
    pageSize: LIST_PAGE_SIZE,
  };
}

/**
 * One page of a list. A failure is only logged (requirements §8) and handed on: the screen keeps
 * saying Loading and offers to ask again.
 */
export async function getListPage<K extends ListKind>(
  kind: K,
  lang: ContentLang,
  query: Record<string, string | number | undefined>,
  page: number,
  signal?: AbortSignal,
): Promise<ListPage<ItemOfKind[K]>> {
  try {
    // Parsed by its call's contract; TypeScript cannot tie a kind to its call's items.
    const answer = await getContent(LIST_CONFIG[kind].api, lang, { ...query, page }, signal);
    return answer as ListPage<ItemOfKind[K]>;
  } catch (error) {
    if (!signal?.aborted) console.error(`The ${kind} list (page ${page}) failed`, error);
    throw error;
  }
}

/** How many items the pages so far hold. */
export function loadedOf<T>(pages: readonly ListPage<T>[]): number {
  return pages.reduce((sum, page) => sum + page.items.length, 0);
}

/** The next page while the pages so far hold fewer items than the list's total. */
export function nextPageOf<T>(
  last: ListPage<T>,
  pages: readonly ListPage<T>[],
): number | undefined {
  return loadedOf(pages) < last.total && last.items.length > 0 ? last.page + 1 : undefined;
}

/** The item at a row of the list: pages come in order and each but the last is full. */
export function itemOfPages<T>(pages: readonly ListPage<T>[], index: number): T | undefined {
  const size = pages[0]?.pageSize;
  if (size === undefined || index < 0) return undefined;
  const page = Math.floor(index / size);
  return pages[page]?.items[index - page * size];
}

export const listPagesQuery = <K extends ListKind>(
  kind: K,
  lang: ContentLang,
  scope: ListScope,
  filters: ListFilters,
) => {
  const query = listQuery(kind, scope, filters);
  return infiniteQueryOptions({
    queryKey: pagesKey(LIST_CONFIG[kind].api, lang, query),
    queryFn: ({ pageParam, signal }) => getListPage(kind, lang, query, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => nextPageOf(last, pages),
  });
};
