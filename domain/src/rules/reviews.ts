import { taipeiDayNumber } from './taipei-offset';

/**
 * Travellers' reviews of attractions, shops and accommodations (requirements §1, §2, §3;
 * docs/reviews.md): who may write, when a review shows, and how places are ordered by them.
 */

/** The places a review may be of. */
export const REVIEW_PLACE_KINDS = ['attraction', 'shop', 'accommodation'] as const;
export type ReviewPlaceKind = (typeof REVIEW_PLACE_KINDS)[number];

/** Requirements §3's rating labels, from 5 (Excellent) down to 1 (Terrible). */
export const REVIEW_RATING_LABELS = {
  5: 'excellent',
  4: 'veryGood',
  3: 'average',
  2: 'poor',
  1: 'terrible',
} as const;
export type ReviewRating = keyof typeof REVIEW_RATING_LABELS;
export type ReviewRatingLabel = (typeof REVIEW_RATING_LABELS)[ReviewRating];

export function ratingLabelOf(rating: ReviewRating): ReviewRatingLabel {
  return REVIEW_RATING_LABELS[rating];
}

export const REVIEW_TEXT_MIN = 10;
export const REVIEW_TEXT_MAX = 2000;

/** A member's first reviews wait for an operator; after these, a review shows at once. */
export const REVIEWS_HELD_FIRST = 2;

/** Reports by this many different reporters hide a review until an operator looks. */
export const REPORTS_TO_HIDE = 3;

/**
 * A form sent sooner than this after it was opened was not typed by a person (with the
 * honeypot field and the write path's limit, docs/reviews.md, Spam).
 */
export const REVIEW_MIN_FILL_MS = 5_000;

/** How many reviews one page of a place's list holds. */
export const REVIEWS_PAGE_SIZE = 20;

/**
 * Where a review stands: `held` (waiting for an operator), `shown`, `hidden` (reported, until
 * an operator looks), `rejected` (by an operator, with a reason). Only `shown` reviews are read
 * by visitors and counted in a place's mean.
 */
export const REVIEW_STATUSES = ['held', 'shown', 'hidden', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** A new review's status: held while the member has fewer than REVIEWS_HELD_FIRST approved. */
export function newReviewStatus(approvedBefore: number): 'held' | 'shown' {
  return approvedBefore < REVIEWS_HELD_FIRST ? 'held' : 'shown';
}

/** After a report: hidden once REPORTS_TO_HIDE different reporters reported a shown review. */
export function statusAfterReport(status: ReviewStatus, reporters: number): ReviewStatus {
  return status === 'shown' && reporters >= REPORTS_TO_HIDE ? 'hidden' : status;
}

/** The weight of the prior in the best-rated order: as if every place had 5 average reviews. */
export const BAYES_PRIOR_WEIGHT = 5;

/**
 * A place's score in "best rated": its reviews' mean pulled towards the mean of all reviews of
 * places of its kind (`priorMean`) by BAYES_PRIOR_WEIGHT, so one 5-star review does not outrank
 * forty 4.8s. The card still shows the raw mean and count.
 */
export function bayesianScore(sum: number, count: number, priorMean: number): number {
  return (BAYES_PRIOR_WEIGHT * priorMean + sum) / (BAYES_PRIOR_WEIGHT + count);
}

/** The raw mean, to one decimal; undefined without reviews. */
export function meanRating(sum: number, count: number): number | undefined {
  return count === 0 ? undefined : Math.round((sum / count) * 10) / 10;
}

/** A visit month as written in a review: 'YYYY-MM'. */
export const VISIT_MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** How far back a visit may be told: ten years. */
export const VISIT_MONTHS_BACK = 120;

/**
 * Whether a visit month may be told at `now`: not after the current Taipei month, and not more
 * than VISIT_MONTHS_BACK months before it.
 */
export function visitMonthAllowed(visitMonth: string, now: number): boolean {
  const match = VISIT_MONTH_PATTERN.exec(visitMonth);
  if (!match) return false;
  const told = Number(match[1]) * 12 + Number(match[2]) - 1;
  const today = new Date(taipeiDayNumber(now) * 86_400_000);
  const current = today.getUTCFullYear() * 12 + today.getUTCMonth();
  return told <= current && told >= current - VISIT_MONTHS_BACK;
}
