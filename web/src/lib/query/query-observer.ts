import { replaceEqualDeep } from './keys';
import { notifyLater } from './notify';
import { isFocused } from './online-manager';
import type { Query } from './query';
import type { QueryClient } from './query-client';
import type { AnyQueryOptions, QueryResult, QueryState } from './types';

type Result = QueryResult & {
  hasNextPage?: boolean;
  isFetchingNextPage?: boolean;
  isFetchNextPageError?: boolean;
  fetchNextPage?: () => Promise<unknown>;
};

const sameResult = (a: object, b: object) =>
  Object.keys(a).length === Object.keys(b).length &&
  Object.entries(a).every(([key, value]) => (b as Record<string, unknown>)[key] === value);

const noop = () => undefined;

/**
 * A screen's view of one query (docs/performance.md, The query cache): the result it renders,
 * made anew only when something in it changed, and the rules of when to ask — on mount when
 * there is no answer or it is stale, when the key changes, at an interval, when the page is
 * seen again or the network is back. A render only reads (setOptions); asking waits for the
 * screen to be mounted (subscribe) and for each render to be committed (commit).
 */
export class QueryObserver {
  options!: AnyQueryOptions;
  private query!: Query;
  /** The query it is registered with, once mounted, and whether it was enabled then. */
  private attached: Query | undefined;
  private attachedEnabled = false;
  private readonly listeners = new Set<() => void>();
  private result: Result | undefined;
  private selected: { from: unknown; select: unknown; data: unknown } | undefined;
  /** The last answer it showed, for placeholderData (keepPreviousData). */
  private lastData: unknown;
  private stopWaiting: (() => void) | undefined;
  private staleTimer: ReturnType<typeof setTimeout> | undefined;
  private interval: { timer: ReturnType<typeof setInterval>; every: number } | undefined;

  constructor(
    private readonly client: QueryClient,
    options: AnyQueryOptions,
  ) {
    this.setOptions(options);
  }

  /** New options, in a render: the result follows at once; asking waits for commit(). */
  setOptions(options: AnyQueryOptions): void {
    this.options = this.client.defaultQueryOptions(options);
    this.query = this.client.getQueryCache().build(this.options);
    this.query.setOptions(this.options);
    this.updateResult();
  }

  getCurrentResult = (): Result => this.result!;

  private enabled(): boolean {
    return this.options.enabled !== false;
  }

  private staleTime(query: Query): number {
    const { staleTime } = this.options;
    return (typeof staleTime === 'function' ? staleTime(query as never) : staleTime) ?? 0;
  }

  private isStale(query: Query): boolean {
    return this.enabled() && query.isStaleByTime(this.staleTime(query));
  }

  /** Whether it asks now: mounted (on), on a new key, or enabled again. */
  private shouldFetch(query: Query): boolean {
    if (this.client.isRestoring() || !this.enabled()) return false;
    if (this.attached === undefined) return this.asksOnMount(query);
    return (this.attached !== query || !this.attachedEnabled) && this.isStale(query);
  }

  private asksOnMount(query: Query): boolean {
    if (query.state.data === undefined) return true;
    const { refetchOnMount = true } = this.options;
    return refetchOnMount === 'always' || (refetchOnMount && this.isStale(query));
  }

  /** Mounted while saved answers were restored: asks as it would have on mount, if still shown. */
  private readonly restored = (): void => {
    this.stopWaiting = undefined;
    if (this.listeners.size === 0) return;
    if (this.enabled() && this.asksOnMount(this.query)) {
      this.attach(this.query);
      this.fetch();
    }
    this.remake();
  };

  /** Whether the page seen again (refetchOnWindowFocus) or the network back makes it ask. */
  shouldFetchOn(when: boolean | 'always' | undefined = true): boolean {
    return this.enabled() && when !== false && (when === 'always' || this.isStale(this.query));
  }

  private fetch(): void {
    this.query.fetch(this.options).catch(noop);
  }

  refetch = (): Promise<Result> =>
    this.query.fetch(this.options).then(this.getCurrentResult, this.getCurrentResult);

