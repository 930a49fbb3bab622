import { randomBytes } from 'node:crypto';
import { inTransaction } from '../core/database';
import type { WrittenDb } from '../core/written-tables';

/** WebAuthn's user.id of a new member: 32 random bytes, base64url, never the row's id. */
export const newUserHandle = (): string => randomBytes(32).toString('base64url');

export interface MemberRecord {
  id: number;
  displayName: string;
  userHandle: string;
  createdAt: number;
  points: { key: number; coin: number };
}

/** The members (migration 0026): made at enrolment, erased whole on the member's word. */
export function memberRepository(db: WrittenDb) {
  return {
    async create(member: { displayName: string; userHandle: string; createdAt: number }) {
      const { id } = await db
        .insertInto('members')
        .values({
          display_name: member.displayName,
          user_handle: member.userHandle,
          created_at: member.createdAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    async byId(id: number): Promise<MemberRecord | undefined> {
      const row = await db
        .selectFrom('members')
        .select(['id', 'display_name', 'user_handle', 'created_at', 'points_key', 'points_coin'])
        .where('id', '=', id)
        .executeTakeFirst();
      return (
        row && {
          id: row.id,
          displayName: row.display_name,
          userHandle: row.user_handle,
          createdAt: row.created_at,
          points: { key: row.points_key, coin: row.points_coin },
        }
      );
    },

    /**
     * Erases a member and everything kept of them, in one transaction (docs/members.md,
     * Deleting the account). Each table is named, rather than left to the cascade, so a table
     * of members' data added later (reviews, trips) is added here, where the erasing is read.
     * Reviews stay, anonymous (docs/reviews.md, Deleting the account): their member is set null,
     * so they show with no name and count against no one; a report's reporter is a digest only.
     */
    erase(id: number): Promise<void> {
      return inTransaction(db, async (trx) => {
        await trx
          .updateTable('reviews')
          .set({ member_id: null })
          .where('member_id', '=', id)
          .execute();
        await trx.deleteFrom('member_check_ins').where('member_id', '=', id).execute();
        await trx.deleteFrom('member_campaign_coins').where('member_id', '=', id).execute();
        await trx.deleteFrom('member_trips').where('member_id', '=', id).execute();
        await trx.deleteFrom('member_favourites').where('member_id', '=', id).execute();
        await trx.deleteFrom('member_challenges').where('member_id', '=', id).execute();
        await trx.deleteFrom('member_recovery_codes').where('member_id', '=', id).execute();
        await trx.deleteFrom('member_tokens').where('member_id', '=', id).execute();
        await trx.deleteFrom('member_passkeys').where('member_id', '=', id).execute();
        await trx.deleteFrom('members').where('id', '=', id).execute();
      });
    },
  };
}

export type MemberRepository = ReturnType<typeof memberRepository>;
