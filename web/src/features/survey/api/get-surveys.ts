import { queryOptions, useQuery } from '@/lib/query';
import type { ContentLang } from '@ecg/domain/rules/language';
import { getContent } from '@/lib/api/content';
import { callKey } from '@/lib/api/query-keys';

/**
 * The surveys open now, with their questions. Operators open and close them, so the list is
 * asked again after a minute; the last one read stays for a visitor offline.
 */
export const surveysQuery = (lang: ContentLang) =>
  queryOptions({
    queryKey: callKey('surveys', lang),
    queryFn: ({ signal }) => getContent('surveys', lang, {}, signal),
    staleTime: 60_000,
  });

export const useSurveys = (lang: ContentLang) => useQuery(surveysQuery(lang));
