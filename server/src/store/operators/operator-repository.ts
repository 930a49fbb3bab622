import { createHash, randomBytes } from 'node:crypto';
import type { OperatorRole } from '@ecg/domain/rules/operator-access';
import { SESSION_MAX_MS, sessionIsLive } from '@ecg/domain/rules/operator-access';
import { inTransaction } from '../core/database';
import type { WrittenDb } from '../core/written-tables';
import {
  EMAIL_SUBJECT,
  operatorActionRepository,
  SIGN_IN,
  SIGN_OUT,
  type Actor,
} from './operator-action-repository';
import { signInThrottleRepository, type SignInKey } from './sign-in-throttle-repository';

/**
 * A session's token: 32 random bytes, given to the client once (base64url); the store keeps
 * only its SHA-256, so reading the database opens no session.
 */
const newSessionToken = (): string => randomBytes(32).toString('base64url');

const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

export interface OperatorRecord {
  id: number;
  email: string;
  name: string;
  role: OperatorRole;
  created_at: number;
  disabled_at: number | null;
}

export interface NewOperator {
  email: string;
  name: string;
  role: OperatorRole;
  passwordHash: string;
}

/** A session found live: its operator, and when it ends at the latest. */
export interface LiveSession {
  operator: Pick<OperatorRecord, 'id' | 'email' | 'name' | 'role'>;
  expiresAt: number;
}

const PUBLIC_COLUMNS = ['id', 'email', 'name', 'role', 'created_at', 'disabled_at'] as const;

/** The operators and their sessions (migration 0015). */
export function operatorRepository(db: WrittenDb) {
  return {
    /** An operator who may sign in (not disabled), with the hash to check. */
    async findActiveByEmail(email: string) {
      return db
        .selectFrom('operators')
        .select([...PUBLIC_COLUMNS, 'password_hash'])
        .where('email', '=', email)
        .where('disabled_at', 'is', null)
        .executeTakeFirst();
    },

    async findByEmail(email: string): Promise<OperatorRecord | undefined> {
      return db
        .selectFrom('operators')
        .select(PUBLIC_COLUMNS)
        .where('email', '=', email)
        .executeTakeFirst();
    },

    async add(operator: NewOperator, now: number): Promise<number> {
      const { id } = await db
        .insertInto('operators')
        .values({
          email: operator.email,
          name: operator.name,
          role: operator.role,
          password_hash: operator.passwordHash,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    /** Disables an operator and ends their sessions. */
    async disable(id: number, now: number): Promise<void> {
      await db.updateTable('operators').set({ disabled_at: now }).where('id', '=', id).execute();
      await db.deleteFrom('operator_sessions').where('operator_id', '=', id).execute();
    },

    /** Lets a disabled operator sign in again (their old sessions stay ended). */
    async enable(id: number): Promise<void> {
      await db.updateTable('operators').set({ disabled_at: null }).where('id', '=', id).execute();
    },

    /** A new password, given by an admin: every session opened with the old one ends. */
    async setPasswordHash(id: number, passwordHash: string): Promise<void> {
      await db
        .updateTable('operators')
        .set({ password_hash: passwordHash })
        .where('id', '=', id)
        .execute();
      await db.deleteFrom('operator_sessions').where('operator_id', '=', id).execute();
    },

    async list(): Promise<OperatorRecord[]> {
      return db.selectFrom('operators').select(PUBLIC_COLUMNS).orderBy('id').execute();
    },

    /** Opens a session; the token is returned once and only its hash is kept. */
    async openSession(operatorId: number, now: number) {
      const token = newSessionToken();
      const expiresAt = now + SESSION_MAX_MS;
      await db
        .insertInto('operator_sessions')
        .values({
          token_hash: tokenHash(token),
          operator_id: operatorId,
          created_at: now,
          last_seen_at: now,
          expires_at: expiresAt,
        })
        .execute();
      return { token, expiresAt };
    },

    /**
     * The live session of a token, its idle wait started again; a session that has ended is
     * deleted, and one whose operator is disabled is not found.
     */
    async useSession(token: string, now: number): Promise<LiveSession | undefined> {
      const hash = tokenHash(token);
      const row = await db
        .selectFrom('operator_sessions as s')
        .innerJoin('operators as o', 'o.id', 's.operator_id')
        .select(['o.id', 'o.email', 'o.name', 'o.role', 's.created_at', 's.last_seen_at'])
        .select('s.expires_at')
        .where('s.token_hash', '=', hash)
        .where('o.disabled_at', 'is', null)
        .executeTakeFirst();
      if (!row) return undefined;
      const live =
        now < row.expires_at &&
        sessionIsLive({ createdAt: row.created_at, lastSeenAt: row.last_seen_at }, now);
      if (!live) {
        await db.deleteFrom('operator_sessions').where('token_hash', '=', hash).execute();
        return undefined;
      }
      await db
        .updateTable('operator_sessions')
        .set({ last_seen_at: now })
        .where('token_hash', '=', hash)
        .execute();
      const { id, email, name, role } = row;
      return { operator: { id, email, name, role }, expiresAt: row.expires_at };
    },

    /**
     * A sign-in whose password matched: its line in the log, the client's count of tries
     * forgotten (they were the operator's own), and a new session, in one transaction.
     */
    signIn(operatorId: number, key: SignInKey, at: number) {
      return inTransaction(db, async (trx) => {
        await operatorActionRepository(trx).record(
          { id: operatorId, at },
          { action: SIGN_IN, subjectKind: EMAIL_SUBJECT, subjectId: key.email },
        );
        await signInThrottleRepository(trx).forget(key);
        return operatorRepository(trx).openSession(operatorId, at);
      });
    },

    /** Ends the token's session, with its line in the log. */
    signOut(token: string, actor: Actor): Promise<void> {
      return inTransaction(db, async (trx) => {
        await trx
          .deleteFrom('operator_sessions')
          .where('token_hash', '=', tokenHash(token))
          .execute();
        await operatorActionRepository(trx).record(actor, { action: SIGN_OUT });
      });
    },
  };
}

export type OperatorRepository = ReturnType<typeof operatorRepository>;
