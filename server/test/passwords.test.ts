import * as crypto from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { hashPassword, verifyPassword } from '../src/store/operators/passwords';
import { testApp } from './helper';
import { TEST_PASSWORD_COST, signIn } from './operators';

/** Every scrypt the server runs, with its cost. */
vi.mock('node:crypto', async (original) => {
  const actual = await original<typeof crypto>();
  return { ...actual, scrypt: vi.fn(actual.scrypt) };
});
const costsRun = () => vi.mocked(crypto.scrypt).mock.calls.map((call) => call[3].N);

describe('operator passwords', () => {
  it('are hashed at the cost given, which the text names and the check reads back', async () => {
    const stored = await hashPassword('Qingshui cliffs 7', TEST_PASSWORD_COST);
    expect(stored).toMatch(/^scrypt\$1024\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await verifyPassword('Qingshui cliffs 7', stored)).toBe(true);
    expect(await verifyPassword('Qingshui cliffs 8', stored)).toBe(false);
  });

  it("check an unknown email at the cost the server is given for its operators' hashes", async () => {
    const { app, store } = await testApp();
    try {
      vi.mocked(crypto.scrypt).mockClear();
      expect((await signIn(app, 'nobody@example.tw', 'a guess')).statusCode).toBe(401);
      expect(costsRun().length).toBeGreaterThan(0);
      expect(new Set(costsRun())).toEqual(new Set([TEST_PASSWORD_COST.N]));
    } finally {
      await app.close();
      await store.destroy();
    }
  });
});
