import type { AdminApiPathName } from '@ecg/domain/admin-api-paths';
import { queryOptions } from '@/lib/query';
import { adminKey } from '@/admin/admin-keys';
import { adminGet } from '@/admin/api';
import { pageQuery, type ListFilter } from '@/admin/components/list-filter';

export const SUGGESTIONS_PAGE_SIZE = 20;

/** What a reply makes stale: the list and the suggestion (the topics do not change with it). */
export const SUGGESTION_CALLS: readonly AdminApiPathName[] = ['suggestions', 'suggestion'];

/** The list's filters as the section's address carries them. */
export type SuggestionFilter = ListFilter<'status' | 'topic' | 'from' | 'to'>;

export const suggestionsQuery = (filter: SuggestionFilter) =>
  pageQuery('suggestions', SUGGESTIONS_PAGE_SIZE, filter);

export const suggestionQuery = (number: string) =>
  queryOptions({
    queryKey: adminKey('suggestion', { number }),
    queryFn: async () => (await adminGet('suggestion', { number })).data,
  });

/** The topics, named in the console's language. */
export const topicsQuery = (consoleLang: string) => {
  const lang = consoleLang === 'en' ? 'en' : 'zh-tw';
  return queryOptions({
    queryKey: adminKey('suggestionTopics', { lang }),
    queryFn: async () => (await adminGet('suggestionTopics', { lang })).data,
    staleTime: Infinity,
  });
};
