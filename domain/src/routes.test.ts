import { describe, expect, it } from 'vitest';
import {
  articleTarget,
  EVENT_QUARTERS,
  OVERLAY_KINDS,
  PLACE_SUBLISTS,
  PWA_BASE_PATH,
  STATIC_PAGE_TYPES,
  attractionDetailPath,
  attractionIdOfPath,
  attractionsListPath,
  collectionPageShows,
  couponsListPath,
  eventsListPath,
  GAME_PATH,
  flightsPath,
  transportModePath,
  liveCameraPath,
  liveTabPath,
  guidePath,
  homePath,
  overlayOfSearch,
  overlayQuery,
  placesListPath,
  searchPath,
  toursListPath,
  type Overlay,
} from './routes';

describe('route constants', () => {
  it('serves the app under /pwa/', () => {
    expect(PWA_BASE_PATH).toBe('/pwa/');
  });

  it('knows the overlays and static page types of requirements §2', () => {
    expect(OVERLAY_KINDS).toEqual([
      'tour',
      'coupon',
      'event',
      'attraction',
      'shop',
      'accommodation',
      'static',
      'guide',
    ]);
    expect(STATIC_PAGE_TYPES).toEqual(['region', 'static', 'travel', 'greenisland', 'collection']);
  });
});

describe('overlayOfSearch', () => {
  it.each<[string, string, Overlay | undefined]>([
    ['tour=12', '/zh-tw/', { kind: 'tour', id: '12' }],
    ['coupon=7', '/en/search/coupon', { kind: 'coupon', id: '7' }],
    ['event=3', '/ja/', { kind: 'event', id: '3' }],
    ['attraction=501', '/en/search/attractions/', { kind: 'attraction', id: '501' }],
    ['shop=88', '/zh-tw/', { kind: 'shop', id: '88' }],
    ['accommodation=9', '/zh-tw/', { kind: 'accommodation', id: '9' }],
    ['guide=4', '/en/guide', { kind: 'guide', id: '4' }],
    ['static=ferry&type=static', '/en/', { kind: 'static', name: 'ferry', type: 'static' }],
    ['static=1&type=region', '/en/', { kind: 'static', name: '1', type: 'region' }],
    ['static=about&type=travel', '/en/', { kind: 'static', name: 'about', type: 'travel' }],
    [
      'static=traffic&type=greenisland',
      '/ja/',
      { kind: 'static', name: 'traffic', type: 'greenisland' },
    ],
    [
      'static=description&type=collection',
      '/zh-tw/',
      { kind: 'static', name: 'description', type: 'collection' },
    ],
    ['static=ferry', '/en/', undefined],
    ['static=ferry&type=page', '/en/', undefined],
    ['static=&type=static', '/en/', undefined],
    ['tour=', '/en/', undefined],
    ['', '/en/', undefined],
    ['keyword=tour', '/en/search/tours/category/all', undefined],
    ['name=%E8%8A%B1%E8%93%AE&tour=5', '/', { kind: 'tour', id: '5' }],
  ])('?%s on %s → %j', (search, path, expected) => {
    expect(overlayOfSearch(new URLSearchParams(search), path)).toEqual(expected);
  });

  it.each<[string, Overlay | undefined]>([
    ['/zh-tw/search/attractions/detail/501', { kind: 'attraction', id: '501' }],
    ['/en/search/attractions/detail/501/', { kind: 'attraction', id: '501' }],
    ['/pages/search/attractions/detail/501', { kind: 'attraction', id: '501' }],
    ['/search/attractions/detail/501', { kind: 'attraction', id: '501' }],
    ['search/attractions/detail/a%20b', { kind: 'attraction', id: 'a b' }],
    ['/ja/search/attractions/detail/501?x=1', { kind: 'attraction', id: '501' }],
    ['/en/search/attractions/detail/', undefined],
    ['/en/search/attractions/detail/501/more', undefined],
    ['/en/search/tours/detail/501', undefined],
    ['/ko/search/attractions/detail/501', undefined],
    ['/en/search/attractions/detail/%E0%A4%A', undefined],
  ])('opens the attraction by path %s → %j', (path, expected) => {
    expect(overlayOfSearch(new URLSearchParams(), path)).toEqual(expected);
  });

  it('prefers the attraction parameter to the attraction path', () => {
    expect(overlayOfSearch({ attraction: '2' }, '/en/search/attractions/detail/1')).toEqual({
      kind: 'attraction',
      id: '2',
    });
  });

  it.each<[Record<string, string>, Overlay['kind']]>([
    [{ tour: '1', coupon: '2' }, 'tour'],
    [{ coupon: '2', event: '3' }, 'coupon'],
    [{ event: '3', attraction: '4' }, 'event'],
    [{ attraction: '4', shop: '5' }, 'attraction'],
    [{ shop: '5', accommodation: '6' }, 'shop'],
    [{ accommodation: '6', static: 'x', type: 'static' }, 'accommodation'],
    [{ static: 'x', type: 'static', guide: '7' }, 'static'],
    [{ static: 'x', type: 'bad', guide: '7' }, 'guide'],
  ])('when several are named, %j opens %s', (params, kind) => {
    expect(overlayOfSearch(params, '/en/')?.kind).toBe(kind);
  });

  it('opens a tour over a path-based attraction detail', () => {
    expect(overlayOfSearch({ tour: '1' }, '/en/search/attractions/detail/9')).toEqual({
      kind: 'tour',
      id: '1',
    });
  });

  it('ignores prototype names in a plain record', () => {
    expect(overlayOfSearch({}, '/en/')).toBeUndefined();
    expect(overlayOfSearch({ static: 'x', type: 'constructor' }, '/en/')).toBeUndefined();
  });
});

