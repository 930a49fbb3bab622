import type { QueryKey } from './keys';
import type { QueryClient } from './query-client';
import { useObserved } from './react';
import type {
  AnyQueryOptions,
  InfiniteData,
  InfiniteQueryOptions,
  InfiniteQueryResult,
  PagesBehaviour,
  QueryFunctionContext,
} from './types';

/*
 * Lists asked page by page (the long lists, reviews, guides, found items): apart from the
 * cache, so only the screens that show one load it (docs/performance.md, The query cache).
 */

const nextPageParam = (options: AnyQueryOptions, { pages, pageParams }: InfiniteData<unknown>) =>
  pages.length === 0
    ? undefined
    : (options.getNextPageParam as (...args: unknown[]) => unknown)(
        pages.at(-1),
        pages,
        pageParams.at(-1),
        pageParams,
      );

/** TanStack Query's pages: the next one, or each held one again from the first. */
export const pages: PagesBehaviour = {
  async ask(held, options, context, more) {
    const ask = options.queryFn as (context: QueryFunctionContext<QueryKey, never>) => unknown;
    const kept = held as InfiniteData<unknown> | undefined;
    const add = async (data: InfiniteData<unknown>, param: unknown) => ({
      pages: [...data.pages, await ask(context(param))],
      pageParams: [...data.pageParams, param],
    });
    if (more && kept) {
      const param = nextPageParam(options, kept);
      return param == null ? kept : add(kept, param);
    }
    let data: InfiniteData<unknown> = { pages: [], pageParams: [] };
    const count = kept?.pages.length || 1;
    for (let index = 0; index < count; index += 1) {
      const param =
        index === 0
          ? (kept?.pageParams[0] ?? options.initialPageParam)
          : nextPageParam(options, data);
      if (index > 0 && param == null) break;
      data = await add(data, param);
    }
    return data;
  },
  result: (options, { data, fetchStatus, status, fetchingMore }, fetchNextPage) => ({
    hasNextPage:
      data !== undefined && nextPageParam(options, data as InfiniteData<unknown>) != null,
    isFetchingNextPage: fetchStatus === 'fetching' && fetchingMore === true,
    isFetchNextPageError: status === 'error' && fetchingMore === true,
    fetchNextPage,
  }),
};

export const infiniteQueryOptions = <TPage, TKey extends QueryKey, TPageParam>(
  options: InfiniteQueryOptions<TPage, TKey, TPageParam>,
) => options;

export const useInfiniteQuery = <TPage, TKey extends QueryKey, TPageParam>(
  options: InfiniteQueryOptions<TPage, TKey, TPageParam>,
  client?: QueryClient,
) =>
  useObserved({ ...(options as unknown as AnyQueryOptions), pages }, client) as InfiniteQueryResult<
    TPage,
    TPageParam
  >;
