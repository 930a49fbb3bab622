import { describe, expect, it } from 'vitest';
import {
  categoryPath,
  searchRouteOf,
  tabPath,
  type SearchParams,
  type SearchRoute,
} from './search-route';

describe('searchRouteOf', () => {
  it.each<[string, SearchParams, SearchRoute | undefined]>([
    ['the landing shows the attractions', {}, { tab: 'attractions', list: 'attractions' }],
    ['attractions', { type: 'attractions' }, { tab: 'attractions', list: 'attractions' }],
    [
      'an attraction category',
      { type: 'attractions', bridge: 'category', value: '13' },
      { tab: 'attractions', list: 'attractions', category: 13 },
    ],
    [
      'the attraction overlay path lies over the attractions list',
      { type: 'attractions', bridge: 'detail', value: '501' },
      { tab: 'attractions', list: 'attractions' },
    ],
    [
      'a category that is no number',
      { type: 'attractions', bridge: 'category', value: 'x' },
      undefined,
    ],
    ['an unknown bridge', { type: 'attractions', bridge: 'map' }, undefined],
    [
      'tours of every category',
      { type: 'tours', bridge: 'category', value: 'all' },
      { tab: 'tours', list: 'tours' },
    ],
    ['tours without a bridge', { type: 'tours' }, { tab: 'tours', list: 'tours' }],
    [
      'a tour category',
      { type: 'tours', bridge: 'category', value: '20675' },
      { tab: 'tours', list: 'tours', category: 20675 },
    ],
    ['events', { type: 'events' }, { tab: 'events', list: 'events' }],
    [
      'events of a quarter',
      { type: 'events', bridge: 'quarter', value: '4' },
      { tab: 'events', list: 'events', quarter: 4 },
    ],
    ['a fifth quarter', { type: 'events', bridge: 'quarter', value: '5' }, undefined],
    ['coupons', { type: 'coupon' }, { tab: 'coupons', list: 'coupons' }],
    ['coupons with more segments', { type: 'coupon', bridge: 'x' }, undefined],
    [
      'food, lodging and shopping opens on the cuisines',
      { type: 'places' },
      { tab: 'places', list: 'cuisines', sublist: 'cuisines' },
    ],
    [
      'its attractions sub-list',
      { type: 'places', bridge: 'attractions' },
      { tab: 'places', list: 'attractions', sublist: 'attractions' },
    ],
    [
      'its accommodation sub-list',
      { type: 'places', bridge: 'accommodation' },
      { tab: 'places', list: 'accommodation', sublist: 'accommodation' },
    ],
    ['an unknown sub-list', { type: 'places', bridge: 'bars' }, undefined],
    [
      'nearby opens on the attractions',
      { type: 'nearby' },
      { tab: 'nearby', list: 'attractions', sublist: 'attractions' },
    ],
    [
      'nearby food',
      { type: 'nearby', bridge: 'cuisines' },
      { tab: 'nearby', list: 'cuisines', sublist: 'cuisines' },
    ],
    [
      'nearby lodging',
      { type: 'nearby', bridge: 'accommodation' },
      { tab: 'nearby', list: 'accommodation', sublist: 'accommodation' },
    ],
    ['nearby souvenirs are no list', { type: 'nearby', bridge: 'souvenirs' }, undefined],
    ['nearby with more segments', { type: 'nearby', bridge: 'cuisines', value: '1' }, undefined],
    ['an unknown list', { type: 'nowhere' }, undefined],
  ])('%s', (_, params, expected) => {
    expect(searchRouteOf(params)).toEqual(expected);
  });
});

describe('links of the search area', () => {
  it.each([
    ['attractions', '/en/search/attractions/'],
    ['events', '/en/search/events'],
    ['tours', '/en/search/tours/category/all'],
    ['places', '/en/search/places/cuisines'],
    ['coupons', '/en/search/coupon'],
    ['nearby', '/en/search/nearby/attractions'],
  ] as const)('the %s tab goes to %s', (tab, path) => {
    expect(tabPath('en', tab)).toBe(path);
  });

  it.each([
    ['attractions', undefined, '/ja/search/attractions/'],
    ['attractions', 11, '/ja/search/attractions/category/11'],
    ['tours', undefined, '/ja/search/tours/category/all'],
    ['tours', 611, '/ja/search/tours/category/611'],
  ] as const)('the %s category %j goes to %s', (tab, category, path) => {
    expect(categoryPath('ja', tab, category)).toBe(path);
  });

  it('reads back every path it writes', () => {
    const paths = [
      '/en/search/attractions/category/12',
      '/en/search/tours/category/616',
      '/en/search/nearby/accommodation',
    ];
    for (const path of paths) {
      const [, , , type, bridge, value] = path.split('/');
      expect(searchRouteOf({ type, bridge, value })).toBeDefined();
    }
  });
});
