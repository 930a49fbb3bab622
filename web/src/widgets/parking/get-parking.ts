import { useQuery } from '@/lib/query';
import type { ContentLang } from '@ecg/domain/rules/language';
import { PARKING_REFRESH_MS } from '@ecg/domain/rules/parking';
import { liveQuery } from '@/lib/api/live';

/** Asked again every minute while the widget is on screen (requirements §9). */
const EVERY_MINUTE = { staleTime: PARKING_REFRESH_MS, refetchInterval: PARKING_REFRESH_MS };

/** The parking call (requirements §7 "parking data endpoint"): a spot's car parks and their counts. */
export const parkingQuery = (lang: ContentLang, parkingId: string) =>
  liveQuery(lang, { name: 'parking', method: 'POST', params: { id: parkingId } }, EVERY_MINUTE);

export const useParking = (lang: ContentLang, parkingId: string) =>
  useQuery(parkingQuery(lang, parkingId));

/**
 * The scenic-area flow (requirements §7: POST with the query id), asked only while the parking
 * answer says `switchBoard`, and then every minute as well.
 */
export const scenicAreaFlowQuery = (lang: ContentLang, parkingId: string) =>
  liveQuery(
    lang,
    { name: 'scenicAreaFlow', method: 'POST', params: { id: parkingId }, send: 'query' },
    EVERY_MINUTE,
  );

export const useScenicAreaFlow = (lang: ContentLang, parkingId: string, enabled: boolean) =>
  useQuery({ ...scenicAreaFlowQuery(lang, parkingId), enabled });
