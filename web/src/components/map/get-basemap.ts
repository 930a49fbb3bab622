import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Basemap } from '@ecg/domain/contracts';
import type { ContentLang } from '@ecg/domain/rules/language';
import { getContent } from '../../lib/api/content';
import { callKey } from '../../lib/api/query-keys';

/** The map's own basemap, its names in the asked language (docs/architecture.md, Map). */
export const basemapQuery = (lang: ContentLang) =>
  queryOptions({
    queryKey: callKey('basemap', lang),
    queryFn: ({ signal }) => getContent<Basemap>('basemap', lang, {}, signal),
  });

export const useBasemap = (lang: ContentLang) => useQuery(basemapQuery(lang));
