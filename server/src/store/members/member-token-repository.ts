import { createHash, randomBytes } from 'node:crypto';
import {
  MEMBER_IDLE_MS,
  MEMBER_MAX_MS,
  memberTokenEndsAt,
  memberTokenIsLive,
} from '@ecg/domain/rules/member-session';
import { oneAtATime } from '../core/engine';
import type { WrittenDb } from '../core/written-tables';

/**
 * A member token: 32 random bytes (256 bits), base64url, given to the member's device once and
 * sent back in the body of each member call (docs/members.md, The member token). The store keeps
 * its SHA-256 only, so a copy of the database signs no one in.
 */
const newMemberToken = (): string => randomBytes(32).toString('base64url');

export const memberTokenHash = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

/** A token found live: whose it is, which row, and when it ends if not used again. */
export interface LiveMemberToken {
  memberId: number;
  tokenHash: string;
  expiresAt: number;
}

/** The member tokens (migration 0026): opened, used, ended, and forgotten once ended. */
export function memberTokenRepository(db: WrittenDb) {
  return {
    /** Opens a token; it is returned once and only its hash is kept. */
    async open(memberId: number, now: number): Promise<{ token: string; expiresAt: number }> {
      const token = newMemberToken();
      await db
        .insertInto('member_tokens')
        .values({
          token_hash: memberTokenHash(token),
          member_id: memberId,
          created_at: now,
          last_seen_at: now,
        })
        .execute();
      return { token, expiresAt: memberTokenEndsAt({ createdAt: now, lastSeenAt: now }) };
    },

    /**
     * The live token sent, its idle wait started again (domain/src/rules/member-session.ts);
     * one that has ended, idle or past its absolute end, is deleted and not found. In a write
     * (`inWrite`), the member's writes are made one at a time from here to the commit, so what
     * one counts before it writes (the passkeys left, the trips kept) holds until it does
     * (docs/operations.md, One at a time); the member is held before the token is touched, as
     * every write of the member does, so two never wait on each other in a ring.
     */
    async use(
      token: string,
      now: number,
      { inWrite = false }: { inWrite?: boolean } = {},
    ): Promise<LiveMemberToken | undefined> {
      const tokenHash = memberTokenHash(token);
      const row = await db
        .selectFrom('member_tokens')
        .select(['member_id', 'created_at', 'last_seen_at'])
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst();
      if (row === undefined) return undefined;
      if (inWrite) await oneAtATime(db, `member ${row.member_id}`);
      const times = { createdAt: row.created_at, lastSeenAt: row.last_seen_at };
      if (!memberTokenIsLive(times, now)) {
        await db.deleteFrom('member_tokens').where('token_hash', '=', tokenHash).execute();
        return undefined;
      }
      const lastSeenAt = Math.max(now, row.last_seen_at);
      // Ended by another transaction since it was read (a sign-out everywhere on PostgreSQL,
      // where this one waits for it), the token is as gone as one never found.
      const seen = await db
        .updateTable('member_tokens')
        .set({ last_seen_at: lastSeenAt })
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst();
      if (Number(seen.numUpdatedRows) === 0) return undefined;
      return {
        memberId: row.member_id,
        tokenHash,
        expiresAt: memberTokenEndsAt({ createdAt: row.created_at, lastSeenAt }),
      };
    },

    /** Ends one token: a sign-out on one device. */
    async end(tokenHash: string): Promise<void> {
      await db.deleteFrom('member_tokens').where('token_hash', '=', tokenHash).execute();
    },

    /** Ends every token of a member: signed out everywhere. Answers how many. */
    async endAll(memberId: number): Promise<number> {
      const result = await db
        .deleteFrom('member_tokens')
        .where('member_id', '=', memberId)
        .execute();
      return Number(result[0]?.numDeletedRows ?? 0);
    },

    /** Deletes the tokens that have ended, which no call can use any more. Answers how many. */
    async forgetEnded(now: number): Promise<number> {
      const result = await db
        .deleteFrom('member_tokens')
        .where((eb) =>
          eb.or([
            eb('last_seen_at', '<=', now - MEMBER_IDLE_MS),
            eb('created_at', '<=', now - MEMBER_MAX_MS),
          ]),
        )
        .execute();
      return Number(result[0]?.numDeletedRows ?? 0);
    },
  };
}

export type MemberTokenRepository = ReturnType<typeof memberTokenRepository>;
