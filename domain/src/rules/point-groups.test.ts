import { describe, expect, it } from 'vitest';
import type { FavouriteEntry, FavouriteKind } from '../contracts/favourites';
import { visibleFavourites } from './favourites';
import { type PointGroup, drawableGroups, favouritePointGroups, isOnEarth } from './point-groups';

describe('isOnEarth', () => {
  it.each([
    [23.1, 121.4, true],
    [-90, -180, true],
    [90.0001, 0, false],
    [0, 180.5, false],
    [Number.NaN, 121, false],
    [23, Number.POSITIVE_INFINITY, false],
  ])('%d, %d → %s', (lat, lng, expected) => {
    expect(isOnEarth({ lat, lng })).toBe(expected);
  });
});

describe('drawableGroups', () => {
  const here = { name: 'Here', lat: 23, lng: 121 };
  it.each<[string, PointGroup[], PointGroup[]]>([
    [
      'keeps groups of good points',
      [{ name: 'Day 1', points: [here] }],
      [{ name: 'Day 1', points: [here] }],
    ],
    [
      'drops a point off the earth, then the group it emptied',
      [
        { name: 'Day 1', points: [{ ...here, lat: 95 }] },
        { name: 'Day 2', points: [{ ...here, lng: Number.NaN }, here] },
      ],
      [{ name: 'Day 2', points: [here] }],
    ],
    ['nothing from nothing', [], []],
  ])('%s', (_case, groups, expected) => {
    expect(drawableGroups(groups)).toEqual(expected);
  });
});

describe('favouritePointGroups', () => {
  const entry = (kind: FavouriteKind, id: number, position?: [number, number]): FavouriteEntry => ({
    pid: `${kind}-${id}`,
    kind,
    id,
    title: `${kind} ${id}`,
    ...(position ? { lat: position[0], lng: position[1] } : {}),
    changedAt: id,
    removed: false,
  });
  const names: Record<FavouriteKind, string> = {
    attraction: 'Attractions',
    event: 'Events',
    tour: 'Tours',
    shop: 'Shops',
    accommodation: 'Stays',
    coupon: 'Coupons',
    guide: 'Guides',
  };
  const visible = visibleFavourites({
    'attraction-1': entry('attraction', 1, [23.1, 121.4]),
    'attraction-2': entry('attraction', 2, [23.2, 121.5]),
    'tour-3': entry('tour', 3),
  });

  it('names each kind as the caller does and leaves out favourites without a position', () => {
    expect(favouritePointGroups(visible, names, (e) => `#${e.pid}`)).toEqual([
      {
        name: 'Attractions',
        points: [
          { name: 'attraction 2', lat: 23.2, lng: 121.5, link: '#attraction-2' },
          { name: 'attraction 1', lat: 23.1, lng: 121.4, link: '#attraction-1' },
        ],
      },
      { name: 'Tours', points: [] },
    ]);
  });

  it('links nothing without a link maker', () => {
    expect(favouritePointGroups(visible, names)[0]?.points[0]?.link).toBeUndefined();
  });
});
