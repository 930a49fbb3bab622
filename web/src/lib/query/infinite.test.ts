import { describe, expect, it, vi } from 'vitest';
import { pages as pagesBehaviour } from './infinite';
import { QueryClient } from './query-client';
import { QueryObserver } from './query-observer';
import type { AnyQueryOptions } from './types';

describe('a list asked page by page', () => {
  const pages = (client: QueryClient, last: number) => {
    const queryFn = vi.fn(async ({ pageParam }: { pageParam: number }) => ({ page: pageParam }));
    const options = {
      queryKey: ['attractions', 'en', 'pages'],
      queryFn,
      initialPageParam: 1,
      getNextPageParam: (page: { page: number }) => (page.page < last ? page.page + 1 : undefined),
    };
    const observer = new QueryObserver(client, {
      ...(options as unknown as AnyQueryOptions),
      pages: pagesBehaviour,
    });
    const stop = observer.subscribe(() => undefined);
    return { queryFn, screen: { stop, result: () => observer.getCurrentResult() } };
  };

  it('adds the next page, and says when there is none', async () => {
    const client = new QueryClient();
    const { screen } = pages(client, 2);
    await vi.waitFor(() => expect(screen.result().hasNextPage).toBe(true));
    const more = screen.result().fetchNextPage!();
    expect(screen.result().isFetchingNextPage).toBe(true);
    await more;
    expect(screen.result()).toMatchObject({
      data: { pages: [{ page: 1 }, { page: 2 }], pageParams: [1, 2] },
      hasNextPage: false,
      isFetchingNextPage: false,
    });
    screen.stop();
  });

  it('asks again each page it holds, from the first', async () => {
    const client = new QueryClient();
    const { screen, queryFn } = pages(client, 5);
    await vi.waitFor(() => expect(screen.result().hasNextPage).toBe(true));
    await screen.result().fetchNextPage!();
    queryFn.mockClear();
    await screen.result().refetch();
    expect(queryFn.mock.calls.map(([context]) => context.pageParam)).toEqual([1, 2]);
    screen.stop();
  });

  it('keeps its pages when the next one fails, and says so', async () => {
    const client = new QueryClient();
    const { screen, queryFn } = pages(client, 5);
    await vi.waitFor(() => expect(screen.result().hasNextPage).toBe(true));
    queryFn.mockRejectedValueOnce(new Error('network'));
    await screen.result().fetchNextPage!();
    expect(screen.result()).toMatchObject({
      isError: true,
      isFetchNextPageError: true,
      data: { pages: [{ page: 1 }] },
    });
    screen.stop();
  });
});
