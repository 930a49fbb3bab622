import { ADMIN_API_PATHS } from '@ecg/domain/admin-api-paths';
import {
  rejectReviewRequestSchema,
  reviewDecisionAnswerSchema,
  reviewDecisionRequestSchema,
  reviewsAnswerSchema,
  reviewsQuerySchema,
} from '@ecg/domain/contracts/admin-reviews';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Store } from '../../store/core/database';
import {
  reviewConsoleRepository,
  type ReviewDecision,
} from '../../store/reviews/review-console-repository';
import { operatorOf, operatorRoutes } from '../operators/admin-guard';
import type { LoggedChange } from '../operators/logged-change';

/**
 * The console's review queue (docs/reviews.md, The console): reviews by status; approve, reject
 * with a reason, restore a hidden one. Staff may decide, as they reply to suggestions; each
 * decision and its line of the log are one transaction.
 */
export const reviewAdminRoutes = (store: Store, changes: LoggedChange): FastifyPluginAsyncZod =>
  operatorRoutes('staff', async (app) => {
    app.get(
      ADMIN_API_PATHS.reviews,
      { schema: { querystring: reviewsQuerySchema, response: { 200: reviewsAnswerSchema } } },
      async (request) => {
        const { page, pageSize, status, lang } = request.query;
        const { items, total } = await reviewConsoleRepository(store).list({
          status,
          lang,
          limit: pageSize,
          offset: (page - 1) * pageSize,
        });
        return { success: true, data: { items, total, page, pageSize } };
      },
    );

    const decisionRoute = (
      url: string,
      decision: ReviewDecision,
      body: typeof reviewDecisionRequestSchema | typeof rejectReviewRequestSchema,
    ) =>
      app.post(
        url,
        { schema: { body, response: { 200: reviewDecisionAnswerSchema } } },
        async (request) => {
          const operator = operatorOf(request);
          const { id } = request.body;
          const reason = 'reason' in request.body ? request.body.reason : undefined;
          const { review } = await changes(
            operator,
            { notFound: 'id', statusRefused: 'id' },
            (trx) =>
              reviewConsoleRepository(trx).decide(id, decision, operator.at, 'zh-tw', reason),
            ({ from }) => ({
              action: `review.${decision}`,
              subjectKind: 'review',
              subjectId: id,
              detail: { from, ...(reason === undefined ? {} : { reasonLength: reason.length }) },
            }),
          );
          return { success: true, data: review };
        },
      );

    decisionRoute(ADMIN_API_PATHS.approveReview, 'approve', reviewDecisionRequestSchema);
    decisionRoute(ADMIN_API_PATHS.rejectReview, 'reject', rejectReviewRequestSchema);
    decisionRoute(ADMIN_API_PATHS.restoreReview, 'restore', reviewDecisionRequestSchema);
  });
