import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useIsFetching } from './is-fetching';
import { PersistQueryClientProvider, type PersistedClient, type Persister } from './persist';
import { QueryClient } from './query-client';
import { QueryClientProvider, useQuery } from './react';

afterEach(cleanup);

/** The cache's own rules, with a key of its own (the app's come from lib/api/query-keys.ts). */
const NEWS = ['news'];

function News({ queryFn }: { queryFn: () => Promise<string> }) {
  const news = useQuery({ queryKey: NEWS, queryFn, staleTime: Infinity });
  const asking = useIsFetching();
  return (
    <p>
      {news.isPending ? 'waiting' : news.isError ? 'failed' : news.data}
      {asking > 0 ? ' (asking)' : ''}
    </p>
  );
}

describe('useQuery', () => {
  it('asks when shown, and shows the answer', async () => {
    const client = new QueryClient();
    render(
      <QueryClientProvider client={client}>
        <News queryFn={() => Promise.resolve('tides')} />
      </QueryClientProvider>,
    );
    expect(screen.getByText('waiting (asking)')).toBeDefined();
    expect(await screen.findByText('tides')).toBeDefined();
  });

  it('renders on the server what the cache holds, and hydrates it without asking', async () => {
    const client = new QueryClient();
    client.setQueryData(['news'], 'typhoon warning');
    const queryFn = vi.fn(() => Promise.resolve('other'));
    const app = (
      <QueryClientProvider client={client}>
        <News queryFn={queryFn} />
      </QueryClientProvider>
    );
    const html = renderToString(app);
    expect(html).toContain('typhoon warning');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const said = vi.spyOn(console, 'error');
    let root: Root | undefined;
    act(() => {
      root = hydrateRoot(container, app);
    });
    expect(container.textContent).toBe('typhoon warning');
    expect(said).not.toHaveBeenCalled();
    expect(queryFn).not.toHaveBeenCalled();
    act(() => root?.unmount());
    container.remove();
  });
});

/** The screens under a provider that restores from `persister`, as the app's are. */
function renderPersisted(client: QueryClient, persister: Persister, screen: ReactNode) {
  return render(
    <PersistQueryClientProvider
      client={client}
      persistOptions={{ persister, maxAge: 60_000, buster: 'v1' }}
    >
      {screen}
    </PersistQueryClientProvider>,
  );
}

describe('PersistQueryClientProvider', () => {
  it('restores the saved answers before a screen asks, then saves what changes', async () => {
    const client = new QueryClient();
    const saved: PersistedClient = {
      timestamp: Date.now(),
      buster: 'v1',
      clientState: {
        mutations: [],
        queries: [
          {
            queryKey: ['news'],
            queryHash: '["news"]',
            state: {
              data: 'kept',
              dataUpdatedAt: Date.now(),
              error: null,
              errorUpdatedAt: 0,
              status: 'success',
              fetchStatus: 'idle',
              isInvalidated: false,
            },
          },
        ],
      },
    };
    const persistClient = vi.fn(async () => undefined);
    const persister = {
      persistClient,
      restoreClient: async () => saved,
      removeClient: async () => undefined,
    };
    const queryFn = vi.fn(() => Promise.resolve('asked'));
    renderPersisted(client, persister, <News queryFn={queryFn} />);
    expect(await screen.findByText('kept')).toBeDefined();
    expect(queryFn).not.toHaveBeenCalled();
    act(() => void client.setQueryData(['news'], 'changed'));
    await waitFor(() => expect(persistClient).toHaveBeenCalledTimes(1), { timeout: 5000 });
    expect(persistClient.mock.calls[0]).toMatchObject([
      { buster: 'v1', clientState: { queries: [{ state: { data: 'changed' } }] } },
    ]);
  });

  /** A persister whose restore ends when the test says, with what it says. */
  function heldPersister() {
    let finish: (saved: PersistedClient | undefined) => void = () => undefined;
    const restoring = new Promise<PersistedClient | undefined>((resolve) => (finish = resolve));
    return {
      persister: {
        persistClient: async () => undefined,
        restoreClient: () => restoring,
        removeClient: async () => undefined,
      },
      finish: (saved?: PersistedClient) => act(async () => finish(saved)),
    };
  }

  it('asks for a screen shown while restoring once the restore has ended', async () => {
    const client = new QueryClient();
    const { persister, finish } = heldPersister();
    const queryFn = vi.fn(() => Promise.resolve('asked'));
    renderPersisted(client, persister, <News queryFn={queryFn} />);
    expect(screen.getByText('waiting')).toBeDefined();
    expect(queryFn).not.toHaveBeenCalled();
    await finish();
    expect(await screen.findByText('asked')).toBeDefined();
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  // A page rendered ahead hydrates its home in slices; a render that reached into a part not yet
  // hydrated would make React hydrate all of it at once (docs/performance.md).
  it('ends the restore without drawing again a screen whose answer it left as it was', async () => {
    const client = new QueryClient();
    client.setQueryData(NEWS, 'carried in the page');
    const { persister, finish } = heldPersister();
    const rendered = vi.fn();
    function Counted() {
      rendered();
      const news = useQuery({ queryKey: NEWS, queryFn: () => Promise.resolve('asked') });
      return <p>{news.data}</p>;
    }
    renderPersisted(client, persister, <Counted />);
    expect(screen.getByText('carried in the page')).toBeDefined();
    const before = rendered.mock.calls.length;
    await finish();
    expect(screen.getByText('carried in the page')).toBeDefined();
    expect(rendered).toHaveBeenCalledTimes(before);
  });
});
