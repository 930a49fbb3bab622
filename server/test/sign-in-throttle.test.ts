import { SIGN_IN_LOCK_MS, SIGN_IN_WINDOW_MS } from '@ecg/domain/rules/operator-access';
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { WrittenTables } from '../src/store/core/written-tables';
import { SIGN_IN_FAILED } from '../src/store/operators/operator-action-repository';
import { signInThrottleRepository } from '../src/store/operators/sign-in-throttle-repository';
import { onWrittenStore, WRITTEN_ENGINES } from './written-engines';

describe.each(WRITTEN_ENGINES)('signInThrottleRepository on $name', (engine) => {
  let store: Kysely<WrittenTables>;
  onWrittenStore(engine, (db) => {
    store = db;
  });

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

  it('logs the failed tries of a window as one row, counting them', async () => {
    const key = { email: 'guess@example.tw', client: '198.51.100.4' };
    const throttle = signInThrottleRepository(store);
    for (const at of [1000, 2000, 3000]) {
      await throttle.reserve(key, at);
      await throttle.logTry(SIGN_IN_FAILED, key, { id: null, at });
    }
    const rows = await store.selectFrom('operator_actions').select(['detail', 'at']).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.at).toBe(3000);
    expect(JSON.parse(rows[0]?.detail ?? '')).toEqual({
      client: key.client,
      count: 3,
      first: 1000,
    });
  });
});
