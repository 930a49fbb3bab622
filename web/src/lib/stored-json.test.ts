import type { PersistedClient } from './query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ENCODE_SLICE_MS, storedJson } from './stored-json';

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
  it('is the text JSON.stringify makes of the cache', async () => {
    const saved = client(toilets);
    expect(await storedJson(saved)).toBe(JSON.stringify(saved));
  });

  it("encodes an answer once, however often the cache is saved (the map's thousands of points)", async () => {
    const answer = { ...toilets };
    const page = { ...firstPage };
    const stringify = vi.spyOn(JSON, 'stringify');
    await storedJson(client(answer, page));
    await storedJson(client(answer, page));
    expect(stringify.mock.calls.filter(([value]) => value === answer)).toHaveLength(1);
    expect(stringify.mock.calls.filter(([value]) => value === page)).toHaveLength(1);
  });

  it('lets the page go between answers once a slice of time is spent', async () => {
    vi.useFakeTimers();
    try {
      const spent = { ms: 0 };
      vi.spyOn(performance, 'now').mockImplementation(() => spent.ms);
      const stringify = JSON.stringify.bind(JSON);
      // Each answer costs more than a slice to encode.
      vi.spyOn(JSON, 'stringify').mockImplementation((value: unknown) => {
        spent.ms += ENCODE_SLICE_MS + 1;
        return stringify(value);
      });
      const layers = Array.from({ length: 3 }, (_, index) => ({ success: true, data: [index] }));
      const saved = {
        ...client(toilets),
        clientState: {
          mutations: [],
          queries: layers.map((data, index) => ({
            queryKey: ['layer', index],
            queryHash: `${index}`,
            state: { data },
          })),
        },
      } as unknown as PersistedClient;
      let done = false;
      const text = storedJson(saved).then((made) => {
        done = true;
        return made;
      });
      await Promise.resolve();
      expect(done).toBe(false);
      await vi.runAllTimersAsync();
      expect(JSON.parse(await text)).toEqual(JSON.parse(stringify(saved)));
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
