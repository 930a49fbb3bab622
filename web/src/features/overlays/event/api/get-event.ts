import { queryOptions, useQuery } from '@/lib/query';
import type { TravelEvent } from '@ecg/domain/contracts';
import type { ContentLang } from '@ecg/domain/rules/language';
import { postContent } from '@/lib/api/content';
import { contentId, detailKey } from '@/lib/api/detail-id';

/** An event (requirements §7: recent events with {id}). */
export async function getEvent(
  id: string,
  lang: ContentLang,
  signal?: AbortSignal,
): Promise<TravelEvent> {
  return postContent('recentEvents', lang, { id: contentId(id) }, signal);
}

/** Known by the Taipei day too (callKey): whether it has ended is judged on the day it was asked. */
export const eventQuery = (id: string, lang: ContentLang) =>
  queryOptions({
    queryKey: detailKey('recentEvents', lang, id),
    queryFn: ({ signal }) => getEvent(id, lang, signal),
  });

export const useEvent = (id: string, lang: ContentLang) => useQuery(eventQuery(id, lang));
