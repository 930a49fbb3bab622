import { describe, expect, it } from 'vitest';
import { hasShopCategory, normalizeShopCategories } from './shop-categories';

describe('normalizeShopCategories', () => {
  it.each([
    ['95', [95]],
    ['123', [122]],
    ['122,123', [122]],
    ['123,122', [122]],
    ['92', []],
    ['91,92,93', [91, 93]],
    ['121,122,123,124', [121, 122, 124]],
    [' 95 , 96 ,,', [95, 96]],
    ['5,5,5', [5]],
    ['x,95,9.5,-1', [95]],
    ['', []],
    [
      [123, 92, 95],
      [122, 95],
    ],
    [
      ['123', '95', 95],
      [122, 95],
    ],
    [[], []],
    [null, []],
    [undefined, []],
  ] as const)('%j → %j', (categories, expected) => {
    expect(normalizeShopCategories(categories)).toEqual(expected);
  });
});

describe('hasShopCategory', () => {
  it.each([
    ['123', 122, true],
    ['123', 123, false],
    ['92,95', 92, false],
    ['92,95', 95, true],
    [[122], 122, true],
    [undefined, 122, false],
  ] as const)('%j has %i: %s', (categories, id, expected) => {
    expect(hasShopCategory(categories, id)).toBe(expected);
  });
});
