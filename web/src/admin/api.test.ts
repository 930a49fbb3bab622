import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminApiError, adminGet, adminPicture, adminPost, fieldsOfMessage } from './api';
import { currentToken, sessionEnd, startSession } from './session';

const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers });

const ME = {
  success: true,
  data: { operator: { id: 1, name: 'Mei', role: 'staff' }, expiresAt: '2026-07-01 21:00:00' },
};

/** The address and the request of the fetch made. */
const sent = (fetchMock: { mock: { calls: unknown[][] } }) =>
  fetchMock.mock.calls[0] as unknown as [string, RequestInit];

beforeEach(() => {
  startSession({
    token: 'T'.repeat(43),
    operator: { id: 1, name: 'Mei', role: 'staff' },
    expiresAt: '2026-07-01 21:00:00',
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('fieldsOfMessage', () => {
  it.each([
    ['body.title.en: title must not be empty', ['title.en']],
    ['body.type: bad; body.link.0.url: link url must be https', ['type', 'link.0.url']],
    ['querystring.page: page counts from 1', ['page']],
    ['The email or the password is wrong', []],
  ])('%s → %j', (message, fields) => {
    expect(fieldsOfMessage(message)).toEqual(fields);
  });
});

describe('adminGet', () => {
  it('asks a call by its name, with the session token, and gives its answer', async () => {
    const fetchMock = vi.fn(async () => answer(200, ME));
    vi.stubGlobal('fetch', fetchMock);
    const me = await adminGet('me');
    expect(me.data.operator.name).toBe('Mei');
    const [url, init] = sent(fetchMock);
    expect(url).toBe('/admin/api/me');
    expect(init.headers).toEqual({
      'X-Requested-With': 'XMLHttpRequest',
      Authorization: `Bearer ${'T'.repeat(43)}`,
    });
    expect(init.cache).toBe('no-store');
  });

  it('sends its params in the query, the empty ones left out', async () => {
    const fetchMock = vi.fn(async () => answer(200, { success: true, data: [] }));
    vi.stubGlobal('fetch', fetchMock);
    await adminGet('bookings', { status: 'requested', date: '', batchId: undefined });
    expect(sent(fetchMock)[0]).toBe('/admin/api/reservations/bookings?status=requested');
  });

  it('refuses an answer its contract refuses', async () => {
    vi.stubGlobal('fetch', async () => answer(200, { success: true, data: 3 }));
    await expect(adminGet('me')).rejects.toThrow();
  });

  it('ends the session on a 401, so the console asks to sign in again', async () => {
    vi.stubGlobal('fetch', async () =>
      answer(401, { success: false, message: 'Your session has ended: sign in again' }),
    );
    await expect(adminGet('notices')).rejects.toBeInstanceOf(AdminApiError);
    expect(currentToken()).toBeUndefined();
    expect(sessionEnd()).toBe('expired');
  });

  it('hands a 429 its Retry-After and a 400 its fields, the session kept', async () => {
    vi.stubGlobal('fetch', async () =>
      answer(429, { success: false, message: 'Too many' }, { 'retry-after': '840' }),
    );
    await expect(adminGet('notices')).rejects.toMatchObject({
      status: 429,
      retryAfterSeconds: 840,
    });
    vi.stubGlobal('fetch', async () =>
      answer(400, { success: false, message: 'body.title.ja: title must not be empty' }),
    );
    await expect(adminGet('notices')).rejects.toMatchObject({
      status: 400,
      fields: ['title.ja'],
    });
    expect(currentToken()).toBe('T'.repeat(43));
  });
});

describe('adminPost', () => {
  it('sends the body to the call and checks the answer by its contract', async () => {
    const fetchMock = vi.fn(async () => answer(200, { success: true, data: { id: 12 } }));
    vi.stubGlobal('fetch', fetchMock);
    expect((await adminPost('batchOpen', { id: 12, open: false })).data.id).toBe(12);
    const [url, init] = sent(fetchMock);
    expect(url).toBe('/admin/api/reservations/batches/open');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"id":12,"open":false}');
  });
});

describe('adminPicture', () => {
  it('fetches a picture with the session token and gives it as a data URL', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(new Uint8Array([0xff, 0xd8, 0xff]), {
          status: 200,
          headers: { 'content-type': 'image/jpeg' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    expect(await adminPicture('repairPhoto', { number: 'R-2611-0001', id: 1 })).toBe(
      'data:image/jpeg;base64,/9j/',
    );
    const [url, init] = sent(fetchMock);
    expect(url).toBe('/admin/api/repairs/photo?number=R-2611-0001&id=1');
    expect(init.headers).toEqual({
      Authorization: `Bearer ${'T'.repeat(43)}`,
    });
  });

  it('ends the session on a 401', async () => {
    vi.stubGlobal('fetch', async () => answer(401, { success: false, message: 'Sign in first' }));
    await expect(
      adminPicture('repairPhoto', { number: 'R-2611-0001', id: 1 }),
    ).rejects.toMatchObject({ status: 401 });
    expect(sessionEnd()).toBe('expired');
  });
});

describe('a refusal of the store', () => {
  it('gives its reason to the console', async () => {
    vi.stubGlobal('fetch', async () =>
      answer(409, {
        success: false,
        message: 'body.capacity: 3 places are booked already',
        reason: 'belowBooked',
      }),
    );
    await expect(adminGet('notices')).rejects.toMatchObject({
      status: 409,
      fields: ['capacity'],
      reason: 'belowBooked',
    });
  });
});
