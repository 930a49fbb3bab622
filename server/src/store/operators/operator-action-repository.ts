import type { WrittenDb } from '../core/written-tables';

/*
 * The log of what operators do (migration 0015). Every change an operator makes writes its row
 * with `operatorActionRepository(trx).record` in the same transaction as the change, so the log
 * holds a change if and only if the store does.
 */

/** Who acts, and when: an operator's id, or null for the command line. */
export interface Actor {
  id: number | null;
  /** Epoch ms, from the server's clock. */
  at: number;
}

export interface ActionEntry {
  /** What was done, dotted: 'notice.publish', 'repair.status', 'sign-in.failed'. */
  action: string;
  /** What it was done to: a kind of record and its id, as text. */
  subjectKind?: string;
  subjectId?: string | number;
  /** Whatever else an auditor needs (a new status, a note's length); never a password. */
  detail?: Record<string, unknown>;
}

export const SIGN_IN = 'sign-in';
export const SIGN_IN_FAILED = 'sign-in.failed';
export const SIGN_IN_LOCKED = 'sign-in.locked';
export const SIGN_OUT = 'sign-out';
/** Sign-ins are logged against the email typed, known or not. */
export const EMAIL_SUBJECT = 'email';

export interface ActionRow {
  id: number;
  operator_id: number | null;
  operator_name: string | null;
  action: string;
  subject_kind: string | null;
  subject_id: string | null;
  detail: string;
  at: number;
}

export function operatorActionRepository(db: WrittenDb) {
  return {
    /** Writes one action; `db` is the transaction of the change it records. */
    async record(actor: Actor, entry: ActionEntry): Promise<void> {
      await db
        .insertInto('operator_actions')
        .values({
          operator_id: actor.id,
          action: entry.action,
          subject_kind: entry.subjectKind ?? null,
          subject_id: entry.subjectId === undefined ? null : String(entry.subjectId),
          detail: JSON.stringify(entry.detail ?? {}),
          at: actor.at,
        })
        .execute();
    },

    /** One page of the log, the newest first, with the acting operator's name. */
    async page(page: number, pageSize: number): Promise<{ rows: ActionRow[]; total: number }> {
      const { total } = await db
        .selectFrom('operator_actions')
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow();
      const rows = await db
        .selectFrom('operator_actions as a')
        .leftJoin('operators as o', 'o.id', 'a.operator_id')
        .select(['a.id', 'a.operator_id', 'o.name as operator_name', 'a.action'])
        .select(['a.subject_kind', 'a.subject_id', 'a.detail', 'a.at'])
        .orderBy('a.at', 'desc')
        .orderBy('a.id', 'desc')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute();
      return { rows, total: Number(total) };
    },
  };
}

export type OperatorActionRepository = ReturnType<typeof operatorActionRepository>;
