import type { QueryKey } from './keys';
import type { Query } from './query';

export type QueryMeta = Record<string, unknown>;
export type QueryStatus = 'pending' | 'error' | 'success';
export type FetchStatus = 'fetching' | 'idle';

/** What a query holds: its answer or failure and when, and whether it is being asked. */
export interface QueryState<TData = unknown> {
  data: TData | undefined;
  dataUpdatedAt: number;
  error: Error | null;
  errorUpdatedAt: number;
  status: QueryStatus;
  fetchStatus: FetchStatus;
  /** Marked old (invalidateQueries): asked again by the next screen that shows it. */
  isInvalidated: boolean;
  /** Whether the last call asked a list's next page (an infinite query's fetchNextPage). */
  fetchingMore?: boolean;
}

export interface QueryFunctionContext<TKey extends QueryKey = QueryKey, TPageParam = unknown> {
  queryKey: TKey;
  signal: AbortSignal;
  meta: QueryMeta | undefined;
  pageParam: TPageParam;
}

/**
 * How a query is kept and asked again. No retries: a failed call fails at once, the screen
 * offers to ask again (requirements §9), and the whole cache asks whatever the network
 * (docs/performance.md, The query cache).
 */
export interface QueryBehaviour<TQueryFnData = unknown> {
  /** How long an answer is fresh: a screen showing it later asks again. */
  staleTime?: number | ((query: Query<TQueryFnData>) => number);
  /** How long an answer no screen shows is kept. */
  gcTime?: number;
  enabled?: boolean;
  refetchInterval?: number | false;
  refetchOnMount?: boolean | 'always';
  refetchOnWindowFocus?: boolean | 'always';
  meta?: QueryMeta | undefined;
}

export interface QueryOptions<
  TQueryFnData = unknown,
  TData = TQueryFnData,
  TKey extends QueryKey = QueryKey,
> extends QueryBehaviour<TQueryFnData> {
  queryKey: TKey;
  queryFn?: (context: QueryFunctionContext<TKey, never>) => TQueryFnData | Promise<TQueryFnData>;
  select?: (data: TQueryFnData) => TData;
  /** What to show while the key has no answer yet (keepPreviousData: the last key's). */
  placeholderData?: (previous: TQueryFnData | undefined) => TQueryFnData | undefined;
}

/** A list's pages, and what each was asked with. */
export interface InfiniteData<TPage, TPageParam = unknown> {
  pages: TPage[];
  pageParams: TPageParam[];
}

export interface InfiniteQueryOptions<
  TPage = unknown,
  TKey extends QueryKey = QueryKey,
  TPageParam = unknown,
> extends QueryBehaviour<InfiniteData<TPage, TPageParam>> {
  queryKey: TKey;
  queryFn: (context: QueryFunctionContext<TKey, TPageParam>) => Promise<TPage>;
  initialPageParam: TPageParam;
  getNextPageParam: (
    lastPage: TPage,
    pages: TPage[],
    lastPageParam: TPageParam,
    pageParams: TPageParam[],
  ) => TPageParam | undefined | null;
}

/** How a list asked page by page is asked (infinite.ts, which useInfiniteQuery brings). */
export interface PagesBehaviour {
  ask: (
    held: unknown,
    options: AnyQueryOptions,
    context: (pageParam: unknown) => QueryFunctionContext<QueryKey, never>,
    more: boolean,
  ) => Promise<unknown>;
  /** What a list's result says besides a query's. */
  result: (
    options: AnyQueryOptions,
    state: QueryState,
    fetchNextPage: () => Promise<unknown>,
  ) => Omit<InfiniteQueryResult<unknown>, keyof QueryResult>;
}

/** Any query's options, as the cache keeps them. */
export interface AnyQueryOptions extends QueryBehaviour<never> {
  queryKey: QueryKey;
  queryHash?: string;
  queryFn?: (context: QueryFunctionContext<QueryKey, never>) => unknown;
  select?: (data: never) => unknown;
  placeholderData?: (previous: never) => unknown;
  initialPageParam?: unknown;
  getNextPageParam?: (...args: never[]) => unknown;
  pages?: PagesBehaviour;
}

interface ResultBase {
  dataUpdatedAt: number;
  errorUpdatedAt: number;
  fetchStatus: FetchStatus;
  isFetching: boolean;
  isStale: boolean;
  isPlaceholderData: boolean;
  refetch: () => Promise<unknown>;
}

/** What a screen reads of a query: narrowed by its status, as TanStack Query's result was. */
export type QueryResult<TData = unknown> = ResultBase &
  (
    | { status: 'pending'; data: undefined; error: null; isPending: true; isError: false }
    | { status: 'success'; data: TData; error: null; isPending: false; isError: false }
    | {
        status: 'error';
        data: TData | undefined;
        error: Error;
        isPending: false;
        isError: true;
      }
  ) & { isRefetchError: boolean };

export type UseQueryResult<TData = unknown> = QueryResult<TData>;

export type InfiniteQueryResult<TPage, TPageParam = unknown> = QueryResult<
  InfiniteData<TPage, TPageParam>
> & {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<unknown>;
};
