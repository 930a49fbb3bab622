import { describe, expect, it, vi } from 'vitest';
import { dehydrate, hydrate } from './hydration';
import { persistQueryClientRestore, persistQueryClientSave, type PersistedClient } from './persist';
import { QueryClient } from './query-client';

describe('dehydrate and hydrate', () => {
  it('carry the answers that came, with their time, and not the failures', async () => {
    const server = new QueryClient();
    server.setQueryData(['news', 'en'], [{ id: 1 }]);
    await server
      .fetchQuery({ queryKey: ['events'], queryFn: () => Promise.reject(new Error('down')) })
      .catch(() => undefined);
    const carried = JSON.parse(JSON.stringify(dehydrate(server))) as ReturnType<typeof dehydrate>;
    expect(carried.queries.map((query) => query.queryKey)).toEqual([['news', 'en']]);

    const client = new QueryClient();
    hydrate(client, carried);
    expect(client.getQueryData(['news', 'en'])).toEqual([{ id: 1 }]);
    const [query] = client.getQueryCache().findAll();
    expect(query?.state.dataUpdatedAt).toBe(carried.queries[0]?.state.dataUpdatedAt);
  });

  it('never put an older answer over a newer one', () => {
    const older = new QueryClient();
    older.setQueryData(['news'], 'older');
    const carried = dehydrate(older);
    const client = new QueryClient();
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 1000);
    client.setQueryData(['news'], 'newer');
    vi.restoreAllMocks();
    hydrate(client, carried);
    expect(client.getQueryData(['news'])).toBe('newer');
  });
});

describe('the saved cache', () => {
  function memory() {
    let saved: PersistedClient | undefined;
    return {
      persister: {
        persistClient: async (client: PersistedClient) => {
          saved = client;
        },
        restoreClient: async () => saved,
        removeClient: async () => {
          saved = undefined;
        },
      },
      saved: () => saved,
    };
  }
  const options = { maxAge: 60_000, buster: '1.0.0' };

  async function roundTrip(restoredAfterMs: number, restoredBy = options.buster) {
    const store = memory();
    const client = new QueryClient();
    client.setQueryData(['regions', 'en'], ['Hualien', 'Taitung']);
    await persistQueryClientSave(client, { ...options, persister: store.persister });
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + restoredAfterMs);
    const restored = new QueryClient();
    await persistQueryClientRestore(restored, {
      ...options,
      buster: restoredBy,
      persister: store.persister,
    });
    vi.restoreAllMocks();
    return { data: restored.getQueryData(['regions', 'en']), saved: store.saved() };
  }

  it('comes back within its age, by the version that saved it', async () => {
    const { data, saved } = await roundTrip(59_000);
    expect(data).toEqual(['Hualien', 'Taitung']);
    expect(saved?.buster).toBe('1.0.0');
  });

  it('is dropped once older than its age', async () => {
    expect(await roundTrip(61_000)).toEqual({ data: undefined, saved: undefined });
  });

  it('is dropped when another version saved it', async () => {
    expect(await roundTrip(0, '1.0.1')).toEqual({ data: undefined, saved: undefined });
  });
});
