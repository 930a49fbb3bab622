import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath } from '@ecg/domain/api-paths';
import type { ParkingAnswer, ScenicAreaFlowAnswer } from '@ecg/domain/contracts';
import type { ContentLang } from '@ecg/domain/rules/language';
import { PARKING_REFRESH_MS } from '@ecg/domain/rules/parking';
import { UnsuccessfulAnswerError } from '../../lib/api/content';
import { requestJson, type RequestOptions } from '../../lib/api/http';
import { callKey } from '../../lib/api/query-keys';

async function post<T extends { success: boolean }>(
  path: string,
  options: RequestOptions,
): Promise<T> {
  const answer = await requestJson<T>(path, { method: 'POST', ...options });
  if (!answer.success) throw new UnsuccessfulAnswerError();
  return answer;
}

const withSignal = (signal: AbortSignal | undefined) => (signal ? { signal } : {});

/**
 * The parking call (requirements §7 "parking data endpoint"): a spot's car parks and their counts,
 * asked again every minute while the widget is on screen (requirements §9).
 */
export const parkingQuery = (lang: ContentLang, parkingId: string) =>
  queryOptions({
    queryKey: callKey('parking', lang, { id: parkingId }),
    queryFn: ({ signal }) =>
      post<ParkingAnswer>(apiPath('parking', lang), {
        body: { id: parkingId },
        ...withSignal(signal),
      }),
    staleTime: PARKING_REFRESH_MS,
    refetchInterval: PARKING_REFRESH_MS,
  });

export const useParking = (lang: ContentLang, parkingId: string) =>
  useQuery(parkingQuery(lang, parkingId));

/**
 * The scenic-area flow (requirements §7: POST with the query id), asked only while the parking
 * answer says `switchBoard`, and then every minute as well.
 */
export const scenicAreaFlowQuery = (lang: ContentLang, parkingId: string) =>
  queryOptions({
    queryKey: callKey('scenicAreaFlow', lang, { id: parkingId }),
    queryFn: ({ signal }) =>
      post<ScenicAreaFlowAnswer>(
        `${apiPath('scenicAreaFlow', lang)}?id=${encodeURIComponent(parkingId)}`,
        withSignal(signal),
      ),
    staleTime: PARKING_REFRESH_MS,
    refetchInterval: PARKING_REFRESH_MS,
  });

export const useScenicAreaFlow = (lang: ContentLang, parkingId: string, enabled: boolean) =>
  useQuery({ ...scenicAreaFlowQuery(lang, parkingId), enabled });
