import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath } from '@ecg/domain/api-paths';
import type { WeatherAnswer } from '@ecg/domain/contracts';
import type { ContentLang } from '@ecg/domain/rules/language';
import { WEATHER_FRESH_MS } from '@ecg/domain/rules/weather-days';
import { UnsuccessfulAnswerError } from '../../lib/api/content';
import { requestJson } from '../../lib/api/http';
import { callKey } from '../../lib/api/query-keys';

/** The weather call (requirements §7: POST {zipcode}), whole: the days and where they came from. */
export async function getWeather(
  lang: ContentLang,
  zipcode: number,
  signal?: AbortSignal,
): Promise<WeatherAnswer> {
  const answer = await requestJson<WeatherAnswer>(apiPath('weather', lang), {
    body: { zipcode },
    ...(signal ? { signal } : {}),
  });
  if (!answer.success) throw new UnsuccessfulAnswerError();
  return answer;
}

export const weatherQuery = (lang: ContentLang, zipcode: number) =>
  queryOptions({
    queryKey: callKey('weather', lang, { zipcode }),
    queryFn: ({ signal }) => getWeather(lang, zipcode, signal),
    // A visitor coming back after the forecast's half hour gets a new one.
    staleTime: WEATHER_FRESH_MS,
  });

/** requirements §5: no request without its input, so a place without a zipcode asks nothing. */
export const useWeather = (lang: ContentLang, zipcode: number | undefined) =>
  useQuery({ ...weatherQuery(lang, zipcode ?? 0), enabled: zipcode !== undefined && zipcode > 0 });
