import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { describe, expect, it } from 'vitest';
import { PERSISTED_LIST_PAGES, trimForStorage } from './query-client';

const client = (data: unknown): PersistedClient =>
  ({
    timestamp: 1,
    buster: '',
    clientState: {
      mutations: [],
      queries: [{ queryKey: ['attractions'], queryHash: 'h', state: { data } }],
    },
  }) as unknown as PersistedClient;

const dataOf = (saved: PersistedClient) => saved.clientState.queries[0]?.state.data;

describe('trimForStorage', () => {
  it('keeps the first pages of a long list', () => {
    const pages = Array.from({ length: 40 }, (_, index) => ({ page: index + 1 }));
    const saved = trimForStorage(client({ pages, pageParams: pages.map((page) => page.page) }));
    expect(dataOf(saved)).toEqual({
      pages: pages.slice(0, PERSISTED_LIST_PAGES),
      pageParams: [1, 2],
    });
  });

  it('leaves short lists and other answers as they are', () => {
    const short = { pages: [{ page: 1 }], pageParams: [1] };
    expect(dataOf(trimForStorage(client(short)))).toBe(short);
    const record = { id: 5, name: 'Sanxiantai' };
    expect(dataOf(trimForStorage(client(record)))).toBe(record);
  });
});
