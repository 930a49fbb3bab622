import { describe, expect, it } from 'vitest';
import { THEMED_AREAS, themedAreaPath, visibleThemedAreas } from './themed-areas';

describe('themed areas (SPEC §2)', () => {
  it('are seven, two of them marked hideAtForeign', () => {
    expect(THEMED_AREAS.map((area) => area.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(THEMED_AREAS.filter((area) => area.hideAtForeign).map((area) => area.title)).toEqual([
      'coupons',
      'game',
    ]);
  });

  it.each([
    ['zh-tw', 7],
    ['en', 5],
    ['ja', 5],
  ] as const)('in %s, %i are shown', (lang, count) => {
    expect(visibleThemedAreas(lang)).toHaveLength(count);
  });

  it('outside zh-tw hides exactly those marked, keeping the order', () => {
    const areas = [
      { id: 1, title: 'a', destination: 'x' },
      { id: 2, title: 'b', destination: 'y', hideAtForeign: true as const },
      { id: 3, title: 'c', destination: 'z' },
    ];
    expect(visibleThemedAreas('en', areas).map((area) => area.id)).toEqual([1, 3]);
    expect(visibleThemedAreas('zh-tw', areas).map((area) => area.id)).toEqual([1, 2, 3]);
  });

  it.each([
    [1, 'en', '/en/search/attractions/'],
    [2, 'ja', '/ja/search/tours/category/all'],
    [3, 'en', '/en/search/events'],
    [4, 'en', '/en/search/cuisines'],
    [5, 'ja', '/ja/search/accommodation'],
    [6, 'zh-tw', '/zh-tw/search/coupon'],
    [7, 'zh-tw', '/zh-tw/game'],
  ] as const)('area %i in %s leads to %s', (id, lang, path) => {
    const area = THEMED_AREAS.find((candidate) => candidate.id === id);
    expect(area && themedAreaPath(area, lang)).toBe(path);
  });
});
