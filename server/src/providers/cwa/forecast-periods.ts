import { parseTaipei } from '@ecg/domain/rules/datetime';
import type { ForecastElement, ForecastLocation } from './forecast-document';

/**
 * One period of a township forecast: a twelve-hour half day in the week forecast, three
 * hours in the three-day one. Times are epoch ms; values missing upstream stay undefined.
 */
export interface ForecastPeriod {
  start: number;
  end: number;
  code: string;
  text: string;
  /** The three-day forecast's temperature at the period's start. */
  temperature?: number;
  /** The week forecast's highest and lowest temperature of the period. */
  tempMax?: number;
  tempMin?: number;
  pop?: number;
  humidity?: number;
  windDirection?: string;
  windSpeed?: number;
}

/** Where each value is: the element's name in either dataset, and the key inside ElementValue. */
const READINGS = {
  temperature: { elements: ['溫度', '平均溫度'], key: 'Temperature' },
  tempMax: { elements: ['最高溫度'], key: 'MaxTemperature' },
  tempMin: { elements: ['最低溫度'], key: 'MinTemperature' },
  pop: { elements: ['12小時降雨機率', '3小時降雨機率'], key: 'ProbabilityOfPrecipitation' },
  humidity: { elements: ['相對濕度', '平均相對濕度'], key: 'RelativeHumidity' },
  windSpeed: { elements: ['風速'], key: 'WindSpeed' },
} as const;

type Time = ForecastElement['Time'][number];

/**
 * The entry of an element that speaks for a period: the one whose StartTime–EndTime holds
 * the period's start, or, for point readings (DataTime), the first one inside the period,
 * else the last one before it.
 */
function entryAt(
  element: ForecastElement | undefined,
  start: number,
  end: number,
): Time | undefined {
  if (!element) return undefined;
  const spanning = element.Time.find((time) => {
    if (time.StartTime === undefined || time.EndTime === undefined) return false;
    return parseTaipei(time.StartTime) <= start && start < parseTaipei(time.EndTime);
  });
  if (spanning) return spanning;
  const points = element.Time.filter((time) => time.DataTime !== undefined)
    .map((time) => ({ time, at: parseTaipei(time.DataTime ?? '') }))
    .filter(({ at }) => Number.isFinite(at));
  const inside = points.find(({ at }) => at >= start && at < end);
  const before = points.filter(({ at }) => at <= start).at(-1);
  return (inside ?? before)?.time;
}

function valueOf(entry: Time | undefined, key: string): string | undefined {
  const value = entry?.ElementValue[0]?.[key];
  return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : undefined;
}

/** CWA writes a missing number as "-", " " or an empty text. */
function numberOf(text: string | undefined): number | undefined {
  if (text === undefined || !/^-?\d+(\.\d+)?$/.test(text)) return undefined;
  return Number(text);
}

/**
 * The periods of a township, in time order. The weather element (天氣現象) sets the
 * periods, since every forecast period has one; the other elements are read at its times.
 */
export function forecastPeriods(location: ForecastLocation): ForecastPeriod[] {
  const elements = new Map(
    location.WeatherElement.map((element) => [element.ElementName, element]),
  );
  const elementOf = (names: readonly string[]) =>
    names.map((name) => elements.get(name)).find((element) => element !== undefined);
  const weather = elements.get('天氣現象');
  if (!weather) return [];

  return weather.Time.flatMap((time): ForecastPeriod[] => {
    const start = parseTaipei(time.StartTime ?? '');
    const end = parseTaipei(time.EndTime ?? '');
    const code = valueOf(time, 'WeatherCode');
    const text = valueOf(time, 'Weather');
    if (!Number.isFinite(start) || !Number.isFinite(end) || !code || !text) return [];
    const period: ForecastPeriod = { start, end, code, text };
    for (const [field, { elements: names, key }] of Object.entries(READINGS)) {
      const value = numberOf(valueOf(entryAt(elementOf(names), start, end), key));
      if (value !== undefined) period[field as keyof typeof READINGS] = value;
    }
    const windDirection = valueOf(entryAt(elements.get('風向'), start, end), 'WindDirection');
    if (windDirection) period.windDirection = windDirection;
    return [period];
  }).sort((a, b) => a.start - b.start);
}
