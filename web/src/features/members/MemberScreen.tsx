import { lazyScreen } from '@/lib/lazy-chunk';

/**
 * The member area's route, one step before the area itself. A route's chunk is named in the
 * first screen's script with every file it needs (its preload list); the area's are many (its
 * WebAuthn library, the form parts, the favourites' save), and the first screen has no room
 * for their names (docs/performance.md). So the route loads this small screen, which names
 * them and loads the area: one more request when the member area opens, none at the start.
 */
const MemberPage = lazyScreen(() => import('./MemberPage'));

export default function MemberScreen() {
  return <MemberPage />;
}
