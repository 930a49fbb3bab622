import { ADMIN_API_PATHS } from '@ecg/domain/admin-api-paths';
import { afterAll, describe, expect, it } from 'vitest';
import type { TrustProxy } from '../src/config';
import { testApp } from './helper';

/**
 * Whom the limits count (docs/security.md), seen through the sign-in's per-client limit: a body
 * without a password is refused (400) after the limit has counted it, so nothing is hashed.
 */
const LIMIT = { max: 2, timeWindowMs: 60_000 };
/** One app per setting, shared by the tests of that setting (each uses addresses of its own). */
const apps = new Map<string, ReturnType<typeof testApp>>();
afterAll(async () => {
  for (const built of apps.values()) {
    const { app, store } = await built;
    await app.close();
    await store.destroy();
  }
});

async function appTrusting(trustProxy: TrustProxy) {
  const setting = JSON.stringify(trustProxy);
  if (!apps.has(setting))
    apps.set(setting, testApp({ trustProxy, signIn: { clientLimit: LIMIT } }));
  const { app } = await (apps.get(setting) as ReturnType<typeof testApp>);
  return (remoteAddress: string, forwardedFor?: string) =>
    app
      .inject({
        method: 'POST',
        url: ADMIN_API_PATHS.signIn,
        payload: { email: 'a@example.tw' },
        remoteAddress,
        headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
      })
      .then((answer) => answer.statusCode);
}

describe('the clients the limits count', () => {
  it('behind a trusted proxy, are the forwarded addresses, each with its own bucket', async () => {
    const send = await appTrusting(['10.0.0.1']);
    expect([await send('10.0.0.1', '203.0.113.5'), await send('10.0.0.1', '203.0.113.5')]).toEqual([
      400, 400,
    ]);
    expect(await send('10.0.0.1', '203.0.113.5')).toBe(429);
    expect(await send('10.0.0.1', '203.0.113.6')).toBe(400);
  });

  it('trust a hop count as well', async () => {
    const send = await appTrusting(1);
    await send('10.0.0.1', '203.0.113.5');
    await send('10.0.0.1', '203.0.113.5');
    expect(await send('10.0.0.1', '203.0.113.6')).toBe(400);
  });

  it('without TRUST_PROXY, are the sockets: the header is ignored', async () => {
    const send = await appTrusting(false);
    await send('10.0.0.1', '203.0.113.5');
    await send('10.0.0.1', '203.0.113.5');
    expect(await send('10.0.0.1', '203.0.113.6')).toBe(429);
  });

  it('from a proxy not named, do not take its header', async () => {
    const send = await appTrusting(['10.0.0.1']);
    await send('192.0.2.9', '203.0.113.5');
    await send('192.0.2.9', '203.0.113.6');
    expect(await send('192.0.2.9', '203.0.113.7')).toBe(429);
  });

  it('over IPv6, are /64 blocks: one block shares a bucket, the next has its own', async () => {
    const send = await appTrusting(false);
    await send('2001:db8:1:2::1');
    await send('2001:db8:1:2:ffff:ffff:ffff:ffff');
    expect(await send('2001:db8:1:2::abcd')).toBe(429);
    expect(await send('2001:db8:1:3::1')).toBe(400);
  });
});
