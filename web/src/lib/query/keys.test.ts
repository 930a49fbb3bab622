import { describe, expect, it } from 'vitest';
import { hashKey, partialMatchKey, replaceEqualDeep } from './keys';

describe('hashKey', () => {
  it('is the same for objects whose fields come in another order', () => {
    expect(hashKey(['tags', 'en', { kind: 'food', pageSize: 9 }])).toBe(
      hashKey(['tags', 'en', { pageSize: 9, kind: 'food' }]),
    );
  });

  it("writes TanStack Query's text, so saved keys read the same", () => {
    expect(hashKey(['tags', 'en', { b: 1, a: [2, { d: 3, c: 4 }] }])).toBe(
      '["tags","en",{"a":[2,{"c":4,"d":3}],"b":1}]',
    );
  });
});

describe('partialMatchKey', () => {
  it('finds a key by its first items and some fields of an object', () => {
    const key = ['attractions', 'en', { pageSize: 20, page: 2 }, 'pages'];
    expect(partialMatchKey(key, ['attractions', 'en'])).toBe(true);
    expect(partialMatchKey(key, ['attractions', 'en', { page: 2 }])).toBe(true);
    expect(partialMatchKey(key, ['attractions', 'ja'])).toBe(false);
    expect(partialMatchKey(key, ['attractions', 'en', { page: 3 }])).toBe(false);
  });
});

describe('replaceEqualDeep', () => {
  it('keeps the previous answer when the new one is equal', () => {
    const before = { items: [{ id: 1 }, { id: 2 }], total: 2 };
    expect(replaceEqualDeep(before, structuredClone(before))).toBe(before);
  });

  it('keeps the parts that did not change', () => {
    const before = { items: [{ id: 1 }, { id: 2 }], total: 2 };
    const after = replaceEqualDeep(before, { items: [{ id: 1 }, { id: 3 }], total: 2 });
    expect(after).not.toBe(before);
    expect(after).toEqual({ items: [{ id: 1 }, { id: 3 }], total: 2 });
    expect(after.items[0]).toBe(before.items[0]);
  });

  it('takes a shorter array or a field fewer as a change', () => {
    const before = { items: [1, 2], extra: true };
    expect(replaceEqualDeep(before, { items: [1] })).toEqual({ items: [1] });
    expect(replaceEqualDeep([1, 2], [1, 2, 3])).toEqual([1, 2, 3]);
  });
});
