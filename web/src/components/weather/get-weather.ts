import { useQuery } from '@tanstack/react-query';
import type { WeatherAnswer } from '@ecg/domain/contracts';
import type { ContentLang } from '@ecg/domain/rules/language';
import { WEATHER_FRESH_MS } from '@ecg/domain/rules/weather-days';
import { liveQuery } from '../../lib/api/live';

/** The weather call (requirements §7: POST {zipcode}), whole: the days and where they came from. */
export const weatherQuery = (lang: ContentLang, zipcode: number) =>
  // A visitor coming back after the forecast's half hour gets a new one.
  liveQuery<WeatherAnswer>(
    lang,
    { name: 'weather', method: 'POST', params: { zipcode } },
    { staleTime: WEATHER_FRESH_MS },
  );

/** requirements §5: no request without its input, so a place without a zipcode asks nothing. */
export const useWeather = (lang: ContentLang, zipcode: number | undefined) =>
  useQuery({ ...weatherQuery(lang, zipcode ?? 0), enabled: zipcode !== undefined && zipcode > 0 });
