import { SIGN_IN_LOCK_MS, SIGN_IN_WINDOW_MS } from '@ecg/domain/rules/operator-access';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openStore, type Store } from '../src/store/core/database';
import { signInThrottleRepository } from '../src/store/operators/sign-in-throttle-repository';

let store: Store;
beforeAll(async () => {
  store = openStore(':memory:');
  await migrateToLatest(store);
});
afterAll(async () => store.destroy());

describe('signInThrottleRepository', () => {
  it('forgets counts past their window and lock as sign-ins arrive, and keeps the rest', async () => {
    const now = 10 * SIGN_IN_WINDOW_MS;
    const old = now - SIGN_IN_WINDOW_MS - SIGN_IN_LOCK_MS - 1;
    const recent = now - SIGN_IN_WINDOW_MS;
    await store
      .insertInto('sign_in_throttle')
      .values([
        {
          email: 'old@example.tw',
          client: '198.51.100.1',
          window_start: old,
          attempts: 10,
          locked_until: old + SIGN_IN_LOCK_MS,
        },
        {
          email: 'lock@example.tw',
          client: '198.51.100.1',
          window_start: recent,
          attempts: 10,
          locked_until: now + 1,
        },
      ])
      .execute();
    const reservation = await signInThrottleRepository(store).reserve(
      { email: 'new@example.tw', client: '198.51.100.2' },
      now,
    );
    expect(reservation.granted).toBe(true);
    const left = await store
      .selectFrom('sign_in_throttle')
      .select('email')
      .orderBy('email')
      .execute();
    expect(left.map((row) => row.email)).toEqual(['lock@example.tw', 'new@example.tw']);
  });

  it('grants at most the limit of slots to reservations racing each other', async () => {
    const key = { email: 'race@example.tw', client: '198.51.100.3' };
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => signInThrottleRepository(store).reserve(key, 1000)),
    );
    expect(answers.filter((answer) => answer.granted)).toHaveLength(10);
  });
});
