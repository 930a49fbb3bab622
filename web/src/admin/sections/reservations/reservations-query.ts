import { ADMIN_API_PATHS } from '@ecg/domain/admin-api-paths';
import {
  batchesAnswerSchema,
  offeringsSetupAnswerSchema,
  type OperatorOffering,
} from '@ecg/domain/contracts/admin-reservations';
import { queryOptions } from '@/lib/query';
import { adminGet } from '@/admin/api';

/** The offerings with the visitor centres, and an offering's batches; keys start 'reservations'. */
export const RESERVATIONS_KEY = ['reservations'] as const;

const SETUP_KEY = [...RESERVATIONS_KEY, 'setup'] as const;
const batchesKey = (offeringId: number) => [...RESERVATIONS_KEY, 'batches', offeringId] as const;

export const setupQuery = queryOptions({
  queryKey: SETUP_KEY,
  queryFn: async () => (await adminGet(ADMIN_API_PATHS.offerings, offeringsSetupAnswerSchema)).data,
});

export const batchesQuery = (offeringId: number) =>
  queryOptions({
    queryKey: batchesKey(offeringId),
    queryFn: async () =>
      (await adminGet(`${ADMIN_API_PATHS.batches}?offering=${offeringId}`, batchesAnswerSchema))
        .data.batches,
  });

/** An offering's title in the console's language; Chinese where it has none in English. */
export const offeringTitle = (offering: Pick<OperatorOffering, 'title'>, lang: string) =>
  (lang === 'en' && offering.title.en) || offering.title['zh-tw'];

/** A visitor centre's name in the console's language. */
export const nameIn = (names: { 'zh-tw': string; en: string }, lang: string) =>
  lang === 'en' ? names.en : names['zh-tw'];
