import { ADMIN_ANSWERS } from '@ecg/domain/admin-api-answers';
import { ADMIN_API_PATHS } from '@ecg/domain/admin-api-paths';
import {
  rejectReviewRequestSchema,
  reviewDecisionRequestSchema,
  reviewsQuerySchema,
} from '@ecg/domain/contracts/admin-reviews';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ReviewPlaceRepository } from '../../store/reviews/review-places';
import {
  reviewConsoleRepository,
  type ReviewConsoleRepository,
  type ReviewDecision,
} from '../../store/reviews/review-console-repository';
import { operatorOf, operatorRoutes } from '../operators/admin-guard';
import type { LoggedChange } from '../operators/logged-change';

/**
 * The console's review queue (docs/reviews.md, The console): reviews by status; approve, reject
 * with a reason, restore a hidden one. Staff may decide, as they reply to suggestions; each
 * decision and its line of the log are one transaction.
 */
export const reviewAdminRoutes = (
  reviews: ReviewConsoleRepository,
  places: ReviewPlaceRepository,
  changes: LoggedChange,
): FastifyPluginAsyncZod =>
  operatorRoutes('staff', async (app) => {
    app.get(
      ADMIN_API_PATHS.reviews,
      { schema: { querystring: reviewsQuerySchema, response: { 200: ADMIN_ANSWERS.reviews.GET } } },
      async (request) => {
        const { page, pageSize, status, lang } = request.query;
        const { items, total } = await reviews.list({
          status,
          lang,
          limit: pageSize,
          offset: (page - 1) * pageSize,
        });
        return { success: true, data: { items, total, page, pageSize } };
      },
    );

    const decisionRoute = (
      call: 'approveReview' | 'rejectReview' | 'restoreReview',
      decision: ReviewDecision,
      body: typeof reviewDecisionRequestSchema | typeof rejectReviewRequestSchema,
    ) =>
      app.post(
        ADMIN_API_PATHS[call],
        { schema: { body, response: { 200: ADMIN_ANSWERS[call].POST } } },
        async (request) => {
          const operator = operatorOf(request);
          const { id } = request.body;
          const reason = 'reason' in request.body ? request.body.reason : undefined;
          await changes(
            operator,
            { notFound: 'id', statusRefused: 'id' },
            (trx) => reviewConsoleRepository(trx, places).decide(id, decision, operator.at, reason),
            ({ from }) => ({
              action: `review.${decision}`,
              subjectKind: 'review',
              subjectId: id,
              detail: { from, ...(reason === undefined ? {} : { reasonLength: reason.length }) },
            }),
          );
          // Named from the content after the change's transaction.
          return { success: true, data: await reviews.one(id, 'zh-tw') };
        },
      );

    decisionRoute('approveReview', 'approve', reviewDecisionRequestSchema);
    decisionRoute('rejectReview', 'reject', rejectReviewRequestSchema);
    decisionRoute('restoreReview', 'restore', reviewDecisionRequestSchema);
  });
