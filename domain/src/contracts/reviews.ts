import { z } from 'zod';
import { coercedNumber, idParam, requiredText } from './coerce';
import { envelope } from './envelope';
import { textOf } from './forms';
import { memberTokenSchema } from './member-token';
import {
  REVIEW_PLACE_KINDS,
  REVIEW_STATUSES,
  REVIEW_TEXT_MAX,
  REVIEW_TEXT_MIN,
  REVIEWS_PAGE_SIZE,
  VISIT_MONTH_PATTERN,
} from '../rules/reviews';

/**
 * Travellers' reviews (docs/reviews.md; rules/reviews.ts): a place's shown reviews, the best
 * rated places, a member's review and their own list, and a report anyone may send. The
 * operators' queue is among the admin contracts.
 */

export const reviewPlaceKindSchema = z.enum(REVIEW_PLACE_KINDS, {
  error: `kind must be one of ${REVIEW_PLACE_KINDS.join(', ')}`,
});

export const reviewRatingSchema = z
  .int({ error: 'rating must be a whole number' })
  .min(1, { error: 'rating must be 1 to 5' })
  .max(5, { error: 'rating must be 1 to 5' });

export const visitMonthSchema = z
  .string({ error: 'visitMonth must be a text' })
  .regex(VISIT_MONTH_PATTERN, { error: 'visitMonth must be a month as YYYY-MM' });

const epochMs = (field: string) =>
  z
    .int({ error: `${field} must be a whole number` })
    .nonnegative({ error: `${field} must be 0 or more` });

/** A review as visitors read it. `displayName` is null once its member deleted the account. */
export const reviewSchema = z.object({
  id: z.int().positive(),
  rating: reviewRatingSchema,
  text: z.string(),
  visitMonth: visitMonthSchema,
  displayName: z.string().nullable(),
  createdAt: epochMs('createdAt'),
});
export type Review = z.infer<typeof reviewSchema>;

/** GET query: a place's shown reviews, newest first, a page at a time. */
export const placeReviewsRequestSchema = z.object({
  kind: reviewPlaceKindSchema,
  id: idParam(),
  page: coercedNumber(
    (n) =>
      n.int({ error: 'page must be a whole number' }).positive({ error: 'page must be positive' }),
    'page',
  ).optional(),
});
export type PlaceReviewsRequest = z.infer<typeof placeReviewsRequestSchema>;

/** The raw mean (one decimal, null without reviews) and count of the place's shown reviews. */
export const placeReviewsSchema = z.object({
  mean: z.number().min(1).max(5).nullable(),
  count: z.int().nonnegative(),
  reviews: z.array(reviewSchema).max(REVIEWS_PAGE_SIZE),
  page: z.int().positive(),
  pageSize: z.int().positive(),
});
export type PlaceReviews = z.infer<typeof placeReviewsSchema>;
export const placeReviewsAnswerSchema = envelope(placeReviewsSchema);

/** GET query: the places of a kind in "best rated" order (rules/reviews.ts bayesianScore). */
export const bestRatedRequestSchema = z.object({ kind: reviewPlaceKindSchema });
export const bestRatedPlaceSchema = z.object({
  id: z.int().positive(),
  name: z.string(),
  mean: z.number().min(1).max(5),
  count: z.int().positive(),
});
export type BestRatedPlace = z.infer<typeof bestRatedPlaceSchema>;
/** At most this many, best first. */
export const BEST_RATED_MAX = 20;
export const bestRatedAnswerSchema = envelope(z.array(bestRatedPlaceSchema).max(BEST_RATED_MAX));

/**
 * A member's review. `website` is a field people never see (a honeypot): it must stay empty.
 * `openedAt` is when the form was opened (epoch ms): a review sent within REVIEW_MIN_FILL_MS of
 * it is refused as not typed by a person. The visit month may not be after this month, nor more
 * than ten years before it (rules/reviews.ts visitMonthAllowed, checked by the server's clock).
 */
export const writeReviewRequestSchema = z.object({
  token: memberTokenSchema,
  kind: reviewPlaceKindSchema,
  placeId: z
    .int({ error: 'placeId must be a whole number' })
    .positive({ error: 'placeId must be positive' }),
  rating: reviewRatingSchema,
  text: textOf('text', 'lines')
    .min(REVIEW_TEXT_MIN, { error: `text must be at least ${REVIEW_TEXT_MIN} characters` })
    .max(REVIEW_TEXT_MAX, { error: `text must be at most ${REVIEW_TEXT_MAX} characters` }),
  visitMonth: visitMonthSchema,
  website: z.literal('', { error: 'website must be empty' }),
  openedAt: epochMs('openedAt'),
});
export type WriteReviewRequest = z.infer<typeof writeReviewRequestSchema>;

/** What became of it: `held` until an operator approves it, or `shown` at once. */
export const writtenReviewSchema = z.object({
  id: z.int().positive(),
  status: z.enum(['held', 'shown']),
});
export const writtenReviewAnswerSchema = envelope(writtenReviewSchema);

export const reviewStatusSchema = z.enum(REVIEW_STATUSES);

/** A member's own review, in the member area: where it stands, and an operator's reason. */
export const ownReviewSchema = reviewSchema.extend({
  kind: reviewPlaceKindSchema,
  placeId: z.int().positive(),
  placeName: z.string(),
  status: reviewStatusSchema,
  /** The operator's reason, for a rejected review. */
  reason: z.string().nullable(),
});
export type OwnReview = z.infer<typeof ownReviewSchema>;
export const memberReviewsRequestSchema = z.object({ token: memberTokenSchema });
export const memberReviewsAnswerSchema = envelope(z.array(ownReviewSchema));

/** Why a review is reported. */
export const REPORT_REASONS = ['spam', 'offensive', 'untrue', 'other'] as const;

/**
 * A report, from anyone: with a member token it counts as that member's, without one as the
 * sending client's, so one person's reports count once (rules/reviews.ts REPORTS_TO_HIDE).
 */
export const reportReviewRequestSchema = z.object({
  reviewId: z
    .int({ error: 'reviewId must be a whole number' })
    .positive({ error: 'reviewId must be positive' }),
  reason: z.enum(REPORT_REASONS, { error: `reason must be one of ${REPORT_REASONS.join(', ')}` }),
  token: memberTokenSchema.optional(),
});
export type ReportReviewRequest = z.infer<typeof reportReviewRequestSchema>;
export const reportReviewAnswerSchema = envelope(z.object({ reported: z.literal(true) }));

/** An operator's reason for a rejection, shown to the review's member. */
export const rejectionReasonSchema = requiredText('reason', 500);
