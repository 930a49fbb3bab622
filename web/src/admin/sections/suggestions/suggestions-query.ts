import { ADMIN_API_PATHS } from '@ecg/domain/admin-api-paths';
import {
  suggestionAnswerSchema,
  suggestionsAnswerSchema,
  suggestionTopicsAnswerSchema,
} from '@ecg/domain/contracts/admin-suggestions';
import { queryOptions } from '@/lib/query';
import { adminGet } from '@/admin/api';
import { listPath, pageQuery, type ListFilter } from '@/admin/components/list-filter';

export const SUGGESTIONS_KEY = ['suggestions'] as const;
export const SUGGESTIONS_PAGE_SIZE = 20;

/** The list's filters as the section's address carries them. */
export type SuggestionFilter = ListFilter<'status' | 'topic' | 'from' | 'to'>;

const listKey = (filter: SuggestionFilter) => [...SUGGESTIONS_KEY, 'list', filter] as const;
const oneKey = (number: string) => [...SUGGESTIONS_KEY, 'one', number] as const;
const topicsKey = (lang: string) => [...SUGGESTIONS_KEY, 'topics', lang] as const;

export const suggestionsQuery = (filter: SuggestionFilter) =>
  pageQuery(
    listKey(filter),
    listPath(ADMIN_API_PATHS.suggestions, SUGGESTIONS_PAGE_SIZE, filter),
    suggestionsAnswerSchema,
  );

export const suggestionQuery = (number: string) =>
  queryOptions({
    queryKey: oneKey(number),
    queryFn: async () =>
      (
        await adminGet(
          `${ADMIN_API_PATHS.suggestion}?number=${encodeURIComponent(number)}`,
          suggestionAnswerSchema,
        )
      ).data,
  });

/** The topics, named in the console's language. */
export const topicsQuery = (lang: string) =>
  queryOptions({
    queryKey: topicsKey(lang),
    queryFn: async () =>
      (
        await adminGet(
          `${ADMIN_API_PATHS.suggestionTopics}?lang=${lang === 'en' ? 'en' : 'zh-tw'}`,
          suggestionTopicsAnswerSchema,
        )
      ).data,
    staleTime: Infinity,
  });
