import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { markSeen } from './outbox';
import { sendEntry, sendWaiting } from './outbox-send';
import { allEntries, deleteEntry, entryOf, putEntry, type OutboxEntry } from './outbox-store';

/** The outbox over a real IndexedDB (fake-indexeddb), the server's answers stubbed. */
const entry = (key: string, savedAt = 1): OutboxEntry => ({
  key: `key-${key}-0000000000000`,
  name: 'suggest',
  lang: 'en',
  body: { topic: 'signs' },
  savedAt,
  state: 'waiting',
});

const answer = (status: number, body: object) => () =>
  Promise.resolve(
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    }),
  );
const noNetwork = () => Promise.reject(new TypeError('Failed to fetch'));

function server(reply: () => Promise<Response>) {
  const fetchMock = vi.fn((_url: string, _init: RequestInit) => reply());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

beforeEach(async () => {
  for (const kept of await allEntries()) await deleteEntry(kept.key);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('sendEntry', () => {
  it('sends with the key made when the form was saved, and keeps the answer', async () => {
    const fetchMock = server(answer(201, { success: true, data: { number: 'S-2611-0001' } }));
    const saved = entry('a');
    await putEntry(saved);
    const after = await sendEntry(saved);
    expect(after).toMatchObject({ state: 'sent', status: 201 });
    expect(await entryOf(saved.key)).toEqual(after);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/en/opendata/suggest');
    expect(new Headers(init?.headers).get('idempotency-key')).toBe(saved.key);
  });

  it.each([
    ['no network', noNetwork],
    ['a server error', answer(503, { success: false, message: 'down' })],
    ['the limit', answer(429, { success: false, message: 'Too many requests' })],
    [
      'the same form still being saved',
      answer(409, { success: false, message: 'headers.idempotency-key: still being saved' }),
    ],
  ])('leaves the form waiting after %s', async (_, reply) => {
    server(reply);
    const saved = entry('b');
    await putEntry(saved);
    expect((await sendEntry(saved)).state).toBe('waiting');
    expect(await entryOf(saved.key)).toEqual(saved);
  });

  it('keeps a refusal of the form itself as refused, to be shown', async () => {
    server(answer(409, { success: false, message: 'body.token: used', issues: [] }));
    const saved = entry('c');
    await putEntry(saved);
    expect(await sendEntry(saved)).toMatchObject({ state: 'refused', status: 409 });
  });

  it('does not send again a form answered meanwhile, nor write over what was seen', async () => {
    const fetchMock = server(answer(201, { success: true, data: {} }));
    const saved = entry('d');
    await putEntry(saved);
    await sendEntry(saved);
    await markSeen(saved.key);
    const seen = await entryOf(saved.key);
    expect(seen?.seenAt).toEqual(expect.any(Number));
    // A copy read before (by the worker, or another tab) is sent no more.
    expect(await sendEntry(saved)).toEqual(seen);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('sendWaiting', () => {
  it('sends the waiting forms, oldest first, and says whether any still waits', async () => {
    const sent: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init: RequestInit) => {
        const key = new Headers(init.headers).get('idempotency-key') ?? '';
        sent.push(key);
        return key.includes('late') ? noNetwork() : answer(201, { success: true, data: {} })();
      }),
    );
    await putEntry(entry('new', 3));
    await putEntry(entry('late', 2));
    await putEntry(entry('old', 1));
    expect(await sendWaiting()).toBe(true);
    expect(sent.map((key) => key.split('-')[1])).toEqual(['old', 'late', 'new']);
    server(answer(201, { success: true, data: {} }));
    expect(await sendWaiting()).toBe(false);
  });
});
