import { lazyScreen } from '@/lib/lazy-chunk';

/**
 * My trips' route, one step before the page itself, as the member area's (MemberScreen.tsx): a
 * route's chunk is named in the first screen's script with every file it needs, and the first
 * screen has no room for the names of My trips' files (docs/performance.md). So the route loads
 * this small screen, which names them and loads the page: one more request when My trips opens,
 * none at the start.
 */
const TripsPage = lazyScreen(() => import('./TripsPage'));

export default function TripsScreen() {
  return <TripsPage />;
}
