import { randomBytes } from 'node:crypto';
import { MEMBER_CHALLENGE_MS } from '@ecg/domain/rules/member-session';
import type { WrittenDb } from '../core/written-tables';
import type { Ceremony } from '../core/schema';

/** What a ceremony's first step keeps for its second. */
export interface NewChallenge {
  challenge: string;
  ceremony: Ceremony;
  memberId?: number;
  displayName?: string;
  userHandle?: string;
  recoveryCodeId?: number;
}

/** A kept challenge, found within its time. */
export interface KeptChallenge {
  id: string;
  challenge: string;
  memberId: number | null;
  displayName: string | null;
  userHandle: string | null;
  recoveryCodeId: number | null;
}

const expiredBy = (now: number) => now - MEMBER_CHALLENGE_MS;

/**
 * The WebAuthn challenges waiting for the browser's answer (migration 0026, docs/members.md):
 * each for one ceremony, answered within MEMBER_CHALLENGE_MS, and used once, since its row is
 * deleted in the transaction that acts on the answer.
 */
export function challengeRepository(db: WrittenDb) {
  return {
    /** Keeps a challenge; answers its id, which the browser's answer comes back with. */
    async keep(challenge: NewChallenge, now: number): Promise<string> {
      const id = randomBytes(16).toString('base64url');
      await db
        .insertInto('member_challenges')
        .values({
          id,
          challenge: challenge.challenge,
          ceremony: challenge.ceremony,
          member_id: challenge.memberId ?? null,
          display_name: challenge.displayName ?? null,
          user_handle: challenge.userHandle ?? null,
          recovery_code_id: challenge.recoveryCodeId ?? null,
          created_at: now,
        })
        .execute();
      return id;
    },

    /** The challenge of this id and ceremony, unless it is unknown, used or past its time. */
    async find(id: string, ceremony: Ceremony, now: number): Promise<KeptChallenge | undefined> {
      const row = await db
        .selectFrom('member_challenges')
        .selectAll()
        .where('id', '=', id)
        .where('ceremony', '=', ceremony)
        .where('created_at', '>', expiredBy(now))
        .executeTakeFirst();
      return (
        row && {
          id: row.id,
          challenge: row.challenge,
          memberId: row.member_id,
          displayName: row.display_name,
          userHandle: row.user_handle,
          recoveryCodeId: row.recovery_code_id,
        }
      );
    },

    /**
     * Uses the challenge up: true for the one call that deletes it, false for any other (it was
     * taken already), so one browser answer acts once however often it is sent.
     */
    async take(id: string): Promise<boolean> {
      const result = await db
        .deleteFrom('member_challenges')
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },

    /** Deletes the challenges past their time. Answers how many. */
    async forgetExpired(now: number): Promise<number> {
      const result = await db
        .deleteFrom('member_challenges')
        .where('created_at', '<=', expiredBy(now))
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type ChallengeRepository = ReturnType<typeof challengeRepository>;
