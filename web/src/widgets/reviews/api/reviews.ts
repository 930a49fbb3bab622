import { useQuery } from '@/lib/query';
import { infiniteQueryOptions, useInfiniteQuery } from '@/lib/query/infinite';
import type { PlaceReviews, WriteReviewRequest } from '@ecg/domain/contracts/reviews';
import type { ContentLang } from '@ecg/domain/rules/language';
import type { ReviewPlaceKind } from '@ecg/domain/rules/reviews';
import { callKey, pagesKey } from '@/lib/api/query-keys';
import { memberCall } from '@/lib/members/member-call';
import { getPublic } from './public-read';

/**
 * Travellers' reviews (contracts/reviews.ts): the public reads in the app's query client, kept
 * a minute as the server's answer says (max-age=60); the member's own list and the write
 * through memberCall, in a member query client, never saved on the device.
 */

export const REVIEWS_FRESH_MS = 60_000;

/** The place's shown reviews, newest first, page after page. */
export const placeReviewsQuery = (lang: ContentLang, kind: ReviewPlaceKind, id: number) =>
  infiniteQueryOptions({
    queryKey: pagesKey('placeReviews', lang, { kind, id }),
    queryFn: ({ pageParam, signal }) =>
      getPublic('placeReviews', lang, { kind, id, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: nextReviewsPage,
    staleTime: REVIEWS_FRESH_MS,
  });

/** The next page, while the pages read hold fewer reviews than the place has. */
export function nextReviewsPage(last: PlaceReviews, pages: readonly PlaceReviews[]) {
  const read = pages.reduce((sum, page) => sum + page.reviews.length, 0);
  return read < last.count && last.reviews.length > 0 ? last.page + 1 : undefined;
}

export const usePlaceReviews = (lang: ContentLang, kind: ReviewPlaceKind, id: number) =>
  useInfiniteQuery(placeReviewsQuery(lang, kind, id));

/** The member's own reviews, with where each stands (in a member query client). */
export const useMemberReviews = (lang: ContentLang, token: string) =>
  useQuery({
    queryKey: callKey('memberReviews', lang),
    queryFn: () => memberCall('memberReviews', lang, { token }),
  });

export const writeReview = (lang: ContentLang, request: WriteReviewRequest) =>
  memberCall('writeReview', lang, request);
