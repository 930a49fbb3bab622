import { describe, expect, it } from 'vitest';
import { LIST_PAGE_SIZE, itemOfPages, listQuery, loadedOf, nextPageOf } from './get-list-page';

const page = (number: number, count: number, total: number) => ({
  items: Array.from({ length: count }, (_, index) => index),
  total,
  page: number,
  pageSize: LIST_PAGE_SIZE,
});

describe('nextPageOf', () => {
  it('asks for the next page until the pages hold the whole total', () => {
    const first = page(1, 50, 120);
    const second = page(2, 50, 120);
    const third = page(3, 20, 120);
    expect(nextPageOf(first, [first])).toBe(2);
    expect(nextPageOf(second, [first, second])).toBe(3);
    expect(nextPageOf(third, [first, second, third])).toBeUndefined();
  });

  it('stops at an empty page, even if the total promised more', () => {
    const first = page(1, 50, 80);
    const empty = page(2, 0, 80);
    expect(nextPageOf(empty, [first, empty])).toBeUndefined();
  });
});

describe('listQuery', () => {
  it('sends the sub-list, the route scope, the filters and a page size of 50 to 100', () => {
    expect(LIST_PAGE_SIZE).toBeGreaterThanOrEqual(50);
    expect(LIST_PAGE_SIZE).toBeLessThanOrEqual(100);
    expect(listQuery('souvenirs', {}, { q: 'tea', tag: 2 })).toEqual({
      type: 'souvenirs',
      category: undefined,
      quarter: undefined,
      q: 'tea',
      tag: 2,
      pageSize: LIST_PAGE_SIZE,
    });
    expect(listQuery('events', { quarter: 3 }, { region: 3 })).toMatchObject({
      quarter: 3,
      region: 3,
    });
  });

  it('sends a nearby list the point it is sorted from, to about a metre', () => {
    expect(
      listQuery('cuisines', { near: { lat: 23.020216835184925, lng: 121.32502856654718 } }, {}),
    ).toMatchObject({ type: 'cuisines', lat: 23.02022, lng: 121.32503 });
    expect(listQuery('attractions', {}, {})).toMatchObject({ lat: undefined, lng: undefined });
  });
});

describe('itemOfPages', () => {
  const pages = [
    { items: ['a0', 'a1', 'a2'], total: 7, page: 1, pageSize: 3 },
    { items: ['b0', 'b1', 'b2'], total: 7, page: 2, pageSize: 3 },
    { items: ['c0'], total: 7, page: 3, pageSize: 3 },
  ];

  it.each([
    [0, 'a0'],
    [2, 'a2'],
    [3, 'b0'],
    [5, 'b2'],
    [6, 'c0'],
    [7, undefined],
    [40, undefined],
    [-1, undefined],
  ])('row %i holds %j', (index, expected) => {
    expect(itemOfPages(pages, index)).toBe(expected);
  });

  it('knows no item before the first page, and counts what the pages hold', () => {
    expect(itemOfPages([], 0)).toBeUndefined();
    expect(loadedOf(pages)).toBe(7);
  });
});
