import { queryOptions, useQuery } from '@/lib/query';
import type { ContentLang } from '@ecg/domain/rules/language';
import { getContent } from '@/lib/api/content';
import { callKey } from '@/lib/api/query-keys';
import { BACKGROUND_QUERY } from '@/lib/query-client';

/** All of them in one page: the scenic area has fewer than a hundred. */
const VISITOR_CENTRES = { pageSize: 100 } as const;

export const visitorCentresQuery = (lang: ContentLang) =>
  queryOptions({
    queryKey: callKey('visitorCenter', lang, VISITOR_CENTRES),
    queryFn: ({ signal }) => getContent('visitorCenter', lang, VISITOR_CENTRES, signal),
    select: (page) => page.items,
    // The list says Loading in its own place; the rest of the tab stays usable meanwhile.
    meta: BACKGROUND_QUERY,
  });

export const useVisitorCentres = (lang: ContentLang) => useQuery(visitorCentresQuery(lang));
