import { replaceEqualDeep, type QueryKey } from './keys';
import type { QueryCache } from './query-cache';
import type { QueryObserver } from './query-observer';
import type { AnyQueryOptions, QueryFunctionContext, QueryState } from './types';

/** TanStack Query's own default: an answer no screen shows is kept five minutes. */
const DEFAULT_GC_TIME = 300_000;

/** A call given up on (no screen waits for it any more, or the cache was cleared). */
const cancelled = () => new Error('The query was cancelled');

const initialState = (): QueryState => ({
  data: undefined,
  dataUpdatedAt: 0,
  error: null,
  errorUpdatedAt: 0,
  status: 'pending',
  fetchStatus: 'idle',
  isInvalidated: false,
});

/** A call under way, and the state before it, to go back to should it be given up. */
interface Call<TData> {
  promise: Promise<unknown>;
  abort: AbortController;
  signalUsed: boolean;
  before: QueryState<TData>;
}

/** One question's answer: its state, the screens that show it, and its one call at a time. */
export class Query<TData = unknown> {
  state: QueryState<TData>;
  options: AnyQueryOptions;
  readonly observers = new Set<QueryObserver>();
  private gcTime = 0;
  private gcTimer: ReturnType<typeof setTimeout> | undefined;
  private call: Call<TData> | undefined;

  constructor(
    private readonly cache: QueryCache,
    readonly queryKey: QueryKey,
    readonly queryHash: string,
    options: AnyQueryOptions,
    state?: QueryState<TData>,
  ) {
    this.options = options;
    this.setOptions(options);
    this.state = state ?? (initialState() as QueryState<TData>);
    this.scheduleGc();
  }

  get meta() {
    return this.options.meta;
  }

  setOptions(options: AnyQueryOptions): void {
    this.options = { ...this.options, ...options };
    this.gcTime = Math.max(this.gcTime, options.gcTime ?? DEFAULT_GC_TIME);
  }

  setState(change: Partial<QueryState<TData>>): void {
    this.state = { ...this.state, ...change };
    for (const observer of this.observers) observer.onQueryUpdate();
    this.cache.notify();
  }

  /** An answer put in by hand (setQueryData) or by a call. */
  setData(data: TData, change: Partial<QueryState<TData>> = {}): void {
    this.setState({
      data: replaceEqualDeep(this.state.data, data),
      dataUpdatedAt: Date.now(),
      error: null,
      status: 'success',
      isInvalidated: false,
      ...change,
    });
  }

  isStaleByTime(staleTime = 0): boolean {
    if (this.state.data === undefined || this.state.isInvalidated) return true;
    return this.state.dataUpdatedAt + staleTime <= Date.now();
  }

  /** Whether a screen shows it and may ask (its query enabled). */
  isActive(): boolean {
    return [...this.observers].some((observer) => observer.options.enabled !== false);
  }

  /** Whether asking again makes sense: shown by an enabled screen, or asked before. */
  isDisabled(): boolean {
    if (this.observers.size > 0) return !this.isActive();
    return this.state.dataUpdatedAt + this.state.errorUpdatedAt === 0;
  }

  addObserver(observer: QueryObserver): void {
    clearTimeout(this.gcTimer);
    this.observers.add(observer);
  }

  /** The last screen gone, a call it alone could use (its signal read) is given up. */
  removeObserver(observer: QueryObserver): void {
    this.observers.delete(observer);
    if (this.observers.size > 0) return;
    if (this.call?.signalUsed) this.cancel(true);
    this.scheduleGc();
  }

  private scheduleGc(): void {
    clearTimeout(this.gcTimer);
    if (this.observers.size > 0 || !Number.isFinite(this.gcTime)) return;
    this.gcTimer = setTimeout(() => {
      if (this.observers.size === 0 && !this.call) this.cache.remove(this);
    }, this.gcTime);
  }

  /** Stops the call under way; `revert`: the state goes back to what it was before it. */
  cancel(revert: boolean): void {
    const call = this.call;
    if (!call) return;
    this.call = undefined;
    call.abort.abort();
    if (revert) this.setState({ ...call.before, fetchStatus: 'idle' });
  }

  destroy(): void {
    clearTimeout(this.gcTimer);
    this.cancel(false);
  }

  /**
   * Asks the question, or joins the call already under way (one call at a time). `more`: a
   * list's next page after those it has (infinite.ts); otherwise a list asks each page again.
   */
  fetch(options?: AnyQueryOptions, more = false): Promise<TData> {
    if (options) this.setOptions(options);
    if (this.call) return this.call.promise as Promise<TData>;
    const before = this.state;
    const abort = new AbortController();
    const call: Call<TData> = { abort, before, signalUsed: false, promise: Promise.resolve() };
    const context = (pageParam?: unknown): QueryFunctionContext<QueryKey, never> => ({
      queryKey: this.queryKey,
      meta: this.meta,
      pageParam: pageParam as never,
      get signal() {
        call.signalUsed = true;
        return abort.signal;
      },
    });
    this.call = call;
    this.setState({
      fetchStatus: 'fetching',
      fetchingMore: more,
      ...(before.data === undefined ? { status: 'pending', error: null } : {}),
    });
    const asked = this.options.pages
      ? this.options.pages.ask(this.state.data, this.options, context, more)
      : this.askOnce(context);
    call.promise = asked.then(
      (data) => {
        if (this.call !== call) throw cancelled();
        this.call = undefined;
        this.setData(data as TData, { fetchStatus: 'idle' });
        this.scheduleGc();
        return this.state.data;
      },
      (error: unknown) => {
        if (this.call !== call) throw cancelled();
        this.call = undefined;
        this.setState({
          // The calls fail with Errors (lib/api/http.ts), kept as they are, as TanStack kept them.
          error: error as Error,
          errorUpdatedAt: Date.now(),
          status: 'error',
          fetchStatus: 'idle',
        });
        this.scheduleGc();
        throw error;
      },
    );
    return call.promise as Promise<TData>;
  }

  /** A query without a queryFn (an answer only ever put in by hand) fails when asked. */
  private async askOnce(context: (pageParam?: unknown) => QueryFunctionContext<QueryKey, never>) {
    return this.options.queryFn!(context());
  }
}
