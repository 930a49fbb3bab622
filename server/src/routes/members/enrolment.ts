import { registerOptionsRequestSchema, registerRequestSchema } from '@ecg/domain/contracts';
import { MEMBER_ANSWERS } from '@ecg/domain/member-api-answers';
import type { FastifyInstance } from 'fastify';
import { memberRepository, newUserHandle } from '../../store/members/member-repository';
import { memberTokenRepository } from '../../store/members/member-token-repository';
import { recoveryCodeRepository } from '../../store/members/recovery-code-repository';
import { lookupRoute } from '../writes/lookup-route';
import { writeRoute } from '../writes/write-route';
import { keepPasskey, keptChallenge, takeChallenge, verifiedOnce } from './ceremony-steps';
import type { MembersDependencies } from './member-limits';
import { newPasskeyOptions, verifiedNewPasskey } from './webauthn';

/**
 * Enrolment (docs/members.md, Becoming a member): a name to show, then a passkey made by the
 * phone. The member, the passkey, ten recovery codes and a token are made in one transaction,
 * and the codes are answered this once.
 */
export function enrolmentRoutes(app: FastifyInstance, deps: MembersDependencies): void {
  const { relyingParty: rp, limits } = deps;
  const { challenges } = deps.repositories;

  lookupRoute(
    app,
    deps,
    {
      name: 'memberRegisterOptions',
      input: registerOptionsRequestSchema,
      answer: MEMBER_ANSWERS.memberRegisterOptions.POST,
      limit: limits.enrol,
    },
    async ({ displayName }, { now }) => {
      const userHandle = newUserHandle();
      const options = await newPasskeyOptions(rp, { handle: userHandle, displayName }, []);
      const challengeId = await challenges.keep(
        { challenge: options.challenge, ceremony: 'register', displayName, userHandle },
        now,
      );
      return { challengeId, options };
    },
  );

  writeRoute(
    app,
    deps,
    {
      name: 'memberRegister',
      input: registerRequestSchema,
      answer: MEMBER_ANSWERS.memberRegister.POST,
      limit: limits.enrol,
    },
    async (input, { now, commit }) => {
      const kept = await keptChallenge(challenges, input.challengeId, 'register', now);
      const passkey = await verifiedOnce(challenges, kept, () =>
        verifiedNewPasskey(rp, input.response, kept.challenge),
      );
      const { displayName, userHandle } = kept;
      if (displayName === null || userHandle === null)
        throw new Error('an enrolment without a name');
      return commit(async (trx) => {
        await takeChallenge(trx, kept);
        const memberId = await memberRepository(trx).create({
          displayName,
          userHandle,
          createdAt: now,
        });
        await keepPasskey(trx, memberId, passkey, input.label, now);
        const recoveryCodes = await recoveryCodeRepository(trx).issue(memberId);
        const { token, expiresAt } = await memberTokenRepository(trx).open(memberId, now);
        return {
          status: 201,
          data: { member: { displayName, createdAt: now }, token, expiresAt, recoveryCodes },
        };
      });
    },
  );
}
