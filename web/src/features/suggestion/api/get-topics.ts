import { queryOptions, useQuery } from '@/lib/query';
import type { ContentLang } from '@ecg/domain/rules/language';
import { getContent } from '@/lib/api/content';
import { callKey } from '@/lib/api/query-keys';

/** The topics a suggestion may be about, kept for a visitor who writes one offline. */
export const topicsQuery = (lang: ContentLang) =>
  queryOptions({
    queryKey: callKey('opinion', lang),
    queryFn: ({ signal }) => getContent('opinion', lang, {}, signal),
    staleTime: 60_000,
  });

export const useTopics = (lang: ContentLang) => useQuery(topicsQuery(lang));
