import type {
  BestRatedPlace,
  OwnReview,
  PlaceReviews,
  Review,
} from '@ecg/domain/contracts/reviews';
import { REVIEWS_PAGE_SIZE } from '@ecg/domain/rules/reviews';
import { json, standIn, type StandIn } from './app-screen';
import { memberServer } from './member-server';

/*
 * The reviews calls answered in the server's place (docs/reviews.md), to the contracts of
 * domain/src/contracts/reviews.ts, on top of the member calls of member-server.ts: a place's
 * shown reviews newest first, a page at a time, the best rated, a report, a member's write and
 * their own list. What each call was asked is kept for the test to read.
 */

const DAY = 86_400_000;
const LATEST = Date.UTC(2026, 10, 20, 3);

export const reviewOf = (index: number, overrides: Partial<Review> = {}): Review => ({
  id: 500 - index,
  rating: ((index % 5) + 1) as Review['rating'],
  text: `Review number ${index + 1}.\nA second line.`,
  visitMonth: '2026-10',
  displayName: `Traveller ${index + 1}`,
  createdAt: LATEST - index * DAY,
  ...overrides,
});

/** A place's answer for page `page` of `reviews` (newest first), with their mean and count. */
export function pageOf(reviews: readonly Review[], page = 1): PlaceReviews {
  const sum = reviews.reduce((total, review) => total + review.rating, 0);
  const start = (page - 1) * REVIEWS_PAGE_SIZE;
  return {
    mean: reviews.length === 0 ? null : Math.round((sum / reviews.length) * 10) / 10,
    count: reviews.length,
    reviews: reviews.slice(start, start + REVIEWS_PAGE_SIZE),
    page,
    pageSize: REVIEWS_PAGE_SIZE,
  };
}

export const BEST: BestRatedPlace[] = [
  { id: 11, name: 'Xiaoyeliu', mean: 4.6, count: 40 },
  { id: 1, name: 'Sanxiantai', mean: 5, count: 1 },
];

export const ownReviewOf = (overrides: Partial<OwnReview> = {}): OwnReview => ({
  ...reviewOf(0),
  kind: 'attraction',
  placeId: 1,
  placeName: 'Sanxiantai',
  status: 'held',
  reason: null,
  ...overrides,
});

const ok = (data: unknown) => json({ success: true, data });

const path = (tail: string, query: boolean) =>
  new RegExp(`^/[a-z-]+/${tail}${query ? '\\?' : '$'}`);

const PATTERNS = {
  placeReviews: path('opendata/reviews', true),
  bestRated: path('opendata/reviews/best-rated', true),
  reportReview: path('opendata/reviews/report', false),
};

/**
 * The member server with reviews: `reviews` shown on every place, the best rated, a report
 * taken and a write held (a member with no review of their own, member-server.ts). A test
 * answers a call otherwise with `answerPublic` (the public calls) or `answer` (the member calls).
 */
export function reviewServer(reviews: readonly Review[] = [reviewOf(0), reviewOf(1)]) {
  const server = memberServer();
  const asked: { name: keyof typeof PATTERNS; query: Record<string, string>; body: unknown }[] = [];
  const answerPublic = (name: keyof typeof PATTERNS, answer: StandIn) =>
    standIn(PATTERNS[name], (url, body) => {
      asked.push({ name, query: Object.fromEntries(url.searchParams), body });
      return answer(url, body);
    });
  answerPublic('placeReviews', (url) =>
    ok(pageOf(reviews, Number(url.searchParams.get('page') ?? 1))),
  );
  answerPublic('bestRated', () => ok(BEST));
  answerPublic('reportReview', () => ok({ reported: true }));
  server.answer('writeReview', () => ok({ id: 900, status: 'held' }));
  return {
    ...server,
    answerPublic,
    queriesOf: (name: keyof typeof PATTERNS) =>
      asked.filter((call) => call.name === name).map((call) => call.query),
    reportsSent: () => asked.filter((call) => call.name === 'reportReview').map((c) => c.body),
  };
}
