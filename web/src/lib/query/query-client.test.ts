import { afterEach, describe, expect, it, vi } from 'vitest';
import { onlineManager } from './online-manager';
import { QueryClient } from './query-client';
import { QueryObserver } from './query-observer';
import type { AnyQueryOptions } from './types';

afterEach(() => {
  vi.useRealTimers();
  onlineManager.setOnline(true);
});

const answering = <T>(...answers: T[]) => {
  let asked = 0;
  return vi.fn(async () => answers[Math.min(asked++, answers.length - 1)]);
};

/** A screen showing a query: mounted until stopped. */
function shown(client: QueryClient, options: AnyQueryOptions) {
  const observer = new QueryObserver(client, options);
  const stop = observer.subscribe(() => undefined);
  return { observer, stop, result: () => observer.getCurrentResult() };
}

describe('the cache', () => {
  it('answers from what it holds while fresh, and asks again once stale', async () => {
    vi.useFakeTimers();
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 1000 } } });
    const queryFn = answering('first', 'second');
    const query = { queryKey: ['news', 'en'], queryFn };
    expect(await client.fetchQuery(query)).toBe('first');
    expect(await client.fetchQuery(query)).toBe('first');
    vi.advanceTimersByTime(1000);
    expect(await client.fetchQuery(query)).toBe('second');
    expect(queryFn).toHaveBeenCalledTimes(2);
  });

  it('asks once for questions asked together', async () => {
    const client = new QueryClient();
    const queryFn = answering('one');
    const query = { queryKey: ['news', 'en'], queryFn };
    const answers = await Promise.all([client.fetchQuery(query), client.fetchQuery(query)]);
    expect(answers).toEqual(['one', 'one']);
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('never retries: a failed call fails at once, kept with its error', async () => {
    const client = new QueryClient();
    const queryFn = vi.fn(() => Promise.reject(new Error('network')));
    await expect(client.fetchQuery({ queryKey: ['news'], queryFn })).rejects.toThrow('network');
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(client.getQueryCache().findAll()[0]?.state.status).toBe('error');
  });

  it('asks whatever the network, offline too (the answer may come from the worker)', async () => {
    onlineManager.setOnline(false);
    const client = new QueryClient();
    expect(await client.fetchQuery({ queryKey: ['news'], queryFn: answering('kept') })).toBe(
      'kept',
    );
  });

  it('drops an answer no screen shows once its time is up', async () => {
    vi.useFakeTimers();
    const client = new QueryClient({
      defaultOptions: { queries: { gcTime: 5000, staleTime: Infinity } },
    });
    await client.fetchQuery({ queryKey: ['news'], queryFn: answering('one') });
    const screen = shown(client, { queryKey: ['news'] });
    vi.advanceTimersByTime(10_000);
    expect(client.getQueryData(['news'])).toBe('one');
    screen.stop();
    vi.advanceTimersByTime(4999);
    expect(client.getQueryData(['news'])).toBe('one');
    vi.advanceTimersByTime(1);
    expect(client.getQueryData(['news'])).toBeUndefined();
  });

  it('asks again what is invalidated and shown, and only marks the rest', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    const shownFn = answering('a', 'b');
    const screen = shown(client, { queryKey: ['trips', 'en'], queryFn: shownFn });
    await vi.waitFor(() => expect(screen.result().data).toBe('a'));
    client.setQueryData(['trips', 'en', { id: 1 }], 'trip');
    await client.invalidateQueries({ queryKey: ['trips'] });
    expect(screen.result().data).toBe('b');
    const hidden = client.getQueryCache().findAll({ queryKey: ['trips', 'en', { id: 1 }] });
    expect(hidden[0]?.state.isInvalidated).toBe(true);
    expect(client.getQueryData(['trips', 'en', { id: 1 }])).toBe('trip');
    screen.stop();
  });
});

