import type { AdminApiPathName } from '@ecg/domain/admin-api-paths';
import type { OperatorOffering } from '@ecg/domain/contracts/admin-reservations';
import { queryOptions } from '@/lib/query';
import { adminKey } from '@/admin/admin-keys';
import { adminGet } from '@/admin/api';

/** What a change of an offering or a batch makes stale: the offerings and their batches. */
export const RESERVATION_CALLS: readonly AdminApiPathName[] = ['offerings', 'batches'];

/** The offerings with the visitor centres. */
export const setupQuery = queryOptions({
  queryKey: adminKey('offerings'),
  queryFn: async () => (await adminGet('offerings')).data,
});

export const batchesQuery = (offeringId: number) =>
  queryOptions({
    queryKey: adminKey('batches', { offering: offeringId }),
    queryFn: async () => (await adminGet('batches', { offering: offeringId })).data.batches,
  });

/** An offering's title in the console's language; Chinese where it has none in English. */
export const offeringTitle = (offering: Pick<OperatorOffering, 'title'>, lang: string) =>
  (lang === 'en' && offering.title.en) || offering.title['zh-tw'];

/** A visitor centre's name in the console's language. */
export const nameIn = (names: { 'zh-tw': string; en: string }, lang: string) =>
  lang === 'en' ? names.en : names['zh-tw'];
