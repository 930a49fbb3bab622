import { createContext, useContext } from 'react';
import { DEFAULT_LOCATION } from '@ecg/domain/rules/directions';
import type { LocationState } from './use-location';

const fallback: LocationState = {
  position: DEFAULT_LOCATION,
  status: 'asking',
  deniedHint: false,
  outsideArea: false,
  snoozeDeniedHint: () => undefined,
  dismissOutside: () => undefined,
};

/** The visitor's position for every screen under the shell (nearby lists, the map). */
export const LocationContext = createContext<LocationState>(fallback);

export const useLocationState = (): LocationState => useContext(LocationContext);
