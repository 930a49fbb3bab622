import { describe, expect, it } from 'vitest';
import { FAVOURITES_MAX_ENTRIES, type FavouriteEntry } from '../contracts/favourites';
import {
  FAVOURITE_MARKER_KEEP_DAYS,
  favouritesFull,
  fitFavourites,
  forgetOldMarkers,
  withRoomForOne,
} from './favourite-markers';
import type { Favourites } from './favourites';

const DAY = 86_400_000;
const NOW = 1_760_000_000_000;
const KEEP = FAVOURITE_MARKER_KEEP_DAYS * DAY;

const entry = (id: number, changedAt: number, removed = false): FavouriteEntry => ({
  pid: `event-${id}`,
  kind: 'event',
  id,
  title: `Event ${id}`,
  changedAt,
  removed,
});
const collectionOf = (...entries: FavouriteEntry[]): Favourites =>
  Object.fromEntries(entries.map((e) => [e.pid, e]));
/** `count` entries, ids from 1, changed in id order; those listed in `markers` removed. */
const filled = (count: number, markers: number[] = []): Favourites =>
  collectionOf(
    ...Array.from({ length: count }, (_, i) => entry(i + 1, NOW + i, markers.includes(i + 1))),
  );
const pids = (collection: Favourites | undefined) =>
  collection === undefined ? undefined : Object.keys(collection).length;

describe('forgetOldMarkers', () => {
  it.each<[string, FavouriteEntry, boolean]>([
    ['a marker of today stays', entry(1, NOW, true), true],
    ['a marker at the horizon stays', entry(1, NOW - KEEP, true), true],
    ['a marker past the horizon goes', entry(1, NOW - KEEP - 1, true), false],
    ['a favourite of any age stays', entry(1, NOW - 10 * KEEP), true],
    ['a marker dated after now stays', entry(1, NOW + DAY, true), true],
  ])('%s', (_case, kept, stays) => {
    expect(Object.hasOwn(forgetOldMarkers(collectionOf(kept), NOW), kept.pid)).toBe(stays);
  });

  it('returns the same collection when it forgets nothing', () => {
    const collection = collectionOf(entry(1, NOW, true));
    expect(forgetOldMarkers(collection, NOW)).toBe(collection);
  });
});

describe('withRoomForOne and favouritesFull', () => {
  it.each<[string, Favourites, number | undefined, string[], boolean]>([
    ['under the cap: as it is', filled(3, [2]), 3, [], false],
    [
      'at the cap: the oldest marker goes',
      filled(FAVOURITES_MAX_ENTRIES, [9, 4]),
      299,
      ['event-4'],
      false,
    ],
    ['at the cap with favourites only: none', filled(FAVOURITES_MAX_ENTRIES), undefined, [], true],
    [
      'past the cap (merged): markers enough',
      filled(FAVOURITES_MAX_ENTRIES + 1, [5, 6, 7]),
      299,
      ['event-5', 'event-6'],
      false,
    ],
    [
      'past the cap, markers too few: none',
      filled(FAVOURITES_MAX_ENTRIES + 1, [5]),
      undefined,
      [],
      true,
    ],
  ])('%s', (_case, collection, size, gone, full) => {
    const room = withRoomForOne(collection);
    expect(pids(room)).toBe(size);
    for (const pid of gone) expect(room && Object.hasOwn(room, pid)).toBe(false);
    expect(favouritesFull(collection)).toBe(full);
  });
});

describe('fitFavourites', () => {
  it.each<[string, Favourites, string[]]>([
    ['within the cap: nothing goes', filled(10, [3]), []],
    [
      'over it: markers first, oldest first',
      filled(FAVOURITES_MAX_ENTRIES + 2, [200, 100, 150]),
      ['event-100', 'event-150'],
    ],
    [
      'then the favourites changed longest ago',
      filled(FAVOURITES_MAX_ENTRIES + 3, [50]),
      ['event-1', 'event-2', 'event-50'],
    ],
  ])('%s', (_case, collection, gone) => {
    const fitted = fitFavourites(collection);
    expect(Object.keys(fitted)).toHaveLength(
      Math.min(Object.keys(collection).length, FAVOURITES_MAX_ENTRIES),
    );
    expect(Object.keys(collection).filter((pid) => !Object.hasOwn(fitted, pid))).toEqual(gone);
  });
});
