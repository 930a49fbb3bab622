import { queryOptions, useQuery } from '@/lib/query';
import type { Shop } from '@ecg/domain/contracts';
import type { ContentLang } from '@ecg/domain/rules/language';
import type { PostCall } from '@/lib/api/answers';
import { postContent } from '@/lib/api/content';
import { contentId, detailKey } from '@/lib/api/detail-id';

export type PlaceKind = 'attraction' | 'shop' | 'accommodation';

/** The detail call of each kind of place (requirements §7: POST {id}). */
const DETAIL_CALL = {
  attraction: 'attractionDetail',
  shop: 'shopDetail',
  accommodation: 'accommodationDetail',
} as const satisfies Record<PlaceKind, PostCall>;

/**
 * A place record. Attractions answer the attraction fields only; shops and accommodations
 * add theirs, so the wider shop type reads all three and the shop-only fields are absent.
 */
export type Place = Shop;

export function getPlace(
  kind: PlaceKind,
  lang: ContentLang,
  id: string,
  signal?: AbortSignal,
): Promise<Place> {
  return postContent(DETAIL_CALL[kind], lang, { id: contentId(id) }, signal);
}

export const placeQuery = (kind: PlaceKind, lang: ContentLang, id: string) =>
  queryOptions({
    queryKey: detailKey(DETAIL_CALL[kind], lang, id),
    queryFn: ({ signal }) => getPlace(kind, lang, id, signal),
  });

export const usePlace = (kind: PlaceKind, lang: ContentLang, id: string) =>
  useQuery(placeQuery(kind, lang, id));
