import {
  addPasskeyOptionsRequestSchema,
  addPasskeyRequestSchema,
  memberTokenRequestSchema,
  removePasskeyRequestSchema,
} from '@ecg/domain/contracts';
import { PASSKEYS_MAX } from '@ecg/domain/rules/member-session';
import { MEMBER_ANSWERS } from '@ecg/domain/member-api-answers';
import type { FastifyInstance } from 'fastify';
import { passkeyRepository } from '../../store/members/passkey-repository';
import { lookupRoute } from '../writes/lookup-route';
import { WriteRefusal, writeRoute } from '../writes/write-route';
import {
  CHALLENGE_GONE,
  keepPasskey,
  keptChallenge,
  takeChallenge,
  verifiedOnce,
} from './ceremony-steps';
import { memberInWrite, memberTokenOf } from './member-guard';
import type { MembersDependencies } from './member-limits';
import { memberOf, passkeysOf } from './member-presenter';
import { newPasskeyOptions, verifiedNewPasskey } from './webauthn';

export const TOO_MANY_PASSKEYS = `A member keeps at most ${PASSKEYS_MAX} passkeys: remove one first`;
export const LAST_PASSKEY =
  'body.passkeyId: this is your only passkey: add another before removing it';

/**
 * A member's passkeys (docs/members.md, Passkeys): another one added (a second phone, a
 * laptop), the list, and one removed. Never the last: a member without a passkey could only
 * come back with a recovery code. Registered inside signedInRoutes (member-guard.ts).
 */
export function passkeyRoutes(app: FastifyInstance, deps: MembersDependencies): void {
  const { relyingParty: rp, limits } = deps;
  const { challenges, members, passkeys } = deps.repositories;

  const refuseWhenFull = async (count: Promise<number>) => {
    if ((await count) >= PASSKEYS_MAX) throw new WriteRefusal(409, TOO_MANY_PASSKEYS);
  };

  lookupRoute(
    app,
    deps,
    {
      name: 'memberAddPasskeyOptions',
      input: addPasskeyOptionsRequestSchema,
      answer: MEMBER_ANSWERS.memberAddPasskeyOptions.POST,
      limit: limits.passkeys,
    },
    async (_input, { now, request }) => {
      const member = await memberOf(members, memberTokenOf(request).memberId);
      await refuseWhenFull(passkeys.count(member.id));
      const options = await newPasskeyOptions(
        rp,
        { handle: member.userHandle, displayName: member.displayName },
        await passkeys.credentialsOf(member.id),
      );
      const challengeId = await challenges.keep(
        { challenge: options.challenge, ceremony: 'add', memberId: member.id },
        now,
      );
      return { challengeId, options };
    },
  );

  writeRoute(
    app,
    deps,
    {
      name: 'memberAddPasskey',
      input: addPasskeyRequestSchema,
      answer: MEMBER_ANSWERS.memberAddPasskey.POST,
      limit: limits.passkeys,
    },
    async (input, { now, commit }) => {
      const kept = await keptChallenge(challenges, input.challengeId, 'add', now);
      const passkey = await verifiedOnce(challenges, kept, () =>
        verifiedNewPasskey(rp, input.response, kept.challenge),
      );
      return commit(async (trx) => {
        const { memberId } = await memberInWrite(trx, input.token, now);
        // Another member's challenge is as unknown to this token as none.
        if (kept.memberId !== memberId) throw new WriteRefusal(401, CHALLENGE_GONE);
        await takeChallenge(trx, kept);
        await refuseWhenFull(passkeyRepository(trx).count(memberId));
        await keepPasskey(trx, memberId, passkey, input.label, now);
        return { status: 201, data: await passkeysOf(passkeyRepository(trx), memberId) };
      });
    },
  );

  lookupRoute(
    app,
    deps,
    {
      name: 'memberPasskeys',
      input: memberTokenRequestSchema,
      answer: MEMBER_ANSWERS.memberPasskeys.POST,
      limit: limits.read,
    },
    async (_input, { request }) => passkeysOf(passkeys, memberTokenOf(request).memberId),
  );

  writeRoute(
    app,
    deps,
    {
      name: 'memberRemovePasskey',
      input: removePasskeyRequestSchema,
      answer: MEMBER_ANSWERS.memberRemovePasskey.POST,
      limit: limits.passkeys,
    },
    async (input, { now, commit }) =>
      commit(async (trx) => {
        const { memberId } = await memberInWrite(trx, input.token, now);
        const inWrite = passkeyRepository(trx);
        // Another member's passkey is answered as one that does not exist: 404, never 403.
        if (!(await inWrite.isOwn(memberId, input.passkeyId))) {
          throw new WriteRefusal(404, 'body.passkeyId: you have no such passkey');
        }
        if ((await inWrite.count(memberId)) <= 1) throw new WriteRefusal(409, LAST_PASSKEY);
        await inWrite.remove(memberId, input.passkeyId);
        return { status: 200, data: true as const };
      }),
  );
}
