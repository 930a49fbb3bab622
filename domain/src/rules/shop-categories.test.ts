import { describe, expect, it } from 'vitest';
import {
  hasShopCategory,
  isRentalItem,
  normalizeShopCategories,
  rentalItems,
} from './shop-categories';

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

describe('isRentalItem', () => {
  it.each([
    ['95', true],
    ['94,95', true],
    [[95], true],
    ['94', false],
    ['96', false],
    ['950', false],
    ['', false],
    [undefined, false],
  ] as const)('%j → %s', (categories, expected) => {
    expect(isRentalItem({ categories })).toBe(expected);
  });
});

describe('rentalItems', () => {
  it('keeps the rental shops in order', () => {
    const list = [
      { id: 1, categories: '95' },
      { id: 2, categories: '94,96' },
      { id: 3, categories: [123, 95] },
      { id: 4 },
    ];
    expect(rentalItems(list).map((item) => item.id)).toEqual([1, 3]);
  });
});
