import { afterEach, describe, expect, it } from 'vitest';
import { CACHE_LIFE_MS } from './query-client';
import {
  SAVED_PAGES_KEPT,
  pagesSaved,
  readSavedPages,
  rememberPage,
  withPage,
  type SavedPage,
} from './saved-pages';

const NOW = Date.parse('2026-11-21T02:00:00Z');
const page = (path: string, at = NOW, lang: SavedPage['lang'] = 'en'): SavedPage => ({
  path,
  title: path,
  lang,
  at,
});

afterEach(() => window.localStorage.clear());

describe('withPage', () => {
  it.each<[string, SavedPage[], SavedPage, string[]]>([
    ['the first page', [], page('/en/?tour=2'), ['/en/?tour=2']],
    [
      'a new page goes first',
      [page('/en/guide/photo')],
      page('/en/?tour=2'),
      ['/en/?tour=2', '/en/guide/photo'],
    ],
    [
      'a page seen again moves to the front, once',
      [page('/en/guide/photo'), page('/en/?tour=2')],
      page('/en/?tour=2'),
      ['/en/?tour=2', '/en/guide/photo'],
    ],
  ])('%s', (_case, pages, shown, expected) => {
    expect(withPage(pages, shown).map((kept) => kept.path)).toEqual(expected);
  });

  it(`keeps the ${SAVED_PAGES_KEPT} newest`, () => {
    const many = Array.from({ length: SAVED_PAGES_KEPT }, (_, index) => page(`/en/?tour=${index}`));
    const kept = withPage(many, page('/en/?tour=99'));
    expect(kept).toHaveLength(SAVED_PAGES_KEPT);
    expect(kept[0]?.path).toBe('/en/?tour=99');
    expect(kept.at(-1)?.path).toBe(`/en/?tour=${SAVED_PAGES_KEPT - 2}`);
  });
});

describe('pagesSaved', () => {
  it.each<[string, SavedPage, boolean]>([
    ['shown just now', page('/en/?tour=2'), true],
    ['shown a moment less than a day ago', page('/en/?tour=2', NOW - CACHE_LIFE_MS + 1), true],
    ['shown a day ago: its answers are gone', page('/en/?tour=2', NOW - CACHE_LIFE_MS), false],
    ['in another language', page('/ja/?tour=2', NOW, 'ja'), false],
  ])('%s: %s', (_case, saved, listed) => {
    expect(pagesSaved([saved], 'en', NOW)).toEqual(listed ? [saved] : []);
  });
});

describe('readSavedPages', () => {
  it('reads what rememberPage wrote', () => {
    rememberPage('en', '/en/search/attractions/', 'Attractions');
    expect(readSavedPages()).toMatchObject([
      { path: '/en/search/attractions/', title: 'Attractions', lang: 'en' },
    ]);
  });

  it.each([
    'not json',
    '{"path":"/en/"}',
    '[{"path":"https://example.com/","title":"x","lang":"en","at":1}]',
    '[{"path":"/ko/","title":"x","lang":"ko","at":1}]',
  ])('skips what it cannot use: %s', (stored) => {
    window.localStorage.setItem('ecg.saved.pages', stored);
    expect(readSavedPages()).toEqual([]);
  });
});
