import { z } from 'zod';
import { pagingQuerySchema } from './admin';
import { consoleLangSchema } from './admin-suggestions';
import { dateTimeTextSchema } from './common';
import { envelope, listPageSchema } from './envelope';
import {
  rejectionReasonSchema,
  reviewPlaceKindSchema,
  reviewRatingSchema,
  reviewStatusSchema,
  visitMonthSchema,
} from './reviews';

/*
 * The console's review queue (docs/reviews.md, The console): reviews by status, with their place,
 * reports and member; approved, rejected with a reason the member reads, or a hidden one
 * restored. Each decision is logged.
 */

export const reviewsQuerySchema = pagingQuerySchema.extend({
  /** Every status when absent. */
  status: z
    .enum(reviewStatusSchema.options, {
      error: `status must be one of ${reviewStatusSchema.options.join(', ')}`,
    })
    .optional(),
  /** The language the places are named in. */
  lang: consoleLangSchema,
});
export type ReviewsQuery = z.input<typeof reviewsQuerySchema>;

/** A review as an operator reads it. */
export const operatorReviewSchema = z.object({
  id: z.int().positive(),
  kind: reviewPlaceKindSchema,
  placeId: z.int().positive(),
  /** '' for a place the content no longer holds. */
  placeName: z.string(),
  rating: reviewRatingSchema,
  text: z.string(),
  visitMonth: visitMonthSchema,
  /** The language the member wrote in. */
  lang: z.string(),
  status: reviewStatusSchema,
  reason: z.string().nullable(),
  /** The member's display name; null once the account is deleted. */
  displayName: z.string().nullable(),
  /** How many reporters reported it since it was last shown. */
  reports: z.int().nonnegative(),
  createdAt: dateTimeTextSchema,
  decidedAt: dateTimeTextSchema.nullable(),
});
export type OperatorReview = z.infer<typeof operatorReviewSchema>;

export const reviewsAnswerSchema = envelope(listPageSchema(operatorReviewSchema));

const reviewId = z
  .int({ error: 'id must be a whole number' })
  .positive({ error: 'id must be positive' });

/** Approve (held or hidden → shown) and restore (hidden → shown). */
export const reviewDecisionRequestSchema = z.object({ id: reviewId });
export type ReviewDecisionRequest = z.input<typeof reviewDecisionRequestSchema>;

/** Reject (held or hidden → rejected), with the reason the member reads. */
export const rejectReviewRequestSchema = z.object({ id: reviewId, reason: rejectionReasonSchema });
export type RejectReviewRequest = z.input<typeof rejectReviewRequestSchema>;

/** The review as it stands after the decision. */
export const reviewDecisionAnswerSchema = envelope(operatorReviewSchema);
