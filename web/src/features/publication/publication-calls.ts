import { queryOptions, useQuery } from '@/lib/query';
import type { ContentLang } from '@ecg/domain/rules/language';
import { getContent } from '@/lib/api/content';
import { callKey } from '@/lib/api/query-keys';
import { BACKGROUND_QUERY } from '@/lib/query-client';

/** Which publications may be asked for by post (requirements §7 publication-apply-information). */
export const publicationsOnOfferQuery = (lang: ContentLang) =>
  queryOptions({
    queryKey: callKey('publicationApplyInformation', lang),
    queryFn: ({ signal }) => getContent('publicationApplyInformation', lang, {}, signal),
    // The operators change it at any time: asked again whenever a screen shows it.
    staleTime: 0,
    meta: BACKGROUND_QUERY,
  });

export const usePublicationsOnOffer = (lang: ContentLang) =>
  useQuery(publicationsOnOfferQuery(lang));
