import { useSyncExternalStore } from 'react';
import type { Favourites } from '@ecg/domain/rules/favourites';
import { favouritesSnapshot, subscribeFavourites } from './favourites';

/** The favourites on this device, updated on every change; undefined while first read. */
export function useFavourites(): Favourites | undefined {
  // A page rendered ahead hydrates as while they are first read.
  return useSyncExternalStore(subscribeFavourites, favouritesSnapshot, () => undefined);
}
