import { describe, expect, it } from 'vitest';
import type { FavouriteEntry, FavouriteKind } from '../contracts/favourites';
import {
  type FavouriteItem,
  type Favourites,
  isFavourite,
  laterVersion,
  mergeFavourites,
  toggleFavourite,
  visibleFavourites,
} from './favourites';

/** An entry as a device holds it; `removed` and a position only where a case needs them. */
function entry(
  kind: FavouriteKind,
  id: number,
  changedAt: number,
  more: Partial<FavouriteEntry> = {},
): FavouriteEntry {
  return {
    pid: `${kind}-${id}`,
    kind,
    id,
    title: `${kind} ${id}`,
    changedAt,
    removed: false,
    ...more,
  };
}
const collectionOf = (...entries: FavouriteEntry[]): Record<string, FavouriteEntry> =>
  Object.fromEntries(entries.map((e) => [e.pid, e]));

const bay = entry('attraction', 11, 1_000, { lat: 23.1, lng: 121.4 });
const bayLater = entry('attraction', 11, 2_000, { lat: 23.1, lng: 121.4 });
const bayRemoved = entry('attraction', 11, 2_000, { lat: 23.1, lng: 121.4, removed: true });
/** 'Sanxiantai' sorts before 'attraction 11' in code units (S is 0x53, a is 0x61). */
const bayInEnglish = entry('attraction', 11, 2_000, { lat: 23.1, lng: 121.4, title: 'Sanxiantai' });
const tour = entry('tour', 11, 1_500);
const coupon = entry('coupon', 3, 500, { removed: true });

describe('isFavourite', () => {
  const collection = collectionOf(bay, tour, coupon);
  it.each<[string, FavouriteKind, number, boolean]>([
    ['a favourite', 'attraction', 11, true],
    ['the same id of another kind', 'tour', 11, true],
    ['a deletion marker', 'coupon', 3, false],
    ['an absent pid', 'event', 11, false],
  ])('%s', (_case, kind, id, expected) => {
    expect(isFavourite(collection, kind, id)).toBe(expected);
  });

  it('finds nothing on the prototype', () => {
    expect(isFavourite({}, 'constructor' as FavouriteKind, 1)).toBe(false);
  });
});

describe('laterVersion', () => {
  it.each<[string, FavouriteEntry, FavouriteEntry, FavouriteEntry]>([
    ['the later change wins', bay, bayLater, bayLater],
    [
      'a later removal wins',
      bayLater,
      entry('attraction', 11, 2_001, { removed: true }),
      entry('attraction', 11, 2_001, { removed: true }),
    ],
    [
      'a later add wins over a removal',
      bayRemoved,
      entry('attraction', 11, 2_001),
      entry('attraction', 11, 2_001),
    ],
    ['at the same instant the removal wins', bayLater, bayRemoved, bayRemoved],
    ['then the greater canonical text', bayLater, bayInEnglish, bayLater],
  ])('%s, in either order', (_case, a, b, expected) => {
    expect(laterVersion(a, b)).toEqual(expected);
    expect(laterVersion(b, a)).toEqual(expected);
  });
});

describe('mergeFavourites', () => {
  it.each<[string, Favourites, Favourites, Favourites]>([
    ['two empty collections', {}, {}, {}],
    ['union of different pids', collectionOf(bay), collectionOf(tour), collectionOf(bay, tour)],
    [
      'the later version of one pid',
      collectionOf(bay),
      collectionOf(bayLater),
      collectionOf(bayLater),
    ],
    [
      'a removal on one phone stays',
      collectionOf(bay, tour),
      collectionOf(bayRemoved),
      collectionOf(bayRemoved, tour),
    ],
    [
      'a marker is kept beside favourites',
      collectionOf(coupon),
      collectionOf(tour),
      collectionOf(coupon, tour),
    ],
  ])('%s', (_case, a, b, expected) => {
    expect(mergeFavourites(a, b)).toEqual(expected);
  });

  it('two phones converge: each adds, one removes what both had', () => {
    const both = toggleFavourite({}, { kind: 'event', id: 5, title: 'Festival' }, 100);
    const phoneA = toggleFavourite(
      toggleFavourite(both, { kind: 'event', id: 5, title: 'Festival' }, 300),
      { kind: 'guide', id: 2, title: 'Audio' },
      200,
    );
    const phoneB = toggleFavourite(both, { kind: 'shop', id: 9, title: 'Tea' }, 250);
    const ab = mergeFavourites(phoneA, phoneB);
    expect(JSON.stringify(ab)).toBe(JSON.stringify(mergeFavourites(phoneB, phoneA)));
    expect(Object.keys(ab)).toEqual(['event-5', 'guide-2', 'shop-9']);
    expect(isFavourite(ab, 'event', 5)).toBe(false);
  });
});