  fetchNextPage = (): Promise<Result> =>
    this.query.fetch(this.options, true).then(this.getCurrentResult, this.getCurrentResult);

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    if (this.listeners.size === 1) {
      const fetching = this.shouldFetch(this.query);
      this.attach(this.query);
      if (fetching) this.fetch();
      if (this.client.isRestoring()) this.stopWaiting ??= this.client.whenRestored(this.restored);
      this.updateResult();
      this.updateTimers();
    }
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size > 0) return;
      this.stopWaiting?.();
      this.stopWaiting = undefined;
      clearTimeout(this.staleTimer);
      this.setInterval(0);
      const attached = this.attached;
      this.attached = undefined;
      attached?.removeObserver(this);
    };
  };

  private attach(query: Query): void {
    const before = this.attached;
    this.attached = query;
    this.attachedEnabled = this.enabled();
    query.addObserver(this);
    if (before && before !== query) before.removeObserver(this);
  }

  /** After a render is committed: a new key or an enabled query asks, timers follow. */
  commit(): void {
    if (this.listeners.size === 0) return;
    if (this.shouldFetch(this.query)) {
      this.attach(this.query);
      this.fetch();
    } else if (this.attached !== this.query || this.attachedEnabled !== this.enabled())
      this.attach(this.query);
    this.updateTimers();
  }

  onQueryUpdate(): void {
    this.remake();
    // The interval counts from the query's last change (its last answer), as TanStack's did.
    if (this.listeners.size > 0) this.updateTimers(true);
  }

  /** Makes the result again, and tells the screens when it changed. */
  private remake(): void {
    if (this.updateResult()) for (const listener of this.listeners) notifyLater(listener);
  }

  private updateTimers(restartInterval = false): void {
    clearTimeout(this.staleTimer);
    const { state } = this.query;
    const staleIn = state.dataUpdatedAt + this.staleTime(this.query) - Date.now();
    // A result stays as it was made: one timer makes it again when its answer turns stale. That
    // turn is no change of the query: the interval keeps counting from the answer (else an
    // answer turning stale a moment before the interval's end would put the poll off a turn).
    if (state.data !== undefined && staleIn > 0 && staleIn < 2 ** 31)
      this.staleTimer = setTimeout(() => this.remake(), staleIn + 1);
    const { refetchInterval } = this.options;
    this.setInterval(this.enabled() && refetchInterval ? refetchInterval : 0, restartInterval);
  }

  private setInterval(every: number, restart = false): void {
    if (this.interval?.every === every && !restart) return;
    clearInterval(this.interval?.timer);
    this.interval = undefined;
    // Polled only while the page is seen.
    if (every > 0)
      this.interval = { every, timer: setInterval(() => isFocused() && this.fetch(), every) };
  }

  private select(data: unknown): unknown {
    const { select } = this.options;
    if (!select) return data;
    const kept = this.selected;
    if (kept && kept.from === data && kept.select === select) return kept.data;
    const made = replaceEqualDeep(kept?.data, (select as (data: unknown) => unknown)(data));
    this.selected = { from: data, select, data: made };
    return made;
  }

  /** Makes the result again; whether it changed. */
  private updateResult(): boolean {
    const query = this.query;
    let state: QueryState = query.state;
    // What mounting is about to start shows at once, as TanStack Query showed it.
    if (this.shouldFetch(query))
      state = {
        ...state,
        fetchStatus: 'fetching',
        ...(state.data === undefined ? { status: 'pending', error: null } : {}),
      };
    let data: unknown;
    let placeholder = false;
    if (state.data !== undefined) {
      this.lastData = state.data;
      data = this.select(state.data);
    } else if (state.status === 'pending' && this.options.placeholderData) {
      const shown = (this.options.placeholderData as (previous: unknown) => unknown)(this.lastData);
      if (shown !== undefined) {
        data = this.select(shown);
        placeholder = true;
      }
    }
    const status = placeholder ? 'success' : state.status;
    const isFetching = state.fetchStatus === 'fetching';
    const isError = status === 'error';
    const next = {
      status,
      fetchStatus: state.fetchStatus,
      data,
      error: state.error,
      isPending: status === 'pending',
      isError,
      isRefetchError: isError && data !== undefined,
      isFetching,
      isStale: this.isStale(query),
      isPlaceholderData: placeholder,
      dataUpdatedAt: state.dataUpdatedAt,
      errorUpdatedAt: state.errorUpdatedAt,
      refetch: this.refetch,
      ...this.options.pages?.result(this.options, state, this.fetchNextPage),
    } as Result;
    if (this.result && sameResult(this.result, next)) return false;
    this.result = next;
    return true;
  }
}
