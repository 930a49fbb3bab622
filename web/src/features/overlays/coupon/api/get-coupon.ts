import { queryOptions, useQuery } from '@/lib/query';
import type { Coupon } from '@ecg/domain/contracts';
import type { ContentLang } from '@ecg/domain/rules/language';
import { firstOf, postContent } from '@/lib/api/content';
import { contentId, detailKey } from '@/lib/api/detail-id';

/** A coupon and its shop (requirements §7: recent coupon answers a list; data[0] is the coupon). */
export async function getCoupon(
  id: string,
  lang: ContentLang,
  signal?: AbortSignal,
): Promise<Coupon> {
  const body = { id: contentId(id) };
  return firstOf(await postContent('recentCoupon', lang, body, signal));
}

export const couponQuery = (id: string, lang: ContentLang) =>
  queryOptions({
    queryKey: detailKey('recentCoupon', lang, id),
    queryFn: ({ signal }) => getCoupon(id, lang, signal),
  });

export const useCoupon = (id: string, lang: ContentLang) => useQuery(couponQuery(id, lang));
