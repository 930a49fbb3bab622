import type { PersistedClient } from './query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storedJson } from './stored-json';

// A facility answer and a list saved in part, beside a pending query and a key full of quotes.
const toilets = {
  success: true,
  data: Array.from({ length: 3 }, (_, index) => ({ id: `t${index}`, name: `"Toilet" ${index}` })),
};
const firstPage = { data: [{ id: 1, name: 'Sanxiantai' }], page: 1 };

const client = (answer: unknown, page: unknown = firstPage): PersistedClient =>
  ({
    timestamp: 7,
    buster: '1.0.0',
    clientState: {
      mutations: [],
      queries: [
        { queryKey: ['facilities', 'toilet'], queryHash: 'a', state: { data: answer, x: 1 } },
        { queryKey: ['pending "one"'], queryHash: 'b', state: { status: 'pending' } },
        {
          queryKey: ['attractions'],
          queryHash: 'c',
          state: { data: { pages: [page], pageParams: [1] } },
        },
        { queryKey: ['count'], queryHash: 'd', state: { data: 0 } },
      ],
    },
  }) as unknown as PersistedClient;

afterEach(() => vi.restoreAllMocks());

describe('storedJson', () => {
  it('is the text JSON.stringify makes of the cache', () => {
    const saved = client(toilets);
    expect(storedJson(saved)).toBe(JSON.stringify(saved));
  });

  it("encodes an answer once, however often the cache is saved (the map's thousands of points)", () => {
    const answer = { ...toilets };
    const page = { ...firstPage };
    const stringify = vi.spyOn(JSON, 'stringify');
    storedJson(client(answer, page));
    storedJson(client(answer, page));
    expect(stringify.mock.calls.filter(([value]) => value === answer)).toHaveLength(1);
    expect(stringify.mock.calls.filter(([value]) => value === page)).toHaveLength(1);
  });
});
