import { lazyScreen } from '@/lib/lazy-chunk';

/**
 * The reviews' pages' route, one step before the pages themselves, as My trips' (TripsScreen.tsx):
 * the first screen's script names a route's chunk with every file it needs and has no room for
 * these (docs/performance.md), so the route loads this small screen, which loads the pages.
 */
const ReviewsPage = lazyScreen(() => import('./ReviewsPage'));

export default function ReviewsScreen() {
  return <ReviewsPage />;
}
