import { afterEach, describe, expect, it, vi } from 'vitest';
import { CACHED_ANSWER_HEADER } from '../cached-answer';
import { send } from './send';

afterEach(() => vi.unstubAllGlobals());

describe('send: the web’s one request', () => {
  it('gives a refusal as an answer, its JSON read, with the call’s own headers and cache', async () => {
    const fetchMock = vi.fn(
      async () => new Response(JSON.stringify({ issues: [{ rule: 'closed' }] }), { status: 409 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const answer = await send('/en/x', {
      body: { id: 1 },
      headers: { 'Idempotency-Key': 'k' },
      cache: 'no-store',
    });
    expect([answer.status, answer.ok, answer.body]).toEqual([
      409,
      false,
      { issues: [{ rule: 'closed' }] },
    ]);
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.headers).toEqual({
      'X-Requested-With': 'XMLHttpRequest',
      'Content-Type': 'application/json',
      'Idempotency-Key': 'k',
    });
    expect(init.cache).toBe('no-store');
  });

  it('gives no body for an answer that is not JSON', async () => {
    vi.stubGlobal('fetch', async () => new Response('<html>', { status: 502 }));
    expect((await send('/en/x')).body).toBeUndefined();
  });

  it('tells onNetwork what it found: the network, the worker’s cache, or nothing', async () => {
    const found: boolean[] = [];
    const onNetwork = (answered: boolean) => found.push(answered);
    vi.stubGlobal('fetch', async () => new Response('{}'));
    await send('/en/x', { onNetwork });
    vi.stubGlobal(
      'fetch',
      async () => new Response('{}', { headers: { [CACHED_ANSWER_HEADER]: 'timeout' } }),
    );
    await send('/en/x', { onNetwork });
    vi.stubGlobal('fetch', async () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(send('/en/x', { onNetwork })).rejects.toThrow(TypeError);
    expect(found).toEqual([true, false, false]);
  });
});
