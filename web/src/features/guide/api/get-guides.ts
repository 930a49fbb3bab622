import { infiniteQueryOptions, useInfiniteQuery } from '@/lib/query/infinite';
import type { GuideType } from '@ecg/domain/contracts';
import type { ContentLang } from '@ecg/domain/rules/language';
import { getContent } from '@/lib/api/content';
import { pagesKey } from '@/lib/api/query-keys';
import { BACKGROUND_QUERY } from '@/lib/query-client';
import { nextGuidePage } from '../guide-route';

export const GUIDES_PAGE_SIZE = 20;

/**
 * The guides of one type, by keyword, page after page. The list shows its own loading state,
 * so it does not hold up the screen with the full-screen overlay.
 */
export const guidesQuery = (lang: ContentLang, type: GuideType, keyword: string) =>
  infiniteQueryOptions({
    queryKey: pagesKey('tourGuides', lang, { type, q: keyword, pageSize: GUIDES_PAGE_SIZE }),
    queryFn: ({ pageParam, signal }) =>
      getContent(
        'tourGuides',
        lang,
        { type, q: keyword, page: pageParam, pageSize: GUIDES_PAGE_SIZE },
        signal,
      ),
    initialPageParam: 1,
    getNextPageParam: nextGuidePage,
    meta: BACKGROUND_QUERY,
  });

export function useGuides(lang: ContentLang, type: GuideType, keyword: string) {
  return useInfiniteQuery(guidesQuery(lang, type, keyword));
}
