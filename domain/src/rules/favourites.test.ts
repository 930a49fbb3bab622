import { describe, expect, it } from 'vitest';
import { favouriteKey, isFavourite, toggleFavourite } from './favourites';

interface Spot {
  pid: string | number;
  name: string;
}

const lighthouse: Spot = { pid: 11, name: 'Lighthouse' };
const bay: Spot = { pid: 'b-2', name: 'Bay' };

describe('favouriteKey', () => {
  it.each([
    [11, '11'],
    ['11', '11'],
    ['b-2', 'b-2'],
    [0, '0'],
  ] as const)('%j → %j', (pid, key) => {
    expect(favouriteKey(pid)).toBe(key);
  });
});

describe('isFavourite', () => {
  const collection = { '11': lighthouse, 'b-2': bay };
  it.each([
    [11, true],
    ['11', true],
    ['b-2', true],
    [12, false],
    ['', false],
    ['toString', false],
    ['constructor', false],
    ['__proto__', false],
  ] as const)('%j → %s', (pid, expected) => {
    expect(isFavourite(collection, pid)).toBe(expected);
  });
});

describe('toggleFavourite', () => {
  it.each<[string, Record<string, Spot>, Spot, Record<string, Spot>]>([
    ['adds to an empty collection', {}, lighthouse, { '11': lighthouse }],
    ['adds beside others', { 'b-2': bay }, lighthouse, { 'b-2': bay, '11': lighthouse }],
    ['removes a present item', { '11': lighthouse, 'b-2': bay }, lighthouse, { 'b-2': bay }],
    ['removes the last item', { '11': lighthouse }, lighthouse, {}],
    [
      'matches a numeric pid against its text key',
      { '11': lighthouse },
      { pid: '11', name: 'Same' },
      {},
    ],
    [
      'keeps a pid that names a prototype member',
      {},
      { pid: 'toString', name: 'T' },
      { toString: { pid: 'toString', name: 'T' } },
    ],
  ])('%s', (_case, collection, item, expected) => {
    expect(toggleFavourite(collection, item)).toEqual(expected);
  });

  it('returns a new map and leaves the input as it was', () => {
    const collection = { 'b-2': bay };
    const added = toggleFavourite(collection, lighthouse);
    expect(added).not.toBe(collection);
    expect(collection).toEqual({ 'b-2': bay });

    const removed = toggleFavourite(added, lighthouse);
    expect(removed).not.toBe(added);
    expect(added).toEqual({ 'b-2': bay, '11': lighthouse });
    expect(removed).toEqual({ 'b-2': bay });
  });

  it('stores a __proto__ pid as an ordinary entry and removes it again', () => {
    const odd: Spot = { pid: '__proto__', name: 'Odd' };
    const added = toggleFavourite({}, odd);
    expect(Object.keys(added)).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(added)).toBe(Object.prototype);
    expect(isFavourite(added, '__proto__')).toBe(true);
    expect(Object.keys(toggleFavourite(added, odd))).toEqual([]);
  });

  it('toggles twice back to an equal collection', () => {
    const collection = { 'b-2': bay };
    expect(toggleFavourite(toggleFavourite(collection, lighthouse), lighthouse)).toEqual(
      collection,
    );
  });
});
