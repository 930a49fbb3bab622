import type { ExpressionBuilder } from 'kysely';
import { syncedLaterOnSqlite } from '../core/database';
import type { WrittenDb, WrittenTables } from '../core/written-tables';
import { keyDigest, seal, unseal } from './sealed-answer';

/** How long a write holds its key while it runs; past it, its server is taken to have died. */
export const WRITE_LEASE_MS = 60_000;
/** How long an answer is kept for a key sent again (a phone offline for a day still gets it). */
export const WRITE_ANSWER_KEPT_MS = 7 * 24 * 3_600_000;

/** What a key's claim finds: the write is ours to do, or it was done, or it is another's. */
export type WriteClaim =
  | { kind: 'claimed' }
  | { kind: 'replay'; status: number; answer: string }
  | { kind: 'mismatch' }
  | { kind: 'running' };

export interface WriteKey {
  route: string;
  /** The idempotency key as the visitor sent it; the store keeps only its digest. */
  key: string;
}

type StoredKey = { route: string; key: string };

const stored = ({ route, key }: WriteKey): StoredKey => ({ route, key: keyDigest(key) });

/** Where the row of a stored key is. */
const rowOf = (storedKey: StoredKey) => (eb: ExpressionBuilder<WrittenTables, 'write_request'>) =>
  eb.and(storedKey);

/**
 * The idempotency keys of the writes visitors send (docs/architecture.md, Writes). A key is
 * claimed, let go and forgotten on the store; it is renewed and completed in the write's own
 * transaction, with the repository made of it.
 */
export function writeRequestRepository(db: WrittenDb, leaseMs = WRITE_LEASE_MS) {
  return {
    /**
     * Claims the key for a write of this body, its sync to disk left to the write's own commit
     * (syncedLaterOnSqlite). Its first statement writes (an insert that a claimed key ignores), so
     * on SQLite it takes the write lock at once and another server on the same file waits for it
     * (busy_timeout) instead of failing on a lock upgrade, as a transaction that reads first
     * would. Each statement is safe alone: of two taking over a lost write at once, the lease
     * moves for one.
     */
    claim(writeKey: WriteKey, fingerprint: string, now: number): Promise<WriteClaim> {
      const storedKey = stored(writeKey);
      return syncedLaterOnSqlite(db, async (claiming) => {
        const inserted = await claiming
          .insertInto('write_request')
          .values({
            ...storedKey,
            fingerprint,
            state: 'running',
            lease_until: now + leaseMs,
            status: null,
            answer: null,
            created_at: now,
          })
          .onConflict((conflict) => conflict.doNothing())
          .executeTakeFirst();
        if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) return { kind: 'claimed' } as const;
        const row = await claiming
          .selectFrom('write_request')
          .selectAll()
          .where(rowOf(storedKey))
          .executeTakeFirstOrThrow();
        if (row.fingerprint !== fingerprint) return { kind: 'mismatch' } as const;
        if (row.state === 'done') {
          const answer = unseal(row.answer ?? '', writeKey.key, writeKey.route);
          return { kind: 'replay', status: row.status ?? 200, answer } as const;
        }
        if (row.lease_until > now) return { kind: 'running' } as const;
        // Its server died: the write is taken over, by one only.
        const taken = await claiming
          .updateTable('write_request')
          .set({ lease_until: now + leaseMs })
          .where(rowOf(storedKey))
          .where('state', '=', 'running')
          .where('lease_until', '=', row.lease_until)
          .executeTakeFirst();
        return Number(taken.numUpdatedRows) > 0
          ? ({ kind: 'claimed' } as const)
          : ({ kind: 'running' } as const);
      });
    },

    /**
     * The first statement of a write's own transaction: it renews the claim, and takes the write
     * lock before the write reads anything (see claim). On PostgreSQL the renewal is seen by no
     * one before the commit, but the row it locks makes a takeover of a lapsed lease (claim) wait
     * for this write's end, and then find it done, instead of doing the write a second time.
     */
    async renew(writeKey: WriteKey, now: number) {
      await db
        .updateTable('write_request')
        .set({ lease_until: now + leaseMs })
        .where(rowOf(stored(writeKey)))
        .execute();
    },

    /** Keeps the answer, inside the transaction of the write itself: both or neither. */
    async complete(writeKey: WriteKey, status: number, answer: string) {
      await db
        .updateTable('write_request')
        .set({ state: 'done', status, answer: seal(answer, writeKey.key, writeKey.route) })
        .where(rowOf(stored(writeKey)))
        .execute();
    },

    /** Lets the key go after a refusal, so the visitor may correct the form and send it again. */
    async release(writeKey: WriteKey) {
      await db
        .deleteFrom('write_request')
        .where(rowOf(stored(writeKey)))
        .where('state', '=', 'running')
        .execute();
    },

    async forgetBefore(time: number) {
      await db.deleteFrom('write_request').where('created_at', '<', time).execute();
    },
  };
}

export type WriteRequestRepository = ReturnType<typeof writeRequestRepository>;