describe('attractionIdOfPath', () => {
  it.each([
    ['/en/search/attractions/detail/42', '42'],
    ['/en/search/attractions/', undefined],
    ['/', undefined],
    ['', undefined],
  ] as const)('%j → %j', (path, expected) => {
    expect(attractionIdOfPath(path)).toBe(expected);
  });
});

describe('overlayQuery', () => {
  it.each<[Overlay, string]>([
    [{ kind: 'tour', id: '12' }, 'tour=12'],
    [{ kind: 'attraction', id: '501' }, 'attraction=501'],
    [{ kind: 'accommodation', id: 'a&b' }, 'accommodation=a%26b'],
    [{ kind: 'static', name: 'ferry', type: 'static' }, 'static=ferry&type=static'],
    [
      { kind: 'static', name: 'description', type: 'collection' },
      'static=description&type=collection',
    ],
  ])('%j → %s', (overlay, expected) => {
    expect(overlayQuery(overlay)).toBe(expected);
    expect(overlayOfSearch(new URLSearchParams(expected), '/en/')).toEqual(overlay);
  });
});

describe('collectionPageShows', () => {
  it.each([
    ['description', 'description'],
    ['exchange', 'exchange-instructions'],
    ['Description', 'exchange-instructions'],
    ['', 'exchange-instructions'],
  ] as const)('%j → %s', (name, expected) => {
    expect(collectionPageShows(name)).toBe(expected);
  });
});

