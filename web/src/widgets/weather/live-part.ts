import type { UseQueryResult } from '@/lib/query';
import { useOffline } from '@/lib/connectivity';
import type { LiveAnswer } from '@/lib/api/live';

/**
 * What one part of the conditions can show: Loading, not available (its call failed and nothing
 * was kept), or its answer. `kept` marks an answer that is not current (requirements §9:
 * stale or offline values are shown greyed with their time): the server said it is
 * stale, asking again failed, or the app is offline with an answer past its freshness.
 */
export type LivePart<A> =
  { status: 'loading' } | { status: 'unavailable' } | { status: 'ready'; answer: A; kept: boolean };

export function livePartOf<A extends LiveAnswer>(
  query: Pick<UseQueryResult<A>, 'data' | 'isError' | 'isRefetchError' | 'isStale'>,
  offline: boolean,
): LivePart<A> {
  const answer = query.data;
  if (answer) {
    const kept = answer.meta.stale || query.isRefetchError || (offline && query.isStale);
    return { status: 'ready', answer, kept };
  }
  return query.isError ? { status: 'unavailable' } : { status: 'loading' };
}

export function useLivePart<A extends LiveAnswer>(query: UseQueryResult<A>): LivePart<A> {
  return livePartOf(query, useOffline());
}
