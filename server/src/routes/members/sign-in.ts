import { signInOptionsRequestSchema, signInRequestSchema } from '@ecg/domain/contracts';
import { MEMBER_ANSWERS } from '@ecg/domain/member-api-answers';
import type { FastifyInstance } from 'fastify';
import { memberTokenRepository } from '../../store/members/member-token-repository';
import { passkeyRepository } from '../../store/members/passkey-repository';
import { lookupRoute } from '../writes/lookup-route';
import { WriteRefusal, writeRoute } from '../writes/write-route';
import { keptChallenge, takeChallenge, verifiedOnce } from './ceremony-steps';
import type { MembersDependencies } from './member-limits';
import { memberView } from './member-presenter';
import { NOT_VERIFIED, signInOptions, verifiedSignIn } from './webauthn';

/** A passkey the phone offers that we do not keep: removed, or its member's account deleted. */
export const UNKNOWN_PASSKEY =
  'body.response: this passkey is not registered here: sign in with another, or use a recovery code';

/**
 * Signing in (docs/members.md, Signing in): the phone offers the passkeys it holds for our site
 * (discoverable, so no name is asked), the member picks one and unlocks it; its assertion opens
 * a new token. Limited per client only, so no stranger's tries keep a member out.
 */
export function signInRoutes(app: FastifyInstance, deps: MembersDependencies): void {
  const { relyingParty: rp, limits } = deps;
  const { challenges, members, passkeys } = deps.repositories;

  lookupRoute(
    app,
    deps,
    {
      name: 'memberSignInOptions',
      input: signInOptionsRequestSchema,
      answer: MEMBER_ANSWERS.memberSignInOptions.POST,
      limit: limits.signIn,
    },
    async (_input, { now }) => {
      const options = await signInOptions(rp);
      const challengeId = await challenges.keep(
        { challenge: options.challenge, ceremony: 'sign-in' },
        now,
      );
      return { challengeId, options };
    },
  );

  writeRoute(
    app,
    deps,
    {
      name: 'memberSignIn',
      input: signInRequestSchema,
      answer: MEMBER_ANSWERS.memberSignIn.POST,
      limit: limits.signIn,
    },
    async (input, { now, commit }) => {
      const kept = await keptChallenge(challenges, input.challengeId, 'sign-in', now);
      const verified = await verifiedOnce(challenges, kept, async () => {
        const stored = await passkeys.byCredentialId(input.response.id);
        if (stored === undefined) throw new WriteRefusal(401, UNKNOWN_PASSKEY);
        const member = await members.byId(stored.memberId);
        // The phone names the account the passkey was made for: it must be this passkey's.
        const { userHandle } = input.response.response;
        if (
          member === undefined ||
          (userHandle !== undefined && userHandle !== member.userHandle)
        ) {
          throw new WriteRefusal(401, NOT_VERIFIED);
        }
        const next = await verifiedSignIn(rp, input.response, kept.challenge, stored);
        return { passkeyId: stored.id, member, next };
      });
      return commit(async (trx) => {
        await takeChallenge(trx, kept);
        if (!(await passkeyRepository(trx).used(verified.passkeyId, verified.next, now))) {
          throw new WriteRefusal(401, UNKNOWN_PASSKEY);
        }
        const { token, expiresAt } = await memberTokenRepository(trx).open(verified.member.id, now);
        return { status: 200, data: { member: memberView(verified.member), token, expiresAt } };
      });
    },
  );
}
