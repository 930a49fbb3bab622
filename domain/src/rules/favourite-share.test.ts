import { describe, expect, it } from 'vitest';
import { FAVOURITE_KINDS, type FavouriteKind } from '../contracts/favourites';
import { overlayOfSearch } from '../routes';
import { favouriteLink, favouriteRoute, favouritesShareText } from './favourite-share';
import { visibleFavourites } from './favourites';
import type { ContentLang } from './language';

describe('favouriteRoute', () => {
  it.each<[FavouriteKind, ContentLang, string]>([
    ['attraction', 'en', '/en/search/attractions/detail/11'],
    ['tour', 'ja', '/ja/search/tours/category/all?tour=11'],
    ['coupon', 'zh-tw', '/zh-tw/search/coupon?coupon=11'],
    ['event', 'en', '/en/search/events?event=11'],
    ['guide', 'en', '/en/guide?guide=11'],
    ['shop', 'en', '/en/?shop=11'],
    ['accommodation', 'ja', '/ja/?accommodation=11'],
  ])('%s in %s → %s', (kind, lang, expected) => {
    expect(favouriteRoute({ kind, id: 11 }, lang)).toBe(expected);
  });

  it.each(FAVOURITE_KINDS)('a %s route opens its own overlay', (kind) => {
    const [path = '', search = ''] = favouriteRoute({ kind, id: 42 }, 'en').split('?');
    expect(overlayOfSearch(new URLSearchParams(search), path)).toEqual({ kind, id: '42' });
  });
});

describe('favouriteLink', () => {
  it.each([
    ['https://guide.example', 'https://guide.example/pwa/#/en/?shop=7'],
    ['https://guide.example/', 'https://guide.example/pwa/#/en/?shop=7'],
  ])('from %s', (origin, expected) => {
    expect(favouriteLink({ kind: 'shop', id: 7 }, 'en', origin)).toBe(expected);
  });
});

describe('favouritesShareText', () => {
  const origin = 'https://guide.example';
  const entry = (kind: FavouriteKind, id: number, title: string, changedAt: number) => ({
    pid: `${kind}-${id}`,
    kind,
    id,
    title,
    changedAt,
    removed: false,
  });

  it.each<[string, Parameters<typeof visibleFavourites>[0], string, string]>([
    ['only the heading when there is nothing', {}, 'My Favorites', 'My Favorites'],
    [
      'a title and a link each, in the order of My Favorites',
      {
        'guide-2': entry('guide', 2, 'Audio walk', 300),
        'attraction-1': entry('attraction', 1, '三仙台', 100),
        'tour-3': { ...entry('tour', 3, 'Gone', 400), removed: true },
      },
      '我的最愛',
      [
        '我的最愛',
        `三仙台\n${origin}/pwa/#/zh-tw/search/attractions/detail/1`,
        `Audio walk\n${origin}/pwa/#/zh-tw/guide?guide=2`,
      ].join('\n\n'),
    ],
    [
      'line breaks in a title or the heading become spaces',
      { 'event-4': entry('event', 4, ' Harvest\n  festival ', 1) },
      'My\nFavorites',
      `My Favorites\n\nHarvest festival\n${origin}/pwa/#/zh-tw/search/events?event=4`,
    ],
  ])('%s', (_case, collection, heading, expected) => {
    expect(
      favouritesShareText(visibleFavourites(collection), { heading, lang: 'zh-tw', origin }),
    ).toBe(expected);
  });
});
