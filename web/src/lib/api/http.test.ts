import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError, requestJson, TimeoutError } from './http';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const answer = (status: number, body: unknown, statusText = '') =>
  new Response(JSON.stringify(body), { status, statusText });

describe('requestJson', () => {
  it('sends X-Requested-With always, and Content-Type with a JSON body', async () => {
    const fetchMock = vi.fn(async () => answer(200, { success: true }));
    vi.stubGlobal('fetch', fetchMock);
    await requestJson('/en/opendata/news');
    await requestJson('/en/opendata/attractions/detail', { body: { id: 3 } });
    const calls = fetchMock.mock.calls as unknown as [string, RequestInit][];
    const getCall = calls[0]!;
    const postCall = calls[1]!;
    expect(getCall[1].method).toBe('GET');
    expect(getCall[1].headers).toEqual({ 'X-Requested-With': 'XMLHttpRequest' });
    expect(postCall[1].method).toBe('POST');
    expect(postCall[1].headers).toEqual({
      'X-Requested-With': 'XMLHttpRequest',
      'Content-Type': 'application/json',
    });
    expect(postCall[1].body).toBe('{"id":3}');
  });

  it("asks the server each time, not the browser's cache, whose answers would hide a dead network", async () => {
    const fetchMock = vi.fn(async () => answer(200, { success: true }));
    vi.stubGlobal('fetch', fetchMock);
    await requestJson('/en/opendata/news');
    const [call] = fetchMock.mock.calls as unknown as [string, RequestInit][];
    expect(call![1].cache).toBe('no-cache');
  });

  it('turns a status other than OK into an error of status and status text', async () => {
    vi.stubGlobal('fetch', async () => answer(404, { success: false }, 'Not Found'));
    const error = await requestJson('/x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).message).toBe('404 Not Found');
  });

  it('gives up after the timeout with a Timeout Error', async () => {
    vi.stubGlobal(
      'fetch',
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted'))),
        ),
    );
    const error = await requestJson('/slow', { timeoutMs: 20 }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TimeoutError);
    expect((error as Error).message).toBe('Timeout Error');
  });
});
