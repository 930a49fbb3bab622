import {
  createContext,
  useContext,
  useEffect,
  useLayoutEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { DEFAULT_LOCATION } from '@ecg/domain/rules/directions';
import type { LocationState } from './use-location';

const fallback: LocationState = {
  position: DEFAULT_LOCATION,
  status: 'asking',
  fixedAt: undefined,
  deniedHint: false,
  outsideArea: false,
  snoozeDeniedHint: () => undefined,
  dismissOutside: () => undefined,
  follow: () => () => undefined,
};

/** A position that changes: the one the page was drawn with, the one now, and who reads it. */
class LocationStore {
  private now: LocationState;
  private readonly listeners = new Set<() => void>();

  constructor(readonly first: LocationState) {
    this.now = first;
  }

  set(state: LocationState): void {
    if (state === this.now) return;
    this.now = state;
    for (const listener of this.listeners) listener();
  }

  get = (): LocationState => this.now;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
}

/**
 * Given by a context that never changes, read by the screens as a store. A changed context value
 * would reach every screen under it, and a page rendered ahead and still hydrating in slices
 * would be hydrated at once, in one long task, when the phone's answer comes (docs/performance.md,
 * Hydration in slices); a store re-renders only the screens that read it.
 */
const LocationStoreContext = createContext(new LocationStore(fallback));

/** The visitor's position for every screen under it (nearby lists, the map). */
export function LocationProvider({
  value,
  children,
}: {
  value: LocationState;
  children: ReactNode;
}) {
  const [store] = useState(() => new LocationStore(value));
  useLayoutEffect(() => store.set(value), [store, value]);
  return <LocationStoreContext value={store}>{children}</LocationStoreContext>;
}

export function useLocationState(): LocationState {
  const store = useContext(LocationStoreContext);
  // A page hydrates as it was drawn; the position found since follows at once.
  return useSyncExternalStore(store.subscribe, store.get, () => store.first);
}

/**
 * The visitor's position for a screen that measures from it (the nearby lists, the map panel,
 * directions): watched while `active`, so it follows the visitor as they travel, and no longer
 * once every such screen has closed (use-location.ts).
 */
export function useFollowedPosition(active = true): LocationState {
  const location = useLocationState();
  const { follow } = location;
  useEffect(() => (active ? follow() : undefined), [active, follow]);
  return location;
}
