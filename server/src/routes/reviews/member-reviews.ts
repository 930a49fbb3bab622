import {
  memberReviewsRequestSchema,
  writeReviewRequestSchema,
} from '@ecg/domain/contracts/reviews';
import { newReviewStatus, REVIEW_MIN_FILL_MS, visitMonthAllowed } from '@ecg/domain/rules/reviews';
import { MEMBER_ANSWERS } from '@ecg/domain/member-api-answers';
import type { FastifyInstance } from 'fastify';
import type { ReviewPlaceRepository } from '../../store/reviews/review-places';
import { reviewRepository, type ReviewRepository } from '../../store/reviews/review-repository';
import { memberInWrite, memberTokenOf } from '../members/member-guard';
import type { MemberCallDependencies } from '../members/member-limits';
import { lookupRoute } from '../writes/lookup-route';
import { WriteRefusal, writeRoute } from '../writes/write-route';

export const VISIT_MONTH_REFUSED =
  'body.visitMonth: the visit month must be this month or one of the ten years before';
export const SENT_TOO_SOON = 'body.openedAt: the form was sent too soon';
export const NO_SUCH_REVIEWED_PLACE = 'body.placeId: no such place';
export const REVIEWED_ALREADY = 'body.placeId: you have already reviewed this place';

/**
 * A member's reviews (docs/reviews.md): the member's own list, with where each stands and an
 * operator's reason; and a new review, held for an operator while the member has fewer than two
 * shown, else shown at once. Registered inside signedInRoutes (members/member-guard.ts).
 */
export function memberReviewRoutes(
  app: FastifyInstance,
  deps: MemberCallDependencies,
  reviews: ReviewRepository,
  places: ReviewPlaceRepository,
): void {
  const { limits } = deps;

  lookupRoute(
    app,
    deps,
    {
      name: 'memberReviews',
      input: memberReviewsRequestSchema,
      answer: MEMBER_ANSWERS.memberReviews.POST,
      limit: limits.read,
    },
    async (_input, { lang, request }) => reviews.ofMember(memberTokenOf(request).memberId, lang),
  );

  writeRoute(
    app,
    deps,
    {
      name: 'writeReview',
      input: writeReviewRequestSchema,
      answer: MEMBER_ANSWERS.writeReview.POST,
      limit: limits.reviews,
    },
    async (input, { lang, now, commit }) => {
      // Checked by the server's clock, never the phone's (docs/reviews.md, Spam).
      if (!visitMonthAllowed(input.visitMonth, now)) {
        throw new WriteRefusal(400, VISIT_MONTH_REFUSED, [{ field: 'visitMonth', rule: 'date' }]);
      }
      if (now - input.openedAt < REVIEW_MIN_FILL_MS) {
        throw new WriteRefusal(400, SENT_TOO_SOON, [{ field: 'openedAt', rule: 'invalid' }]);
      }
      // The place is content, read before the write's transaction (docs/operations.md, Written
      // data in PostgreSQL).
      const placeId = await places.reviewedPlaceId(input.kind, input.placeId);
      return commit(async (trx) => {
        const { memberId } = await memberInWrite(trx, input.token, now);
        if (placeId === undefined) throw new WriteRefusal(404, NO_SUCH_REVIEWED_PLACE);
        const inWrite = reviewRepository(trx, places);
        if (await inWrite.hasReviewed(memberId, input.kind, placeId)) {
          throw new WriteRefusal(409, REVIEWED_ALREADY, [{ field: 'placeId', rule: 'duplicate' }]);
        }
        const status = newReviewStatus(await inWrite.shownBefore(memberId));
        const { kind, rating, text, visitMonth } = input;
        const id = await inWrite.create(
          { memberId, kind, placeId, rating, text, visitMonth, lang, status },
          now,
        );
        return { status: 201, data: { id, status } };
      });
    },
  );
}
