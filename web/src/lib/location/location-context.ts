import { createContext, useContext, useEffect } from 'react';
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

/** The visitor's position for every screen under the shell (nearby lists, the map). */
export const LocationContext = createContext<LocationState>(fallback);

export const useLocationState = (): LocationState => useContext(LocationContext);

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
