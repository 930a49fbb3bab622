import { createHash } from 'node:crypto';
import {
  BEST_RATED_MAX,
  bestRatedRequestSchema,
  placeReviewsRequestSchema,
  reportReviewRequestSchema,
} from '@ecg/domain/contracts/reviews';
import type { ContentLang } from '@ecg/domain/rules/language';
import { memberApiRoute } from '@ecg/domain/member-api-paths';
import { MEMBER_ANSWERS } from '@ecg/domain/member-api-answers';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clientKey } from '../../plugins/client-key';
import { NotFoundError } from '../../plugins/errors';
import { memberTokenRepository } from '../../store/members/member-token-repository';
import type { ReviewPlaceRepository } from '../../store/reviews/review-places';
import { reviewRepository, type ReviewRepository } from '../../store/reviews/review-repository';
import { langParams } from '../core/lang';
import { WriteRefusal, writeRoute } from '../writes/write-route';
import type { MemberCallDependencies } from '../members/member-limits';

export const NO_SUCH_PLACE = 'querystring.id: no such place';
export const NO_SUCH_REVIEW = 'body.reviewId: no such review';

/** Whom a report counts as: a member by their id, anyone else by their client's address. */
export const reporterDigest = (who: { memberId: number } | { client: string }) =>
  createHash('sha256')
    .update('memberId' in who ? `member:${who.memberId}` : `client:${who.client}`)
    .digest('hex');

/**
 * What anyone may call (docs/reviews.md, The calls): a place's shown reviews and the best rated,
 * GET and kept a minute by any cache (an approval shows within one); and a report, which a member
 * token makes the member's own. A report of a review that is not shown is answered as any other,
 * and counts for nothing, so it tells nothing of the review.
 */
export function publicReviewRoutes(
  app: FastifyInstance,
  deps: MemberCallDependencies,
  reviews: ReviewRepository,
  places: ReviewPlaceRepository,
): void {
  const { limits } = deps;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const config = {
    cachePolicy: 'live',
    rateLimit: { max: limits.reviewReads.max, timeWindow: limits.reviewReads.timeWindowMs },
  } as const;

  typed.get(
    memberApiRoute('placeReviews'),
    {
      config,
      schema: {
        params: langParams,
        querystring: placeReviewsRequestSchema,
        response: { 200: MEMBER_ANSWERS.placeReviews.GET },
      },
    },
    async (request) => {
      const { kind, id, page = 1 } = request.query;
      const placeId = await places.reviewedPlaceId(kind, id);
      if (placeId === undefined) throw new NotFoundError(NO_SUCH_PLACE);
      return { success: true, data: await reviews.ofPlace(kind, placeId, page) };
    },
  );

  typed.get(
    memberApiRoute('bestRated'),
    {
      config,
      schema: {
        params: langParams,
        querystring: bestRatedRequestSchema,
        response: { 200: MEMBER_ANSWERS.bestRated.GET },
      },
    },
    async (request) => {
      const lang = request.params.lang as ContentLang;
      const places = await reviews.bestRated(request.query.kind, lang, BEST_RATED_MAX);
      return { success: true, data: places };
    },
  );

  writeRoute(
    app,
    deps,
    {
      name: 'reportReview',
      input: reportReviewRequestSchema,
      answer: MEMBER_ANSWERS.reportReview.POST,
      limit: limits.reports,
    },
    async (input, { now, request, commit }) =>
      commit(async (trx) => {
        const inWrite = reviewRepository(trx, places);
        const status = await inWrite.statusOf(input.reviewId);
        if (status === undefined) throw new WriteRefusal(404, NO_SUCH_REVIEW);
        if (status === 'shown') {
          const member = input.token && (await memberTokenRepository(trx).use(input.token, now));
          const reporter = reporterDigest(
            member ? { memberId: member.memberId } : { client: clientKey(request.ip) },
          );
          await inWrite.report(input.reviewId, reporter, input.reason, now);
        }
        return { status: 200, data: { reported: true as const } };
      }),
  );
}
