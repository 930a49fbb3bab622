import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTENT_LANGS } from '@ecg/domain/rules/language';
import { THEMED_AREAS, visibleThemedAreas } from './themed-areas';

describe('themed areas (requirements §2)', () => {
  it('are seven, two of them marked hideAtForeign', () => {
    expect(THEMED_AREAS.map((area) => area.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(THEMED_AREAS.filter((area) => area.hideAtForeign).map((area) => area.title)).toEqual([
      'coupons',
      'game',
    ]);
  });

  it.each([
    ['zh-tw', ['attractions', 'tours', 'events', 'food', 'lodging', 'coupons']],
    ['en', ['attractions', 'tours', 'events', 'food', 'lodging']],
    ['ja', ['attractions', 'tours', 'events', 'food', 'lodging']],
  ] as const)('in %s, %j are shown: never the game placeholder', (lang, titles) => {
    expect(visibleThemedAreas(lang).map((area) => area.title)).toEqual(titles);
  });

  it('outside zh-tw hides exactly those marked, keeping the order', () => {
    const to = () => '/x';
    const areas = [
      { id: 1, title: 'a', destination: to },
      { id: 2, title: 'b', destination: to, hideAtForeign: true as const },
      { id: 3, title: 'c', destination: to },
    ];
    expect(visibleThemedAreas('en', areas).map((area) => area.id)).toEqual([1, 3]);
    expect(visibleThemedAreas('zh-tw', areas).map((area) => area.id)).toEqual([1, 2, 3]);
  });

  it.each([
    [1, 'en', '/en/search/attractions/'],
    [2, 'ja', '/ja/search/tours/category/all'],
    [3, 'en', '/en/search/events'],
    [4, 'en', '/en/search/places/cuisines'],
    [5, 'ja', '/ja/search/places/accommodation'],
    [6, 'zh-tw', '/zh-tw/search/coupon'],
    [7, 'zh-tw', '/zh-tw/game'],
  ] as const)('area %i in %s leads to %s', (id, lang, path) => {
    const area = THEMED_AREAS.find((candidate) => candidate.id === id);
    expect(area?.destination(lang)).toBe(path);
  });

  // The grid is laid out by a rule per count: a count without one would lose its columns.
  it.each(CONTENT_LANGS)('in %s, the count shown has its rule in home.css', (lang) => {
    const folder = path.dirname(new URL(import.meta.url).pathname);
    const css = readFileSync(path.join(folder, 'home.css'), 'utf8');
    expect(css).toContain(`.home-areas ul[data-count='${visibleThemedAreas(lang).length}']`);
  });
});
