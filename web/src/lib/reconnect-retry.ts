import { onlineManager, type Query, type QueryClient, type QueryFilters } from './query';
import { RETRY_DELAY_MS } from './query-client';

/** How often a screen that failed is asked again after the network returns. */
export const RECONNECT_ATTEMPTS = 3;

const failed: QueryFilters = {
  type: 'active',
  predicate: (query: Query) => query.state.status === 'error',
};

/**
 * The first moments of a returning network often still fail (a phone re-attaching to its
 * mast, a service worker not yet told), so the one refetch that coming back online triggers
 * may fail too, and the screen would wait for a tap. Screens whose call failed are asked again,
 * a retry delay apart (requirements §9), a few times while the browser stays online.
 */
export function retryFailedWhenOnline(client: QueryClient): () => void {
  return onlineManager.subscribe((online) => {
    if (!online) return;
    let left = RECONNECT_ATTEMPTS;
    const again = async () => {
      if (!onlineManager.isOnline() || client.getQueryCache().findAll(failed).length === 0) return;
      await client.refetchQueries(failed);
      left -= 1;
      if (left > 0) setTimeout(again, RETRY_DELAY_MS);
    };
    setTimeout(again, RETRY_DELAY_MS);
  });
}
