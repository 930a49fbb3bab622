import { hashKey, partialMatchKey, type QueryKey } from './keys';
import { notifyLater } from './notify';
import { Query } from './query';
import type { QueryObserver } from './query-observer';
import type { AnyQueryOptions, FetchStatus, QueryState } from './types';

/** Which queries a call of the client means. */
export interface QueryFilters {
  /** Those whose key begins with this one (all of it, with `exact`). */
  queryKey?: QueryKey;
  exact?: boolean;
  /** Shown by an enabled screen (`active`), or not. */
  type?: 'active' | 'inactive' | 'all';
  fetchStatus?: FetchStatus;
  predicate?: (query: Query) => boolean;
}

function matches(query: Query, filters: QueryFilters): boolean {
  const { queryKey, exact, type = 'all', fetchStatus, predicate } = filters;
  if (queryKey) {
    if (exact ? query.queryHash !== hashKey(queryKey) : !partialMatchKey(query.queryKey, queryKey))
      return false;
  }
  if (type !== 'all' && query.isActive() !== (type === 'active')) return false;
  if (fetchStatus && query.state.fetchStatus !== fetchStatus) return false;
  return !predicate || predicate(query);
}

/** The queries by their key's hash; listeners hear of any change (the persister, useIsFetching). */
export class QueryCache {
  private readonly queries = new Map<string, Query>();
  private readonly listeners = new Set<() => void>();

  /** The query of these options, made if there is none yet. */
  build(options: AnyQueryOptions, state?: QueryState): Query {
    const queryHash = options.queryHash ?? hashKey(options.queryKey);
    let query = this.queries.get(queryHash);
    if (!query) {
      query = new Query(this, options.queryKey, queryHash, options, state);
      this.queries.set(queryHash, query);
      this.notify();
    }
    return query;
  }

  get(queryHash: string): Query | undefined {
    return this.queries.get(queryHash);
  }

  getAll(): Query[] {
    return [...this.queries.values()];
  }

  findAll(filters: QueryFilters = {}): Query[] {
    return this.getAll().filter((query) => matches(query, filters));
  }

  remove(query: Query): void {
    if (this.queries.get(query.queryHash) !== query) return;
    query.destroy();
    this.queries.delete(query.queryHash);
    this.notify();
  }

  clear(): void {
    for (const query of this.getAll()) this.remove(query);
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  notify(): void {
    for (const listener of this.listeners) notifyLater(listener);
  }

  /** The page seen again, or the network back: each query's first screen that wants it asks. */
  refetchWhere(wants: (observer: QueryObserver) => boolean): void {
    for (const query of this.queries.values()) {
      const observer = [...query.observers].find(wants);
      if (observer) void observer.refetch();
    }
  }
}
