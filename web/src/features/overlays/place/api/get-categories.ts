import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CategoryTag } from '@ecg/domain/contracts';
import type { ContentLang } from '@ecg/domain/rules/language';
import { getContent } from '../../../../lib/api/content';

/** The names of the attraction categories (11 to 17), in the route's language. */
export const attractionCategoriesQuery = (lang: ContentLang) =>
  queryOptions({
    queryKey: ['categories', lang, 'attraction'],
    queryFn: ({ signal }) =>
      getContent<CategoryTag[]>('categories', lang, { kind: 'attraction' }, signal),
  });

/** Asked only when the place has categories to name. */
export const useAttractionCategories = (lang: ContentLang, enabled: boolean) =>
  useQuery({ ...attractionCategoriesQuery(lang), enabled });
