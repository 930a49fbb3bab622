import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { WrittenTables } from '../src/store/core/written-tables';
import { rateLimitRepository } from '../src/store/writes/rate-limit-repository';
import { onWrittenStore, WRITTEN_ENGINES } from './written-engines';

const WINDOW = 600_000;
const NOW = 1_800_000_000_000;

describe.each(WRITTEN_ENGINES)('the limits\u2019 counts on $name', (engine) => {
  let store: Kysely<WrittenTables>;
  onWrittenStore(engine, (db) => {
    store = db;
  });

  it('count a client\u2019s hits in its window, and start again once it has ended', async () => {
    const counts = rateLimitRepository(store);
    expect(await counts.hit('POST /suggest 203.0.113.7', WINDOW, NOW)).toEqual({
      current: 1,
      ttl: WINDOW,
    });
    expect(await counts.hit('POST /suggest 203.0.113.7', WINDOW, NOW + 1000)).toEqual({
      current: 2,
      ttl: WINDOW - 1000,
    });
    expect(await counts.hit('POST /report 203.0.113.7', WINDOW, NOW + 1000)).toEqual({
      current: 1,
      ttl: WINDOW,
    });
    expect(await counts.hit('POST /suggest 203.0.113.7', WINDOW, NOW + WINDOW)).toEqual({
      current: 1,
      ttl: WINDOW,
    });
  });

  it('lose no hit of many at once', async () => {
    const counts = rateLimitRepository(store);
    const hits = await Promise.all(
      Array.from({ length: 40 }, () => counts.hit('POST /suggest 198.51.100.2', WINDOW, NOW)),
    );
    expect(hits.map((hit) => hit.current).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 40 }, (_, index) => index + 1),
    );
  });

  it('forget the windows that have ended, and keep the others', async () => {
    const counts = rateLimitRepository(store);
    await counts.hit('POST /suggest 203.0.113.7', WINDOW, NOW);
    await counts.hit('POST /suggest 198.51.100.2', WINDOW, NOW + 1000);
    expect(await counts.forgetEnded(NOW + WINDOW)).toBe(1);
    const left = await store.selectFrom('rate_limit_hit').select('key').execute();
    expect(left).toEqual([{ key: 'POST /suggest 198.51.100.2' }]);
  });
});
