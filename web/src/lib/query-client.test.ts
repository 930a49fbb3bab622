import {
  persistQueryClientRestore,
  persistQueryClientSave,
  type PersistedClient,
  type Persister,
} from './query';
import { describe, expect, it } from 'vitest';
import { createQueryClient, persistOptions } from './query-client';
import { PERSISTED_LIST_PAGES, trimForStorage } from './saved-cache';

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

describe('persistOptions', () => {
  /** Storage as IndexedDB would hold it, in memory. */
  function memoryPersister() {
    let saved: PersistedClient | undefined;
    const persister: Persister = {
      persistClient: async (client) => {
        saved = client;
      },
      restoreClient: async () => saved,
      removeClient: async () => {
        saved = undefined;
      },
    };
    return { persister, saved: () => saved };
  }

  async function saveRegions(persister: Persister, buster: string): Promise<void> {
    const queryClient = createQueryClient();
    queryClient.setQueryData(['regions', 'en'], ['Hualien', 'Taitung']);
    await persistQueryClientSave(queryClient, { ...persistOptions, persister, buster });
  }

  async function restore(persister: Persister): Promise<unknown> {
    const queryClient = createQueryClient();
    await persistQueryClientRestore(queryClient, { ...persistOptions, persister });
    return queryClient.getQueryData(['regions', 'en']);
  }

  it("is this build's version", () => {
    expect(persistOptions.buster).toBe(__APP_VERSION__);
    expect(persistOptions.buster).not.toBe('');
  });

  it('restores what this version saved', async () => {
    const memory = memoryPersister();
    await saveRegions(memory.persister, persistOptions.buster);
    expect(await restore(memory.persister)).toEqual(['Hualien', 'Taitung']);
  });

  it('drops what an earlier version saved', async () => {
    const memory = memoryPersister();
    await saveRegions(memory.persister, '0.1.0+earlier');
    expect(await restore(memory.persister)).toBeUndefined();
    expect(memory.saved()).toBeUndefined();
  });
});
