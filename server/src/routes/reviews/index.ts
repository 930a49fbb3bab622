import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberTokenRepository } from '../../store/members/member-token-repository';
import { reviewConsoleRepository } from '../../store/reviews/review-console-repository';
import { reviewPlaceRepository } from '../../store/reviews/review-places';
import { reviewRepository } from '../../store/reviews/review-repository';
import { requireContentLang } from '../core/lang';
import { privateMemberRoutes } from '../members/member-guard';
import {
  memberLimitsOf,
  type MemberCallDependencies,
  type MembersOptions,
} from '../members/member-limits';
import { loggedChanges } from '../operators/logged-change';
import type { WriteDependencies } from '../writes/write-route';
import { reviewAdminRoutes } from './admin-reviews';
import { memberReviewRoutes } from './member-reviews';
import { publicReviewRoutes } from './public-reviews';

/**
 * Travellers' reviews (docs/reviews.md): the public reads and the report, anyone's; and, behind
 * the member token's check and kept by no cache, a member's own reviews and a new one. Beside
 * the members' area, with its limits (members/member-limits.ts); and the console's queue.
 */
export const reviewsArea =
  (writes: WriteDependencies, options: MembersOptions): FastifyPluginAsyncZod =>
  async (app) => {
    const { store } = writes;
    const deps: MemberCallDependencies = { ...writes, limits: memberLimitsOf(options.limit) };
    const places = reviewPlaceRepository(writes.content);
    const reviews = reviewRepository(store, places);
    requireContentLang(app);
    publicReviewRoutes(app, deps, reviews, places);
    await app.register(
      privateMemberRoutes(memberTokenRepository(store), deps.now, async (signedIn) =>
        memberReviewRoutes(signedIn, deps, reviews, places),
      ),
    );
    await app.register(
      reviewAdminRoutes(reviewConsoleRepository(store, places), places, loggedChanges(store)),
    );
  };
