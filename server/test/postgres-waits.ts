import { sql, type Kysely, type Transaction } from 'kysely';
import type { WrittenTables } from '../src/store/core/written-tables';

/**
 * Two transactions at once on PostgreSQL, in a known order (docs/testing.md, Written data on
 * both engines): the first does its work and stays open; the second is started and seen waiting
 * for it; then the first commits, and what the second does after is what it saw.
 */
export interface HeldOpen<T> {
  /** What the work answered, while its transaction is still open. */
  worked: Promise<T>;
  /** Commits the transaction and answers once it has. */
  commit(): Promise<T>;
}

export function heldOpen<T>(
  db: Kysely<WrittenTables>,
  work: (trx: Transaction<WrittenTables>) => Promise<T>,
): HeldOpen<T> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let answer: (value: T) => void = () => {};
  const worked = new Promise<T>((resolve) => (answer = resolve));
  const committed = db.transaction().execute(async (trx) => {
    const result = await work(trx);
    answer(result);
    await released;
    return result;
  });
  // A failing work rejects both, and the test sees it through either.
  committed.catch(() => {});
  return {
    worked: Promise.race([worked, committed]),
    commit: () => {
      release();
      return committed;
    },
  };
}

/** Answers once `count` of the database's sessions wait for a lock another transaction holds. */
export async function untilWaiting(db: Kysely<WrittenTables>, count = 1): Promise<void> {
  for (;;) {
    const { rows } = await sql<{ waiting: string }>`
      select count(*) as waiting from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock'`.execute(db);
    if (Number(rows[0]?.waiting) >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
