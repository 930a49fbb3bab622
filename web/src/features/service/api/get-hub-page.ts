import { useQuery } from '@/lib/query';
import type { ContentLang } from '@ecg/domain/rules/language';
import { BACKGROUND_QUERY } from '@/lib/query-client';
import { staticPageQuery, type StaticPageRef } from '@/lib/api/static-pages';

/**
 * A static page the tab shows a part of. Each section says Loading on its own, so the page is
 * asked in the background: no full-screen loading over the whole tab.
 */
export const useHubPage = (page: StaticPageRef, lang: ContentLang) =>
  useQuery({ ...staticPageQuery(page, lang), meta: BACKGROUND_QUERY });
