import { hashKey, type QueryKey } from './keys';
import { onFocus, onlineManager } from './online-manager';
import { QueryCache, type QueryFilters } from './query-cache';
import type { AnyQueryOptions, QueryBehaviour, QueryOptions } from './types';

export interface QueryClientConfig {
  defaultOptions?: { queries?: QueryBehaviour<never> };
}

const ignore = () => undefined;

/** The app's answers, and what screens and calls do with them (docs/performance.md, The query cache). */
export class QueryClient {
  private readonly cache = new QueryCache();
  private readonly defaults: QueryBehaviour<never>;
  private mounts = 0;
  private stopFollowing = ignore;
  private restoring = false;
  private readonly restoredListeners = new Set<() => void>();

  constructor(config: QueryClientConfig = {}) {
    this.defaults = config.defaultOptions?.queries ?? {};
  }

  getQueryCache(): QueryCache {
    return this.cache;
  }

  defaultQueryOptions<O extends AnyQueryOptions>(options: O): O & { queryHash: string } {
    return {
      ...this.defaults,
      ...options,
      queryHash: options.queryHash ?? hashKey(options.queryKey),
    };
  }

  /** While a provider holds it: the page seen again and the network back make screens ask. */
  mount(): void {
    this.mounts += 1;
    if (this.mounts > 1) return;
    const seen = onFocus(() =>
      this.cache.refetchWhere((observer) =>
        observer.shouldFetchOn(observer.options.refetchOnWindowFocus),
      ),
    );
    const back = onlineManager.subscribe((online) => {
      if (online) this.cache.refetchWhere((observer) => observer.shouldFetchOn(true));
    });
    this.stopFollowing = () => {
      seen();
      back();
    };
  }

  /**
   * While saved answers are restored (persist.tsx) the screens show what is held and ask
   * nothing. Kept here, not in a React context: its end re-renders no screen by itself, so a page
   * still hydrating is not made to hydrate at once (docs/performance.md, Hydration in slices); a
   * screen re-renders only when its answer changes or it asks.
   */
  isRestoring(): boolean {
    return this.restoring;
  }

  startRestoring(): void {
    this.restoring = true;
  }

  endRestoring(): void {
    if (!this.restoring) return;
    this.restoring = false;
    for (const listener of [...this.restoredListeners]) listener();
  }

  /** Calls `listener` once restoring ends; the answer stops waiting. */
  whenRestored(listener: () => void): () => void {
    const once = () => {
      this.restoredListeners.delete(once);
      listener();
    };
    this.restoredListeners.add(once);
    return () => this.restoredListeners.delete(once);
  }

  unmount(): void {
    this.mounts -= 1;
    if (this.mounts === 0) this.stopFollowing();
  }

  getQueryData<T = unknown>(queryKey: QueryKey): T | undefined {
    return this.cache.get(hashKey(queryKey))?.state.data as T | undefined;
  }

  getQueriesData<T = unknown>(filters: QueryFilters): [QueryKey, T | undefined][] {
    return this.cache.findAll(filters).map((query) => [query.queryKey, query.state.data as T]);
  }

  /** An answer put in by hand, or made from the one held (`updater`). */
  setQueryData<T>(queryKey: QueryKey, updater: T | ((held: T | undefined) => T | undefined)) {
    const query = this.cache.build(this.defaultQueryOptions({ queryKey }));
    const data =
      typeof updater === 'function'
        ? (updater as (held: T | undefined) => T | undefined)(query.state.data as T | undefined)
        : updater;
    if (data !== undefined) query.setData(data);
    return data;
  }

  /** The answer, asked only if there is none or it is stale. */
  fetchQuery<TQueryFnData, TData, TKey extends QueryKey>(
    options: QueryOptions<TQueryFnData, TData, TKey>,
  ): Promise<TQueryFnData> {
    const defaulted = this.defaultQueryOptions(options as AnyQueryOptions);
    const query = this.cache.build(defaulted);
    const { staleTime } = defaulted;
    const fresh = typeof staleTime === 'function' ? staleTime(query as never) : staleTime;
    return (
      query.isStaleByTime(fresh) ? query.fetch(defaulted) : Promise.resolve(query.state.data)
    ) as Promise<TQueryFnData>;
  }

  /** Marks answers old; those a screen shows are asked again. */
  invalidateQueries(filters: QueryFilters = {}): Promise<void> {
    for (const query of this.cache.findAll(filters)) query.setState({ isInvalidated: true });
    return this.refetchQueries({ ...filters, type: 'active' });
  }

  /** Asks again the answers of these filters that can be asked (their failures are theirs). */
  async refetchQueries(filters: QueryFilters = {}): Promise<void> {
    const asked = this.cache
      .findAll(filters)
      .filter((query) => !query.isDisabled())
      .map((query) => query.fetch().catch(ignore));
    await Promise.all(asked);
  }

  removeQueries(filters: QueryFilters = {}): void {
    for (const query of this.cache.findAll(filters)) this.cache.remove(query);
  }

  clear(): void {
    this.cache.clear();
  }
}
