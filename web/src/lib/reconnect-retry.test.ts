import { onlineManager, QueryClient, QueryObserver } from './query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RETRY_DELAY_MS } from './query-client';
import { RECONNECT_ATTEMPTS, retryFailedWhenOnline } from './reconnect-retry';

afterEach(() => {
  vi.useRealTimers();
  onlineManager.setOnline(true);
});

async function failedScreen(answers: (() => Promise<string>)[]) {
  const client = new QueryClient();
  // As the app's provider does: the client follows the network's comings and goings.
  client.mount();
  const queryFn = vi.fn(() => answers.shift()?.() ?? Promise.resolve('loaded'));
  const observer = new QueryObserver(client, { queryKey: ['events'], queryFn });
  const unsubscribe = observer.subscribe(() => undefined);
  await vi.waitFor(() => expect(observer.getCurrentResult().status).toBe('error'));
  return { client, queryFn, observer, unsubscribe };
}

describe('retryFailedWhenOnline', () => {
  it('asks a failed screen again, a retry delay apart, until it loads', async () => {
    const fail = () => Promise.reject(new Error('network'));
    const screen = await failedScreen([fail, fail, fail]);
    vi.useFakeTimers();
    const stop = retryFailedWhenOnline(screen.client);
    onlineManager.setOnline(false);
    onlineManager.setOnline(true);
    // The refetch of coming back online fails, as the network's first moments may.
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS);
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS);
    expect(screen.queryFn).toHaveBeenCalledTimes(4);
    expect(screen.observer.getCurrentResult().data).toBe('loaded');
    const calls = screen.queryFn.mock.calls.length;
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS * RECONNECT_ATTEMPTS);
    expect(screen.queryFn.mock.calls.length).toBe(calls);
    stop();
    screen.unsubscribe();
  });

  it('gives up after a few attempts, leaving the retry button to the visitor', async () => {
    const fail = () => Promise.reject(new Error('network'));
    const screen = await failedScreen(Array.from({ length: 10 }, () => fail));
    vi.useFakeTimers();
    const stop = retryFailedWhenOnline(screen.client);
    onlineManager.setOnline(false);
    onlineManager.setOnline(true);
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS * (RECONNECT_ATTEMPTS + 3));
    const asked = screen.queryFn.mock.calls.length;
    // The first call, the reconnect's own refetch, then the attempts.
    expect(asked).toBeLessThanOrEqual(2 + RECONNECT_ATTEMPTS);
    expect(screen.observer.getCurrentResult().status).toBe('error');
    stop();
    screen.unsubscribe();
  });
});
