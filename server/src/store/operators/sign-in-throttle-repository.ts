import {
  SIGN_IN_LOCK_MS,
  SIGN_IN_WINDOW_MS,
  reserveSignInAttempt,
  type SignInReservation,
  type SignInThrottle,
} from '@ecg/domain/rules/operator-access';
import { inTransaction } from '../core/database';
import { jsonCountPlusOne, lockingRead } from '../core/engine';
import type { WrittenDb } from '../core/written-tables';
import {
  EMAIL_SUBJECT,
  SIGN_IN_FAILED,
  SIGN_IN_LOCKED,
  type Actor,
} from './operator-action-repository';

/** One email as tried from one client (its key: an address, an IPv6 client's /64). */
export interface SignInKey {
  email: string;
  client: string;
}

const LOG_COLUMN = {
  [SIGN_IN_FAILED]: 'failed_log_id',
  [SIGN_IN_LOCKED]: 'locked_log_id',
} as const;

/**
 * The sign-in throttle (migration 0023, docs/architecture.md, Operator console). Each check of a
 * password first takes a slot here in one transaction that starts with a write, so SQLite holds
 * the write lock from its first statement (as BEGIN IMMEDIATE would), and PostgreSQL the count's
 * row from its read: the count cannot be read by two sign-ins at once, in this process or another
 * (ASVS 6.3.1).
 */
export function signInThrottleRepository(db: WrittenDb) {
  return {
    async reserve(key: SignInKey, now: number): Promise<SignInReservation> {
      return inTransaction(db, async (trx) => {
        // A count this old is over, window and lock: forgetting it keeps guesses at many emails
        // from filling the table.
        await trx
          .deleteFrom('sign_in_throttle')
          .where('window_start', '<', now - SIGN_IN_WINDOW_MS - SIGN_IN_LOCK_MS)
          .execute();
        await trx
          .insertInto('sign_in_throttle')
          .values({ ...key, window_start: now, attempts: 0, locked_until: 0 })
          .onConflict((c) => c.doNothing())
          .execute();
        const row = await lockingRead(
          trx,
          trx
            .selectFrom('sign_in_throttle')
            .selectAll()
            .where('email', '=', key.email)
            .where('client', '=', key.client),
        ).executeTakeFirstOrThrow();
        const state: SignInThrottle = {
          windowStart: row.window_start,
          attempts: row.attempts,
          lockedUntil: row.locked_until,
        };
        const reservation = reserveSignInAttempt(state, now);
        if (reservation.granted) {
          const { windowStart, attempts, lockedUntil } = reservation.next;
          const freshWindow = windowStart !== row.window_start;
          await trx
            .updateTable('sign_in_throttle')
            .set({
              window_start: windowStart,
              attempts,
              locked_until: lockedUntil,
              ...(freshWindow ? { failed_log_id: null, locked_log_id: null } : {}),
            })
            .where('email', '=', key.email)
            .where('client', '=', key.client)
            .execute();
        }
        return reservation;
      });
    },

    /** A success forgets the count: the tries before it were the operator's own. */
    async forget(key: SignInKey): Promise<void> {
      await db
        .deleteFrom('sign_in_throttle')
        .where('email', '=', key.email)
        .where('client', '=', key.client)
        .execute();
    },

    /** Every client's count and lock for an email: an admin's `unlock`. Answers how many. */
    async forgetEmail(email: string): Promise<number> {
      const result = await db.deleteFrom('sign_in_throttle').where('email', '=', email).execute();
      return Number(result[0]?.numDeletedRows ?? 0);
    },

    /**
     * Logs a failed or refused try as one row per window, email and client with a count (its
     * `at` the latest try, `detail.first` the first), so a flood of guesses cannot bury the log.
     */
    async logTry(
      action: typeof SIGN_IN_FAILED | typeof SIGN_IN_LOCKED,
      key: SignInKey,
      actor: Actor,
    ): Promise<void> {
      const column = LOG_COLUMN[action];
      await inTransaction(db, async (trx) => {
        // Read for update: two failures at once on PostgreSQL would each log a line of their own.
        const row = await lockingRead(
          trx,
          trx
            .selectFrom('sign_in_throttle')
            .select(column)
            .where('email', '=', key.email)
            .where('client', '=', key.client),
        ).executeTakeFirst();
        const logId = row?.[column] ?? null;
        if (logId !== null) {
          const updated = await trx
            .updateTable('operator_actions')
            .set({
              at: actor.at,
              detail: jsonCountPlusOne(trx, 'detail', 'count'),
            })
            .where('id', '=', logId)
            .executeTakeFirst();
          if (Number(updated.numUpdatedRows) === 1) return;
        }
        const { id } = await trx
          .insertInto('operator_actions')
          .values({
            operator_id: actor.id,
            action,
            subject_kind: EMAIL_SUBJECT,
            subject_id: key.email,
            detail: JSON.stringify({ client: key.client, count: 1, first: actor.at }),
            at: actor.at,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .updateTable('sign_in_throttle')
          .set({ [column]: id })
          .where('email', '=', key.email)
          .where('client', '=', key.client)
          .execute();
      });
    },
  };
}

export type SignInThrottleRepository = ReturnType<typeof signInThrottleRepository>;
