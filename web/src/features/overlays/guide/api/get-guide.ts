import { queryOptions, useQuery } from '@/lib/query';
import type { Guide } from '@ecg/domain/contracts';
import type { ContentLang } from '@ecg/domain/rules/language';
import { postContent } from '@/lib/api/content';
import { contentId, detailKey } from '@/lib/api/detail-id';

/** A tour guide: photos, a video or an audio file, with its text (requirements §7: tour guide detail). */
export async function getGuide(
  id: string,
  lang: ContentLang,
  signal?: AbortSignal,
): Promise<Guide> {
  return postContent('tourGuideDetail', lang, { id: contentId(id) }, signal);
}

export const guideQuery = (id: string, lang: ContentLang) =>
  queryOptions({
    queryKey: detailKey('tourGuideDetail', lang, id),
    queryFn: ({ signal }) => getGuide(id, lang, signal),
  });

export const useGuide = (id: string, lang: ContentLang) => useQuery(guideQuery(id, lang));
