import { deleteMemberRequestSchema, memberTokenRequestSchema } from '@ecg/domain/contracts';
import { MEMBER_ANSWERS } from '@ecg/domain/member-api-answers';
import type { FastifyInstance } from 'fastify';
import { memberRepository } from '../../store/members/member-repository';
import { memberTokenRepository } from '../../store/members/member-token-repository';
import { lookupRoute } from '../writes/lookup-route';
import { writeRoute } from '../writes/write-route';
import { memberInWrite, memberTokenOf } from './member-guard';
import type { MembersDependencies } from './member-limits';
import { memberOf, memberView, passkeysOf, profileOf } from './member-presenter';

/** The name "Download my data" saves under. */
export const EXPORT_FILE_NAME = 'east-coast-guide-my-data.json';

/**
 * The member's own account (docs/members.md, Your data): the profile, signing out here or
 * everywhere, everything kept of the member as one file, and the account erased. Registered
 * inside signedInRoutes (member-guard.ts).
 */
export function accountRoutes(app: FastifyInstance, deps: MembersDependencies): void {
  const { limits, repositories } = deps;

  lookupRoute(
    app,
    deps,
    {
      name: 'memberProfile',
      input: memberTokenRequestSchema,
      answer: MEMBER_ANSWERS.memberProfile.POST,
      limit: limits.read,
    },
    async (_input, { request }) => {
      const { memberId, expiresAt } = memberTokenOf(request);
      return profileOf(repositories, memberId, expiresAt);
    },
  );

  writeRoute(
    app,
    deps,
    {
      name: 'memberSignOut',
      input: memberTokenRequestSchema,
      answer: MEMBER_ANSWERS.memberSignOut.POST,
      limit: limits.account,
    },
    async (input, { now, commit }) =>
      commit(async (trx) => {
        const { tokenHash } = await memberInWrite(trx, input.token, now);
        await memberTokenRepository(trx).end(tokenHash);
        return { status: 200, data: true as const };
      }),
  );

  writeRoute(
    app,
    deps,
    {
      name: 'memberSignOutEverywhere',
      input: memberTokenRequestSchema,
      answer: MEMBER_ANSWERS.memberSignOutEverywhere.POST,
      limit: limits.account,
    },
    async (input, { now, commit }) =>
      commit(async (trx) => {
        const { memberId } = await memberInWrite(trx, input.token, now);
        await memberTokenRepository(trx).endAll(memberId);
        return { status: 200, data: true as const };
      }),
  );

  // A download: the app saves the answer as a file, which the browser names by this header.
  lookupRoute(
    app,
    deps,
    {
      name: 'memberExport',
      input: memberTokenRequestSchema,
      answer: MEMBER_ANSWERS.memberExport.POST,
      limit: limits.account,
    },
    async (_input, { lang, now, request, reply }) => {
      const { memberId } = memberTokenOf(request);
      const member = await memberOf(repositories.members, memberId);
      void reply.header('content-disposition', `attachment; filename="${EXPORT_FILE_NAME}"`);
      return {
        member: memberView(member),
        passkeys: await passkeysOf(repositories.passkeys, memberId),
        favourites: await repositories.favourites.of(memberId),
        trips: await repositories.trips.all(memberId),
        reviews: await deps.exportParts.reviews(memberId, lang),
        points: member.points,
        campaignCheckIns: await deps.exportParts.campaignCheckIns(memberId),
        exportedAt: now,
      };
    },
  );

  writeRoute(
    app,
    deps,
    {
      name: 'memberDelete',
      input: deleteMemberRequestSchema,
      answer: MEMBER_ANSWERS.memberDelete.POST,
      limit: limits.account,
    },
    async (input, { now, commit }) =>
      commit(async (trx) => {
        const { memberId } = await memberInWrite(trx, input.token, now);
        await memberRepository(trx).erase(memberId);
        return { status: 200, data: true as const };
      }),
  );
}
