import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportReview } from './report';

/*
 * A report's call (docs/writes.md, Idempotency-Key): the key it is given goes with it, the same
 * on a second press, and what the server answers becomes what the dialog says.
 */

const KEY = 'c0ffee00-1111-4222-8333-444455556666';

function answering(status: number, body: unknown) {
  const fetch = vi.fn((_url: string, _init: RequestInit) =>
    Promise.resolve(
      new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
    ),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe('reportReview', () => {
  it('sends the reason with the key it was given, every time', async () => {
    const fetch = answering(200, { success: true, data: { reported: true } });
    const request = { reviewId: 7, reason: 'spam' as const };
    expect(await reportReview('en', request, KEY)).toBe('reported');
    expect(await reportReview('en', request, KEY)).toBe('reported');
    for (const [url, init] of fetch.mock.calls) {
      expect(url).toBe('/en/opendata/reviews/report');
      expect(init.method).toBe('POST');
      expect(init.cache).toBe('no-store');
      expect((init.headers as Record<string, string>)['idempotency-key']).toBe(KEY);
      expect(JSON.parse(String(init.body))).toEqual(request);
    }
  });

  it.each([
    [404, 'gone'],
    [429, 'tooMany'],
    [400, 'failed'],
    [500, 'failed'],
  ] as const)('says a %s as %s', async (status, outcome) => {
    answering(status, { success: false, message: 'no' });
    expect(await reportReview('en', { reviewId: 7, reason: 'other' }, KEY)).toBe(outcome);
  });

  it('says offline when no answer comes', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await reportReview('en', { reviewId: 7, reason: 'untrue' }, KEY)).toBe('offline');
  });
});
