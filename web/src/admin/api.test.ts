import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { AdminApiError, adminGet, fieldsOfMessage } from './api';
import { currentToken, sessionEnd, startSession } from './session';

const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers });

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
  it('sends the session token and checks the answer by its contract', async () => {
    const fetchMock = vi.fn(async () => answer(200, { success: true, data: 3 }));
    vi.stubGlobal('fetch', fetchMock);
    const data = await adminGet(
      '/admin/api/x',
      z.object({ success: z.boolean(), data: z.number() }),
    );
    expect(data.data).toBe(3);
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.headers).toEqual({ Authorization: `Bearer ${'T'.repeat(43)}` });
    expect(init.cache).toBe('no-store');
  });

  it('ends the session on a 401, so the console asks to sign in again', async () => {
    vi.stubGlobal('fetch', async () =>
      answer(401, { success: false, message: 'Your session has ended: sign in again' }),
    );
    await expect(adminGet('/admin/api/x', z.unknown())).rejects.toBeInstanceOf(AdminApiError);
    expect(currentToken()).toBeUndefined();
    expect(sessionEnd()).toBe('expired');
  });

  it('hands a 429 its Retry-After and a 400 its fields, the session kept', async () => {
    vi.stubGlobal('fetch', async () =>
      answer(429, { success: false, message: 'Too many' }, { 'retry-after': '840' }),
    );
    await expect(adminGet('/admin/api/x', z.unknown())).rejects.toMatchObject({
      status: 429,
      retryAfterSeconds: 840,
    });
    vi.stubGlobal('fetch', async () =>
      answer(400, { success: false, message: 'body.title.ja: title must not be empty' }),
    );
    await expect(adminGet('/admin/api/x', z.unknown())).rejects.toMatchObject({
      status: 400,
      fields: ['title.ja'],
    });
    expect(currentToken()).toBe('T'.repeat(43));
  });
});
