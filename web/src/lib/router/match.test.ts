import { describe, expect, it } from 'vitest';
import { matchRoutes, rankRoutes, type RouteObject } from './match';

/** The app's table (web/src/app/router.tsx), each route's element its name. */
const sections: RouteObject[] = [
  { index: true, element: 'home' },
  { path: 'search/airplane/:mode?', element: 'transport' },
  { path: 'search/:type?/:bridge?/:value?', element: 'search' },
  { path: 'guide/:type?/:value?', element: 'guide' },
  { path: 'live-camera/:id?', element: 'live' },
  { path: 'reviews/:page', element: 'reviews' },
  { path: '*', element: 'not-found' },
];
const table = rankRoutes([
  { path: '/', element: 'shell', children: sections },
  { path: '/:lang', element: 'shell', children: sections },
]);

function matched(pathname: string) {
  const found = matchRoutes(table, pathname);
  return found && { elements: found.matches.map(({ route }) => route.element), ...found.params };
}

describe('matchRoutes', () => {
  it.each([
    ['/', { elements: ['shell', 'home'] }],
    ['/en', { elements: ['shell', 'home'], lang: 'en' }],
    ['/en/', { elements: ['shell', 'home'], lang: 'en' }],
    ['/en/search', { elements: ['shell', 'search'], lang: 'en' }],
    ['/en/search/', { elements: ['shell', 'search'], lang: 'en' }],
    ['/en/search/attractions', { elements: ['shell', 'search'], lang: 'en', type: 'attractions' }],
    [
      '/en/search/tours/category/5',
      { elements: ['shell', 'search'], lang: 'en', type: 'tours', bridge: 'category', value: '5' },
    ],
    [
      '/ja/guide/keyword/%E6%B5%B7',
      { elements: ['shell', 'guide'], lang: 'ja', type: 'keyword', value: '海' },
    ],
    [
      '/en/guide/keyword/a%2Fb',
      { elements: ['shell', 'guide'], lang: 'en', type: 'keyword', value: 'a%2Fb' },
    ],
    ['/en/live-camera/7', { elements: ['shell', 'live'], lang: 'en', id: '7' }],
    ['/en/reviews/how', { elements: ['shell', 'reviews'], lang: 'en', page: 'how' }],
  ])('%s: the routes and parameters', (pathname, expected) => {
    expect(matched(pathname)).toEqual(expected);
  });

  it('ranks a static route before the optional parameters that would take it too', () => {
    expect(matched('/en/search/airplane')).toEqual({
      elements: ['shell', 'transport'],
      lang: 'en',
    });
    expect(matched('/en/search/airplanes')?.elements).toEqual(['shell', 'search']);
    expect(matched('/en/search/airplane/ferries')).toEqual({
      elements: ['shell', 'transport'],
      lang: 'en',
      mode: 'ferries',
    });
  });

  it('compares static segments regardless of case, and keeps a parameter as written', () => {
    expect(matched('/EN/Search/Airplane')).toEqual({
      elements: ['shell', 'transport'],
      lang: 'EN',
    });
  });

  it('leaves to `*` what no route takes, with the rest of the path', () => {
    expect(matched('/en/reviews')).toEqual({
      elements: ['shell', 'not-found'],
      lang: 'en',
      '*': 'reviews',
    });
    expect(matched('/en/search/a/b/c/d')).toEqual({
      elements: ['shell', 'not-found'],
      lang: 'en',
      '*': 'search/a/b/c/d',
    });
  });

  it('takes a path without a language under the root, before any language', () => {
    expect(matched('/search/attractions')).toEqual({
      elements: ['shell', 'search'],
      type: 'attractions',
    });
    // The shell shows a not-found for a first segment that is no language.
    expect(matched('/xx/nowhere')).toEqual({
      elements: ['shell', 'not-found'],
      lang: 'xx',
      '*': 'nowhere',
    });
  });

  it('matches a layout without a path only through its children', () => {
    const console = rankRoutes([
      {
        element: 'frame',
        children: [
          { index: true, element: 'home' },
          { path: 'repairs', element: 'repairs' },
        ],
      },
    ]);
    expect(matchRoutes(console, '/')?.matches.map(({ route }) => route.element)).toEqual([
      'frame',
      'home',
    ]);
    expect(matchRoutes(console, '/repairs')?.matches.length).toBe(2);
    expect(matchRoutes(console, '/else')).toBeUndefined();
  });

  it('ranks a parent below its index, and its `*` below both', () => {
    const parent = rankRoutes([
      { path: '/a', element: 'a', children: [{ path: '*', element: 'rest' }] },
    ]);
    expect(matchRoutes(parent, '/a')?.matches.map(({ route }) => route.element)).toEqual(['a']);
    const indexed = rankRoutes([
      {
        path: '/a',
        element: 'a',
        children: [
          { path: '*', element: 'rest' },
          { index: true, element: 'i' },
        ],
      },
    ]);
    expect(matchRoutes(indexed, '/a/')?.matches.map(({ route }) => route.element)).toEqual([
      'a',
      'i',
    ]);
  });
});
