import { recoverOptionsRequestSchema, recoverRequestSchema } from '@ecg/domain/contracts';
import { MEMBER_ANSWERS } from '@ecg/domain/member-api-answers';
import type { FastifyInstance } from 'fastify';
import { memberRepository } from '../../store/members/member-repository';
import { memberTokenRepository } from '../../store/members/member-token-repository';
import { recoveryCodeRepository } from '../../store/members/recovery-code-repository';
import { lookupRoute } from '../writes/lookup-route';
import { WriteRefusal, writeRoute } from '../writes/write-route';
import { keepPasskey, keptChallenge, takeChallenge, verifiedOnce } from './ceremony-steps';
import type { MembersDependencies } from './member-limits';
import { memberOf, memberView } from './member-presenter';
import { newPasskeyOptions, verifiedNewPasskey } from './webauthn';

/** One answer for a code mistyped, unknown or used: it never says which. */
export const WRONG_RECOVERY_CODE =
  'body.recoveryCode: this recovery code is not one we can accept: check it, or try another';
export const RECOVERY_CODE_USED =
  'body.challengeId: this recovery code was used already: try another';

/**
 * Recovery on a new phone (docs/members.md, Recovery codes): one of the ten codes given at
 * enrolment lets the member make a passkey on the phone in hand. The code is used up in the
 * transaction that keeps the passkey, so two recoveries started with one code add one passkey.
 * A recovery adds its passkey even at PASSKEYS_MAX: it is the way back in.
 */
export function recoveryRoutes(app: FastifyInstance, deps: MembersDependencies): void {
  const { relyingParty: rp, limits } = deps;
  const { challenges, members, passkeys, recoveryCodes } = deps.repositories;

  lookupRoute(
    app,
    deps,
    {
      name: 'memberRecoverOptions',
      input: recoverOptionsRequestSchema,
      answer: MEMBER_ANSWERS.memberRecoverOptions.POST,
      limit: limits.recover,
    },
    async ({ recoveryCode }, { now }) => {
      const code = await recoveryCodes.unused(recoveryCode);
      if (code === undefined) throw new WriteRefusal(401, WRONG_RECOVERY_CODE);
      const member = await memberOf(members, code.memberId);
      const exclude = await passkeys.credentialsOf(member.id);
      const options = await newPasskeyOptions(
        rp,
        { handle: member.userHandle, displayName: member.displayName },
        exclude,
      );
      const challengeId = await challenges.keep(
        {
          challenge: options.challenge,
          ceremony: 'recover',
          memberId: member.id,
          recoveryCodeId: code.id,
        },
        now,
      );
      return { challengeId, options };
    },
  );

  writeRoute(
    app,
    deps,
    {
      name: 'memberRecover',
      input: recoverRequestSchema,
      answer: MEMBER_ANSWERS.memberRecover.POST,
      limit: limits.recover,
    },
    async (input, { now, commit }) => {
      const kept = await keptChallenge(challenges, input.challengeId, 'recover', now);
      const { memberId, recoveryCodeId } = kept;
      if (memberId === null || recoveryCodeId === null)
        throw new Error('a recovery without its code');
      const passkey = await verifiedOnce(challenges, kept, () =>
        verifiedNewPasskey(rp, input.response, kept.challenge),
      );
      return commit(async (trx) => {
        await takeChallenge(trx, kept);
        if (!(await recoveryCodeRepository(trx).use(recoveryCodeId, now))) {
          throw new WriteRefusal(401, RECOVERY_CODE_USED);
        }
        await keepPasskey(trx, memberId, passkey, input.label, now);
        const { token, expiresAt } = await memberTokenRepository(trx).open(memberId, now);
        const member = memberView(await memberOf(memberRepository(trx), memberId));
        return { status: 200, data: { member, token, expiresAt } };
      });
    },
  );
}
