import { useEffect, useSyncExternalStore } from 'react';
import type { Favourites } from '@ecg/domain/rules/favourites';
import { favouritesSnapshot, subscribeFavourites } from './favourites';

/** The favourites on this device, updated on every change; undefined while first read. */
export function useFavourites(): Favourites | undefined {
  // A page rendered ahead hydrates as while they are first read.
  return useSyncExternalStore(subscribeFavourites, favouritesSnapshot, () => undefined);
}

/**
 * Holds the favourites read while a screen whose hearts come and go is open, without rendering
 * on their changes: a long list scrolled past rows not yet loaded shows placeholders, every
 * heart may go at once, and the store was let go and read again for the next hearts, which
 * rendered all of them once more when it answered (docs/performance.md, bench:web).
 */
export function useFavouritesHeld(): void {
  useEffect(() => subscribeFavourites(() => undefined), []);
}
