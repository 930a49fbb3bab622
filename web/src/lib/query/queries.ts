import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { QueryKey } from './keys';
import type { QueryClient } from './query-client';
import { QueryObserver } from './query-observer';
import { useQueryClient } from './react';
import type { AnyQueryOptions, QueryOptions, QueryResult } from './types';

/**
 * Several queries, as many as `queries` (the map's pages): `combine` joins their results, and
 * is called again only when one of them changed.
 */
export function useQueries<TData, TKey extends QueryKey, TCombined>({
  queries,
  combine,
}: {
  queries: QueryOptions<TData, TData, TKey>[];
  combine: (results: QueryResult<TData>[]) => TCombined;
}): TCombined {
  const client = useQueryClient();
  const [group] = useState(() => new ObserverGroup(client));
  group.setQueries(queries as AnyQueryOptions[]);
  const results = useSyncExternalStore(group.subscribe, group.getResults, group.getResults);
  useEffect(() => group.commit());
  return useMemo(() => combine(results as QueryResult<TData>[]), [results, combine]);
}

/** A changing number of observers, followed as one. */
class ObserverGroup {
  private observers: QueryObserver[] = [];
  private stops: (() => void)[] = [];
  private listener: (() => void) | undefined;
  private results: QueryResult[] = [];

  constructor(private readonly client: QueryClient) {}

  setQueries(queries: AnyQueryOptions[]): void {
    this.observers = queries.map((options, index) => {
      const observer = this.observers[index] ?? new QueryObserver(this.client, options);
      observer.setOptions(options);
      return observer;
    });
    this.updateResults();
  }

  private updateResults(): void {
    const results = this.observers.map((observer) => observer.getCurrentResult());
    const same =
      results.length === this.results.length &&
      results.every((result, index) => result === this.results[index]);
    if (!same) this.results = results;
  }

  getResults = (): QueryResult[] => this.results;

  private told = () => {
    this.updateResults();
    this.listener?.();
  };

  subscribe = (listener: () => void): (() => void) => {
    this.listener = listener;
    this.follow();
    return () => {
      this.listener = undefined;
      this.follow();
    };
  };

  /** Each observer shown is subscribed, one no longer shown is let go. */
  private follow(): void {
    const wanted = this.listener ? this.observers.length : 0;
    for (const stop of this.stops.splice(wanted)) stop();
    for (let index = this.stops.length; index < wanted; index += 1)
      this.stops.push(this.observers[index]!.subscribe(this.told));
  }

  commit(): void {
    this.follow();
    for (const observer of this.observers) observer.commit();
  }
}
