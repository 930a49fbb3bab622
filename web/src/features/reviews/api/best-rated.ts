import { useQuery } from '@/lib/query';
import type { ContentLang } from '@ecg/domain/rules/language';
import type { ReviewPlaceKind } from '@ecg/domain/rules/reviews';
import { callKey } from '@/lib/api/query-keys';
import { getPublic } from '@/widgets/reviews/api/public-read';
import { REVIEWS_FRESH_MS } from '@/widgets/reviews/api/reviews';

/** The places of a kind in "best rated" order, as the server ranks them (rules/reviews.ts). */
export const useBestRated = (lang: ContentLang, kind: ReviewPlaceKind) =>
  useQuery({
    queryKey: callKey('bestRated', lang, { kind }),
    queryFn: ({ signal }) => getPublic('bestRated', lang, { kind }, signal),
    staleTime: REVIEWS_FRESH_MS,
  });
