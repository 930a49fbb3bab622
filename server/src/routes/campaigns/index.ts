import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { campaignRepository } from '../../store/campaigns/campaign-repository';
import { checkInRepository } from '../../store/campaigns/check-in-repository';
import { memberRepository } from '../../store/members/member-repository';
import { memberTokenRepository } from '../../store/members/member-token-repository';
import { requireContentLang } from '../core/lang';
import { privateMemberRoutes } from '../members/member-guard';
import {
  memberLimitsOf,
  type MemberCallDependencies,
  type MembersOptions,
} from '../members/member-limits';
import { loggedChanges } from '../operators/logged-change';
import type { WriteDependencies } from '../writes/write-route';
import { campaignAdminRoutes } from './admin-campaigns';
import { campaignStatusRoutes } from './campaign-status';
import { memberCampaignRoutes } from './member-campaign';

/**
 * The collection campaign (docs/campaigns.md): requirements §7's status, anyone's; a member's
 * campaign and check-in, behind the member token's check and kept by no cache, with the
 * members' limits (members/member-limits.ts); and the console's campaigns.
 */
export const campaignsArea =
  (writes: WriteDependencies, options: MembersOptions): FastifyPluginAsyncZod =>
  async (app) => {
    const { store } = writes;
    const deps: MemberCallDependencies = { ...writes, limits: memberLimitsOf(options.limit) };
    const campaigns = campaignRepository(store, writes.content);
    const memberReads = {
      campaigns,
      checkIns: checkInRepository(store),
      members: memberRepository(store),
    };
    requireContentLang(app);
    await app.register(campaignStatusRoutes(campaigns, deps.now));
    await app.register(
      privateMemberRoutes(memberTokenRepository(store), deps.now, async (signedIn) =>
        memberCampaignRoutes(signedIn, deps, memberReads),
      ),
    );
    await app.register(
      campaignAdminRoutes(
        campaigns,
        (trx) => campaignRepository(trx, writes.content),
        loggedChanges(store),
      ),
    );
  };