/** Copies that disagree in every way a merge must settle: time, removal, title, presence. */
const COPIES: Favourites[] = [
  {},
  collectionOf(bay),
  collectionOf(bayLater, coupon),
  collectionOf(bayRemoved, tour),
  collectionOf(bayInEnglish, entry('tour', 11, 1_500, { removed: true })),
  collectionOf(entry('coupon', 3, 500), entry('guide', 1, 9_000)),
];
const named = COPIES.map((copy, index) => [index, copy] as const);

describe('mergeFavourites is a union any device computes alike', () => {
  it.each(named.flatMap(([i, a]) => named.map(([j, b]) => [i, j, a, b] as const)))(
    'commutative: copies %i and %i',
    (_i, _j, a, b) => {
      expect(JSON.stringify(mergeFavourites(a, b))).toBe(JSON.stringify(mergeFavourites(b, a)));
    },
  );

  it.each(
    named.flatMap(([i, a]) =>
      named.flatMap(([j, b]) => named.map(([k, c]) => [i, j, k, a, b, c] as const)),
    ),
  )('associative: copies %i, %i and %i', (_i, _j, _k, a, b, c) => {
    expect(mergeFavourites(mergeFavourites(a, b), c)).toEqual(
      mergeFavourites(a, mergeFavourites(b, c)),
    );
  });

  it.each(named)('idempotent: copy %i', (_i, a) => {
    expect(mergeFavourites(a, a)).toEqual(a);
    expect(mergeFavourites(mergeFavourites(a, COPIES[2]!), COPIES[2]!)).toEqual(
      mergeFavourites(a, COPIES[2]!),
    );
  });
});

describe('toggleFavourite', () => {
  const item: FavouriteItem = {
    kind: 'attraction',
    id: 11,
    title: 'attraction 11',
    lat: 23.1,
    lng: 121.4,
  };
  const full = (removedAt?: number) =>
    collectionOf(
      ...Array.from({ length: 300 }, (_, i) =>
        entry(
          'shop',
          i + 1,
          10 + i,
          i === 7 && removedAt !== undefined ? { removed: true, changedAt: removedAt } : {},
        ),
      ),
    );

  it.each<[string, Favourites, FavouriteItem, number, FavouriteEntry]>([
    ['adds to an empty collection', {}, item, 1_000, bay],
    ['marks a favourite removed', collectionOf(bay), item, 2_000, bayRemoved],
    [
      'brings a marked one back',
      collectionOf(bayRemoved),
      item,
      3_000,
      entry('attraction', 11, 3_000, { lat: 23.1, lng: 121.4 }),
    ],
    [
      'stays after the version it replaces when this clock is behind',
      collectionOf(bayLater),
      item,
      1_000,
      entry('attraction', 11, 2_001, { lat: 23.1, lng: 121.4, removed: true }),
    ],
    [
      'keeps no half position',
      {},
      { ...item, lng: undefined },
      1_000,
      entry('attraction', 11, 1_000),
    ],
  ])('%s', (_case, collection, toggled, now, expected) => {
    expect(toggleFavourite(collection, toggled, now)['attraction-11']).toEqual(expected);
  });

  it('returns a new map and leaves the input as it was', () => {
    const collection = collectionOf(tour);
    const next = toggleFavourite(collection, item, 1_000);
    expect(next).not.toBe(collection);
    expect(collection).toEqual(collectionOf(tour));
    expect(Object.keys(next)).toEqual(['attraction-11', 'tour-11']);
  });

  it('makes room in a full collection by forgetting its oldest marker', () => {
    const next = toggleFavourite(full(5), item, 1_000);
    expect(Object.keys(next)).toHaveLength(300);
    expect(next['shop-8']).toBeUndefined();
    expect(isFavourite(next, 'attraction', 11)).toBe(true);
  });

  it('adds nothing to a collection of favourites only, and says so by returning it', () => {
    const collection = full();
    expect(toggleFavourite(collection, item, 1_000)).toBe(collection);
    expect(
      isFavourite(toggleFavourite(collection, { ...item, kind: 'shop', id: 1 }, 1_000), 'shop', 1),
    ).toBe(false);
  });
});

describe('visibleFavourites', () => {
  const older = entry('attraction', 12, 900);
  const sameInstant = entry('attraction', 10, 900);
  it.each<[string, Favourites, [FavouriteKind, string[]][]]>([
    ['nothing', {}, []],
    ['only markers', collectionOf(coupon, bayRemoved), []],
    [
      'kinds in their fixed order, newest first, the pid at the same instant',
      collectionOf(entry('guide', 1, 5_000), older, tour, bay, sameInstant, coupon),
      [
        ['attraction', ['attraction-11', 'attraction-10', 'attraction-12']],
        ['tour', ['tour-11']],
        ['guide', ['guide-1']],
      ],
    ],
  ])('%s', (_case, collection, expected) => {
    expect(
      visibleFavourites(collection).map((group) => [group.kind, group.entries.map((e) => e.pid)]),
    ).toEqual(expected);
  });
});
