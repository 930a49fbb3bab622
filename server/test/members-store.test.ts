import { createHash } from 'node:crypto';
import {
  MEMBER_CHALLENGE_MS,
  MEMBER_IDLE_MS,
  MEMBER_MAX_MS,
  RECOVERY_CODE_ALPHABET,
} from '@ecg/domain/rules/member-session';
import { describe, expect, it } from 'vitest';
import { eraseExpired } from '../src/retention/erasing';
import type { Kysely } from 'kysely';
import type { WrittenTables } from '../src/store/core/written-tables';
import { challengeRepository } from '../src/store/members/challenge-repository';
import { memberRepository, newUserHandle } from '../src/store/members/member-repository';
import { memberTokenRepository } from '../src/store/members/member-token-repository';
import { recoveryCodeRepository } from '../src/store/members/recovery-code-repository';
import { onWrittenStore, WRITTEN_ENGINES } from './written-engines';

/**
 * The members' store (migration 0026): tokens, challenges and codes, as repositories see them,
 * on both engines of the written tables.
 */
const T = Date.UTC(2026, 11, 1, 2, 0, 0);
const DAY = 86_400_000;

describe.each(WRITTEN_ENGINES)('on $name', (engine) => {
  let store: Kysely<WrittenTables>;

  // Each test makes its own members: nothing is emptied between them.
  onWrittenStore(
    engine,
    (db) => {
      store = db;
    },
    { emptied: false },
  );

  const newMember = (name = 'Lin Mei') =>
    memberRepository(store).create({
      displayName: name,
      userHandle: newUserHandle(),
      createdAt: T,
    });

  describe('member tokens', () => {
    it('keep only the SHA-256 of a 256-bit token, and end idle or at their absolute end', async () => {
      const tokens = memberTokenRepository(store);
      const memberId = await newMember();
      const { token, expiresAt } = await tokens.open(memberId, T);
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(expiresAt).toBe(T + MEMBER_IDLE_MS);
      const rows = await store
        .selectFrom('member_tokens')
        .selectAll()
        .where('member_id', '=', memberId)
        .execute();
      expect(rows).toEqual([
        {
          token_hash: createHash('sha256').update(token).digest('hex'),
          member_id: memberId,
          created_at: T,
          last_seen_at: T,
        },
      ]);

      // Used every 20 days it lives past 30, and still ends 90 days after it was opened.
      for (const day of [20, 40, 60, 80]) {
        const live = await tokens.use(token, T + day * DAY);
        expect(live?.expiresAt, `day ${day}`).toBe(
          Math.min(T + day * DAY + MEMBER_IDLE_MS, T + MEMBER_MAX_MS),
        );
      }
      expect(await tokens.use(token, T + MEMBER_MAX_MS)).toBeUndefined();
      expect(
        await store
          .selectFrom('member_tokens')
          .select('token_hash')
          .where('member_id', '=', memberId)
          .execute(),
      ).toEqual([]);

      const idle = await tokens.open(memberId, T);
      expect(await tokens.use(idle.token, T + MEMBER_IDLE_MS - 1)).toBeDefined();
      expect(await tokens.use(idle.token, T + 2 * MEMBER_IDLE_MS - 1)).toBeUndefined();
    });

    it('are forgotten by the hourly erasing once ended, with the challenges past their time', async () => {
      const memberId = await newMember();
      const tokens = memberTokenRepository(store);
      await tokens.open(memberId, T);
      const fresh = await tokens.open(memberId, T + 10 * DAY);
      const challenges = challengeRepository(store);
      await challenges.keep(
        { challenge: 'old', ceremony: 'sign-in' },
        T + 30 * DAY - MEMBER_CHALLENGE_MS,
      );
      const kept = await challenges.keep(
        { challenge: 'new', ceremony: 'sign-in' },
        T + 30 * DAY - 1,
      );

      const erased = await eraseExpired(store, T + 30 * DAY);
      expect(erased.memberTokens).toBeGreaterThanOrEqual(1);
      expect(erased.memberChallenges).toBeGreaterThanOrEqual(1);
      const left = await store
        .selectFrom('member_tokens')
        .select('token_hash')
        .where('member_id', '=', memberId)
        .execute();
      expect(left.map((row) => row.token_hash)).toEqual([
        createHash('sha256').update(fresh.token).digest('hex'),
      ]);
      const challengesLeft = await store.selectFrom('member_challenges').select('id').execute();
      expect(challengesLeft.map((row) => row.id)).toContain(kept);
      expect(challengesLeft).toHaveLength(1);
    });
  });

  describe('challenges', () => {
    it('are found for their ceremony within five minutes, and taken once', async () => {
      const challenges = challengeRepository(store);
      const id = await challenges.keep(
        { challenge: 'abc', ceremony: 'register', displayName: 'Mei', userHandle: 'h' },
        T,
      );
      expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(await challenges.find(id, 'sign-in', T)).toBeUndefined();
      expect(await challenges.find(id, 'register', T + MEMBER_CHALLENGE_MS - 1)).toMatchObject({
        challenge: 'abc',
        displayName: 'Mei',
        userHandle: 'h',
        memberId: null,
      });
      expect(await challenges.find(id, 'register', T + MEMBER_CHALLENGE_MS)).toBeUndefined();
      expect([await challenges.take(id), await challenges.take(id)]).toEqual([true, false]);
    });
  });

  describe('recovery codes', () => {
    it('are ten codes of the alphabet in four groups, kept as SHA-256 only, each used once', async () => {
      const memberId = await newMember();
      const codes = recoveryCodeRepository(store);
      const given = await codes.issue(memberId);
      expect(new Set(given).size).toBe(10);
      const letter = `[${RECOVERY_CODE_ALPHABET}]`;
      for (const code of given)
        expect(code).toMatch(new RegExp(`^${letter}{4}(-${letter}{4}){3}$`));
      const rows = await store
        .selectFrom('member_recovery_codes')
        .selectAll()
        .where('member_id', '=', memberId)
        .execute();
      expect(rows).toHaveLength(10);
      expect(JSON.stringify(rows)).not.toContain(given[0]!);
      expect(rows.map((row) => row.code_hash)).toContain(
        createHash('sha256').update(given[0]!).digest('hex'),
      );

      const typed = given[0]!.toLowerCase().replaceAll('-', ' ');
      const found = await codes.unused(typed);
      expect(found?.memberId).toBe(memberId);
      expect(await codes.left(memberId)).toBe(10);
      expect([await codes.use(found!.id, T), await codes.use(found!.id, T)]).toEqual([true, false]);
      expect(await codes.unused(given[0]!)).toBeUndefined();
      expect(await codes.left(memberId)).toBe(9);
      expect(await codes.unused('not a code at all')).toBeUndefined();
    });
  });
});
