import { queryOptions, useQuery } from '../query';
import type { Tour } from '@ecg/domain/contracts';
import type { ContentLang } from '@ecg/domain/rules/language';
import { firstOf, postContent } from './content';
import { contentId, detailKey } from './detail-id';

/** A tour (requirements §7: tour detail answers a list whose first entry is the tour). */
export async function getTour(id: string, lang: ContentLang, signal?: AbortSignal): Promise<Tour> {
  const body = { id: contentId(id) };
  return firstOf(await postContent('tourDetail', lang, body, signal));
}

export const tourQuery = (id: string, lang: ContentLang) =>
  queryOptions({
    queryKey: detailKey('tourDetail', lang, id),
    queryFn: ({ signal }) => getTour(id, lang, signal),
  });

export const useTour = (id: string, lang: ContentLang) => useQuery(tourQuery(id, lang));
