import { sql } from 'kysely';
import type { WrittenDb } from '../core/written-tables';

/** A client's hits on a limited call in the current window, and how long that window has left. */
export interface Hits {
  current: number;
  ttl: number;
}

/**
 * The per-client limits' counts in the written tables, so that every server sharing them counts
 * one budget (docs/writes.md, The write path). A hit is one statement, whichever server takes it: the
 * count of a window still running goes up by one, an ended window starts again at one.
 */
export function rateLimitRepository(db: WrittenDb) {
  return {
    async hit(key: string, windowMs: number, now: number): Promise<Hits> {
      const ended = sql<boolean>`rate_limit_hit.window_ends_at <= ${now}`;
      const row = await db
        .insertInto('rate_limit_hit')
        .values({ key, hits: 1, window_ends_at: now + windowMs })
        .onConflict((conflict) =>
          conflict.column('key').doUpdateSet({
            hits: sql`case when ${ended} then 1 else rate_limit_hit.hits + 1 end`,
            window_ends_at: sql`case when ${ended} then ${now + windowMs} else rate_limit_hit.window_ends_at end`,
          }),
        )
        .returning(['hits', 'window_ends_at'])
        .executeTakeFirstOrThrow();
      return { current: Number(row.hits), ttl: Number(row.window_ends_at) - now };
    },

    /** Forgets the windows that ended before `now`; answers how many. */
    async forgetEnded(now: number): Promise<number> {
      const { numDeletedRows } = await db
        .deleteFrom('rate_limit_hit')
        .where('window_ends_at', '<=', now)
        .executeTakeFirst();
      return Number(numDeletedRows);
    },
  };
}