describe('a screen', () => {
  it('asks when mounted with no answer, not when the answer is fresh', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    const queryFn = answering('one');
    const first = shown(client, { queryKey: ['news'], queryFn });
    expect(first.result()).toMatchObject({ status: 'pending', isFetching: true });
    await vi.waitFor(() => expect(first.result().data).toBe('one'));
    const second = shown(client, { queryKey: ['news'], queryFn });
    expect(second.result()).toMatchObject({ status: 'success', isFetching: false });
    const always = shown(client, { queryKey: ['news'], queryFn, refetchOnMount: 'always' });
    await vi.waitFor(() => expect(always.result().isFetching).toBe(false));
    expect(queryFn).toHaveBeenCalledTimes(2);
    for (const screen of [first, second, always]) screen.stop();
  });

  it('asks nothing while disabled, and shows it pending', async () => {
    const client = new QueryClient();
    const queryFn = answering('one');
    const screen = shown(client, { queryKey: ['news'], queryFn, enabled: false });
    expect(screen.result()).toMatchObject({
      status: 'pending',
      isPending: true,
      isFetching: false,
    });
    screen.observer.setOptions({ queryKey: ['news'], queryFn });
    screen.observer.commit();
    await vi.waitFor(() => expect(screen.result().data).toBe('one'));
    screen.stop();
  });

  it('keeps its result, and what it selected, the same objects while nothing changed', async () => {
    const client = new QueryClient();
    const queryFn = answering({ items: [{ id: 1 }] }, { items: [{ id: 1 }] });
    const options = () => ({
      queryKey: ['news'],
      queryFn,
      select: (data: { items: { id: number }[] }) => data.items,
    });
    const screen = shown(client, options());
    await vi.waitFor(() => expect(screen.result().data).toEqual([{ id: 1 }]));
    const before = screen.result();
    screen.observer.setOptions(options());
    expect(screen.result()).toBe(before);
    await screen.result().refetch();
    expect(queryFn).toHaveBeenCalledTimes(2);
    expect(screen.result().data).toBe(before.data);
    screen.stop();
  });

  it('gives up a call only it waited for, and goes back to before it', async () => {
    const client = new QueryClient();
    let signal: AbortSignal | undefined;
    const queryFn = vi.fn((context: { signal: AbortSignal }) => {
      signal = context.signal;
      return new Promise<never>(() => undefined);
    });
    const screen = shown(client, { queryKey: ['near'], queryFn } as AnyQueryOptions);
    expect(client.getQueryCache().findAll({ fetchStatus: 'fetching' })).toHaveLength(1);
    screen.stop();
    expect(signal?.aborted).toBe(true);
    expect(client.getQueryCache().findAll()[0]?.state).toMatchObject({
      status: 'pending',
      fetchStatus: 'idle',
    });
  });

  it('asks again at its interval while the page is seen', async () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    const queryFn = answering(1, 2, 3);
    const screen = shown(client, { queryKey: ['parking'], queryFn, refetchInterval: 60_000 });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(queryFn).toHaveBeenCalledTimes(2);
    screen.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(queryFn).toHaveBeenCalledTimes(2);
  });

  it('keeps its interval when its answer turns stale (the turn is no new answer)', async () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    const queryFn = answering('again');
    // An answer a moment old when the screen opens: it turns stale just before the interval's
    // end, as when a busy phone's clock moved on between the answer and its timers.
    client.setQueryData(['parking'], 'kept');
    vi.advanceTimersByTime(10);
    const options = { queryKey: ['parking'], queryFn, staleTime: 60_000, refetchInterval: 60_000 };
    const screen = shown(client, options);
    expect(queryFn).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(queryFn).toHaveBeenCalledTimes(1);
    screen.stop();
  });

  it('counts its interval from the last answer, not from when the screen opened', async () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    // An answer that takes 5 s to come, as on a slow network.
    const queryFn = vi.fn(
      () => new Promise((resolve) => setTimeout(() => resolve('counts'), 5_000)),
    );
    const screen = shown(client, { queryKey: ['parking'], queryFn, refetchInterval: 60_000 });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(queryFn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(queryFn).toHaveBeenCalledTimes(2);
    screen.stop();
  });
});
