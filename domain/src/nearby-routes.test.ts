import { describe, expect, it } from 'vitest';
import { NEARBY_LISTS, isNearbyList, nearbyListPath } from './nearby-routes';

describe('nearby lists', () => {
  it('are attractions, food and lodging', () => {
    expect(NEARBY_LISTS).toEqual(['attractions', 'cuisines', 'accommodation']);
  });

  it.each([
    ['en', undefined, '/en/search/nearby/attractions'],
    ['zh-tw', 'cuisines', '/zh-tw/search/nearby/cuisines'],
    ['ja', 'accommodation', '/ja/search/nearby/accommodation'],
  ] as const)('nearbyListPath(%s, %j) → %s', (lang, list, expected) => {
    expect(nearbyListPath(lang, list)).toBe(expected);
  });

  it.each([
    ['attractions', true],
    ['cuisines', true],
    ['accommodation', true],
    ['souvenirs', false],
    ['', false],
    [undefined, false],
  ] as const)('isNearbyList(%j) is %s', (value, expected) => {
    expect(isNearbyList(value)).toBe(expected);
  });
});
