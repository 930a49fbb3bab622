import { useQuery } from '@/lib/query';
import type { ContentLang } from '@ecg/domain/rules/language';
import { WEATHER_FRESH_MS } from '@ecg/domain/rules/weather-days';
import type { CallParams } from '@/lib/api/params';
import { liveQuery } from '@/lib/api/live';
import { whereParams, type ConditionsWhere } from './get-conditions';

/**
 * The weather call (requirements §7: POST {zipcode}), whole: the days and where they came from.
 * A township's forecast is asked by its zipcode; a position alone by the position, which the
 * server places in its township.
 */
export const weatherQuery = (lang: ContentLang, params: CallParams) =>
  // A visitor coming back after the forecast's half hour gets a new one.
  liveQuery(lang, { name: 'weather', method: 'POST', params }, { staleTime: WEATHER_FRESH_MS });

/** The forecast's where: the zipcode when there is one, else the position. */
export function weatherParams(where: ConditionsWhere): CallParams | undefined {
  const params = whereParams(where);
  if (params?.zipcode !== undefined) return { zipcode: params.zipcode };
  return params;
}

/** requirements §5: no request without its input, so a where without zipcode or position asks nothing. */
export function useWeather(lang: ContentLang, where: ConditionsWhere) {
  const params = weatherParams(where);
  return useQuery({ ...weatherQuery(lang, params ?? {}), enabled: params !== undefined });
}
