import { queryOptions, useQuery } from '@/lib/query';
import type { ContentLang } from '@ecg/domain/rules/language';
import { getContent } from '@/lib/api/content';
import { callKey } from '@/lib/api/query-keys';

/** The tile server the deployment configured (README, Configuration), its attribution and zoom. */
export const mapSettingsQuery = (lang: ContentLang) =>
  queryOptions({
    queryKey: callKey('mapSettings', lang),
    queryFn: ({ signal }) => getContent('mapSettings', lang, {}, signal),
  });

export const useMapSettings = (lang: ContentLang) => useQuery(mapSettingsQuery(lang));
