import { useQuery } from '@/lib/query';
import type { ContentLang } from '@ecg/domain/rules/language';
import { categoriesQuery } from '@/lib/api/categories';

/** The names of the attraction categories (11 to 17), asked only when the place has some. */
export const useAttractionCategories = (lang: ContentLang, enabled: boolean) =>
  useQuery({ ...categoriesQuery('attraction', lang), enabled });