describe('path builders', () => {
  it.each([
    [
      'zh-tw',
      '/zh-tw/',
      '/zh-tw/search/attractions/',
      '/zh-tw/search/coupon',
      '/zh-tw/search/events',
      '/zh-tw/guide',
    ],
    [
      'en',
      '/en/',
      '/en/search/attractions/',
      '/en/search/coupon',
      '/en/search/events',
      '/en/guide',
    ],
    [
      'ja',
      '/ja/',
      '/ja/search/attractions/',
      '/ja/search/coupon',
      '/ja/search/events',
      '/ja/guide',
    ],
  ] as const)('%s', (lang, home, attractions, coupons, events, guide) => {
    expect(homePath(lang)).toBe(home);
    expect(attractionsListPath(lang)).toBe(attractions);
    expect(couponsListPath(lang)).toBe(coupons);
    expect(eventsListPath(lang)).toBe(events);
    expect(guidePath(lang)).toBe(guide);
  });

  it.each([
    ['en', undefined, '/en/search/tours/category/all'],
    ['ja', 611, '/ja/search/tours/category/611'],
    ['zh-tw', '20675', '/zh-tw/search/tours/category/20675'],
  ] as const)('toursListPath(%s, %j) → %s', (lang, category, expected) => {
    expect(toursListPath(lang, category)).toBe(expected);
  });

  it.each([
    ['en', undefined, '/en/search/attractions/'],
    ['zh-tw', 11, '/zh-tw/search/attractions/category/11'],
    ['ja', '17', '/ja/search/attractions/category/17'],
  ] as const)('attractionsListPath(%s, %j) → %s', (lang, category, expected) => {
    expect(attractionsListPath(lang, category)).toBe(expected);
  });

  it.each([
    ['en', undefined, '/en/search/events'],
    ['zh-tw', 1, '/zh-tw/search/events/quarter/1'],
    ['ja', 4, '/ja/search/events/quarter/4'],
  ] as const)('eventsListPath(%s, %j) → %s', (lang, quarter, expected) => {
    expect(eventsListPath(lang, quarter)).toBe(expected);
  });

  it.each([
    ['en', undefined, '/en/search/places/cuisines'],
    ['zh-tw', 'attractions', '/zh-tw/search/places/attractions'],
    ['ja', 'souvenirs', '/ja/search/places/souvenirs'],
    ['en', 'accommodation', '/en/search/places/accommodation'],
  ] as const)('placesListPath(%s, %j) → %s', (lang, sublist, expected) => {
    expect(placesListPath(lang, sublist)).toBe(expected);
  });

  it('lists the quarters and the sub-lists of the search area', () => {
    expect(EVENT_QUARTERS).toEqual([1, 2, 3, 4]);
    expect(PLACE_SUBLISTS).toEqual(['attractions', 'cuisines', 'souvenirs', 'accommodation']);
    expect(searchPath('en')).toBe('/en/search/');
    expect(GAME_PATH).toBe('/zh-tw/game');
    expect(flightsPath('ja')).toBe('/ja/search/airplane/');
    expect(transportModePath('en', 'ferries')).toBe('/en/search/airplane/ferries');
    expect(liveTabPath('ja')).toBe('/ja/live-camera/');
    expect(liveCameraPath('en', 1852)).toBe('/en/live-camera/1852');
  });

  it.each([
    ['en', 501, '/en/search/attractions/detail/501'],
    ['ja', 'a b', '/ja/search/attractions/detail/a%20b'],
  ] as const)('attractionDetailPath(%s, %j) → %s and back', (lang, id, expected) => {
    expect(attractionDetailPath(lang, id)).toBe(expected);
    expect(attractionIdOfPath(expected)).toBe(String(id));
  });
});

describe('articleTarget', () => {
  it.each([
    [undefined, 'en', undefined, undefined],
    ['', 'en', undefined, undefined],
    ['/search/tours/category/613', 'en', undefined, { to: '/en/search/tours/category/613' }],
    [
      '/?static=ferry&type=greenisland',
      'ja',
      undefined,
      { to: '/ja/?static=ferry&type=greenisland' },
    ],
    [
      'https://www.eastcoast-nsa.gov.tw/',
      'zh-tw',
      undefined,
      { href: 'https://www.eastcoast-nsa.gov.tw/' },
    ],
    // Over the service tab: an overlay opens over it, a page is still a page of its own.
    [
      '/?static=emergency&type=static',
      'en',
      '/en/service/',
      { to: '/en/service/?static=emergency&type=static' },
    ],
    ['/service/weather/', 'en', '/en/service/', { to: '/en/service/weather/' }],
  ] as const)('%s in %s over %s', (href, lang, over, target) => {
    expect(articleTarget(href, lang, over)).toEqual(target);
  });
});
