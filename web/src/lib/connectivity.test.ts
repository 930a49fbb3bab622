import { onlineManager } from './query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CACHED_ANSWER_HEADER } from './cached-answer';
import { requestJson } from './api/http';
import {
  followNetwork,
  isOffline,
  noteNetwork,
  onNetworkBack,
  PROBE_INTERVAL_MS,
} from './connectivity';

const json = (headers: Record<string, string> = {}) =>
  new Response('{"success":true}', {
    status: 200,
    headers: { 'content-type': 'application/json', ...headers },
  });
const noNetwork = () => Promise.reject(new TypeError('Failed to fetch'));

/** The page's fetch: calls answered by `calls`, the probe of the server by `probe`. */
function network(calls: () => Promise<Response>, probe: () => Promise<Response> = calls) {
  const fetchMock = vi.fn((url: string) => (url === '/api/health' ? probe() : calls()));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const probes = (fetchMock: ReturnType<typeof network>) =>
  fetchMock.mock.calls.filter(([url]) => url === '/api/health').length;

beforeEach(() => {
  // The browser believes it is online, as Chromium 150 and a phone on a dead network do.
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
});

afterEach(() => {
  noteNetwork(true);
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the network as the app finds it', () => {
  it('is offline when the browser says so', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(isOffline()).toBe(true);
  });

  it('is offline when a call finds no network and the server does not answer either, though the browser says online', async () => {
    network(noNetwork);
    await expect(requestJson('/en/opendata/news')).rejects.toThrow(TypeError);
    await vi.waitFor(() => expect(isOffline()).toBe(true));
  });

  it('is offline when the service worker answered from its cache and the server does not answer', async () => {
    network(async () => json({ [CACHED_ANSWER_HEADER]: 'network-error' }), noNetwork);
    await requestJson('/en/opendata/news');
    await vi.waitFor(() => expect(isOffline()).toBe(true));
  });

  it('is offline when a call gets no answer in time, nor does the server', async () => {
    const hanging = (_url: string, init: RequestInit) =>
      new Promise<Response>((_resolve, reject) =>
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted'))),
      );
    vi.stubGlobal('fetch', (url: string, init: RequestInit) =>
      url === '/api/health' ? noNetwork() : hanging(url, init),
    );
    await expect(requestJson('/slow', { timeoutMs: 10 })).rejects.toThrow('Timeout Error');
    await vi.waitFor(() => expect(isOffline()).toBe(true));
  });

  it('is not offline when one call fails while the server answers (a blocked address)', async () => {
    const fetchMock = network(noNetwork, async () => new Response(null, { status: 200 }));
    await expect(requestJson('/en/opendata/news')).rejects.toThrow(TypeError);
    await vi.waitFor(() => expect(probes(fetchMock)).toBe(1));
    await Promise.resolve();
    expect(isOffline()).toBe(false);
  });

  it('is online again with the next answer from the network, an error status included', async () => {
    network(noNetwork);
    await expect(requestJson('/en/opendata/news')).rejects.toThrow();
    await vi.waitFor(() => expect(isOffline()).toBe(true));
    network(async () => new Response('{}', { status: 404 }));
    await expect(requestJson('/en/opendata/news')).rejects.toThrow('404');
    expect(isOffline()).toBe(false);
  });

  it('is not offline when the visitor cancelled a call', async () => {
    const leaving = new AbortController();
    leaving.abort();
    network(() => Promise.reject(new DOMException('aborted', 'AbortError')));
    await expect(requestJson('/en/opendata/news', { signal: leaving.signal })).rejects.toThrow();
    expect(isOffline()).toBe(false);
  });

  it('asks the server now and then while offline, and is online once it answers', async () => {
    vi.useFakeTimers();
    const fetchMock = network(noNetwork);
    await expect(requestJson('/en/opendata/news')).rejects.toThrow();
    await vi.advanceTimersByTimeAsync(0);
    expect(probes(fetchMock)).toBe(1);
    expect(isOffline()).toBe(true);
    await vi.advanceTimersByTimeAsync(PROBE_INTERVAL_MS);
    expect(probes(fetchMock)).toBe(2);
    await vi.advanceTimersByTimeAsync(PROBE_INTERVAL_MS);
    expect(probes(fetchMock)).toBe(3);

    network(noNetwork, async () => new Response(null, { status: 200 }));
    await vi.advanceTimersByTimeAsync(PROBE_INTERVAL_MS);
    expect(isOffline()).toBe(false);
  });

  it('tells what waits for the network when its server answers again, the browser saying nothing', async () => {
    vi.useFakeTimers();
    const back = vi.fn();
    onNetworkBack(back);
    network(noNetwork);
    // A form found no network: the app asks its server until it answers.
    noteNetwork(false);
    await vi.advanceTimersByTimeAsync(PROBE_INTERVAL_MS);
    expect(isOffline()).toBe(true);
    expect(back).not.toHaveBeenCalled();
    network(noNetwork, async () => new Response(null, { status: 200 }));
    await vi.advanceTimersByTimeAsync(PROBE_INTERVAL_MS);
    expect(back).toHaveBeenCalledTimes(1);
  });

  it('asks nothing while calls are answered', async () => {
    vi.useFakeTimers();
    const fetchMock = network(async () => json());
    await requestJson('/en/opendata/news');
    await vi.advanceTimersByTimeAsync(3 * PROBE_INTERVAL_MS);
    expect(probes(fetchMock)).toBe(0);
  });

  it('leads the query layer, which asks failed screens again when the network returns', async () => {
    network(noNetwork, noNetwork);
    followNetwork();
    await vi.waitFor(() => expect(onlineManager.isOnline()).toBe(false));
    network(async () => json());
    await requestJson('/en/opendata/news');
    expect(onlineManager.isOnline()).toBe(true);
  });
});
