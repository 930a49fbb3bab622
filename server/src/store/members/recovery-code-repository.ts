import { createHash, randomInt } from 'node:crypto';
import {
  normalizeRecoveryCode,
  RECOVERY_CODE_ALPHABET,
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_GROUP_LENGTH,
  RECOVERY_CODE_GROUPS,
} from '@ecg/domain/rules/member-session';
import type { WrittenDb } from '../core/written-tables';

/**
 * A recovery code in its given form, ABCD-EFGH-JKMN-PQRS: each letter drawn evenly from the
 * alphabet by the system's random source (docs/members.md, Recovery codes).
 */
function newRecoveryCode(): string {
  const groups = Array.from({ length: RECOVERY_CODE_GROUPS }, () =>
    Array.from(
      { length: RECOVERY_CODE_GROUP_LENGTH },
      () => RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)],
    ).join(''),
  );
  return groups.join('-');
}

/**
 * SHA-256 (hex) of a code in its given form. A fast hash is enough: a code holds about 79
 * random bits, so there is no list of likely codes to try, and what it opens is its own row.
 */
export const recoveryCodeHash = (code: string): string =>
  createHash('sha256').update(code).digest('hex');

/** Members' recovery codes (migration 0026): given once, kept hashed, each used once. */
export function recoveryCodeRepository(db: WrittenDb) {
  return {
    /** A new set for a member: the codes are answered once, only their hashes kept. */
    async issue(memberId: number): Promise<string[]> {
      const codes = new Set<string>();
      while (codes.size < RECOVERY_CODE_COUNT) codes.add(newRecoveryCode());
      await db
        .insertInto('member_recovery_codes')
        .values(
          [...codes].map((code) => ({ member_id: memberId, code_hash: recoveryCodeHash(code) })),
        )
        .execute();
      return [...codes];
    },

    /** The unused code as typed, in any case and spacing; a code used or unknown is not found. */
    async unused(typed: string): Promise<{ id: number; memberId: number } | undefined> {
      const code = normalizeRecoveryCode(typed);
      if (code === undefined) return undefined;
      const row = await db
        .selectFrom('member_recovery_codes')
        .select(['id', 'member_id'])
        .where('code_hash', '=', recoveryCodeHash(code))
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return row && { id: row.id, memberId: row.member_id };
    },

    /** Uses a code up; false when it was used already (the second of two recoveries). */
    async use(id: number, now: number): Promise<boolean> {
      const result = await db
        .updateTable('member_recovery_codes')
        .set({ used_at: now })
        .where('id', '=', id)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** How many of a member's codes are still unused. */
    async left(memberId: number): Promise<number> {
      const { count } = await db
        .selectFrom('member_recovery_codes')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('member_id', '=', memberId)
        .where('used_at', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(count);
    },
  };
}

export type RecoveryCodeRepository = ReturnType<typeof recoveryCodeRepository>;
