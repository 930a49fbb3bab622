import type { WeatherDay } from '@ecg/domain/contracts';
import { TAIPEI_OFFSET_MS, formatTaipei, taipeiDate } from '@ecg/domain/rules/datetime';
import { parseWindDirection } from '@ecg/domain/rules/wind';
import type { ForecastPeriod } from './forecast-periods';

/** A period starting from 06:00 up to 18:00 Taipei time is the daytime one of its date. */
const DAY_STARTS_HOUR = 6;
const NIGHT_STARTS_HOUR = 18;

const taipeiHour = (at: number) => new Date(at + TAIPEI_OFFSET_MS).getUTCHours();
const isDaytime = (period: ForecastPeriod) => {
  const hour = taipeiHour(period.start);
  return hour >= DAY_STARTS_HOUR && hour < NIGHT_STARTS_HOUR;
};

function conditions(period: ForecastPeriod) {
  const wind = period.windDirection ? parseWindDirection(period.windDirection) : undefined;
  return {
    ...(period.humidity !== undefined ? { humidity: period.humidity } : {}),
    ...(wind ? { wind_direction: wind } : {}),
    ...(period.windSpeed !== undefined ? { wind_speed: period.windSpeed } : {}),
  };
}

const defined = (values: (number | undefined)[]) =>
  values.filter((value): value is number => value !== undefined);

/**
 * One day of the week forecast from its periods (a day half and a night half): the sky of
 * the daytime period, the lowest and highest temperature of both, and the larger chance of
 * rain, as a visitor planning the day reads it. A day without temperatures or a chance of
 * rain (CWA leaves the far days' chance of rain blank) is left out rather than shown as 0 %.
 */
function dayOf(periods: ForecastPeriod[]): WeatherDay | undefined {
  const first = periods[0];
  if (!first) return undefined;
  const lead = periods.find(isDaytime) ?? first;
  const lows = defined(periods.flatMap((period) => [period.tempMin, period.temperature]));
  const highs = defined(periods.flatMap((period) => [period.tempMax, period.temperature]));
  const pops = defined(periods.map((period) => period.pop));
  if (lows.length === 0 || highs.length === 0 || pops.length === 0) return undefined;
  return {
    standard_time: formatTaipei(first.start),
    icon: lead.code,
    comment: lead.text,
    temp_min: Math.min(...lows),
    temp_max: Math.max(...highs),
    pop: Math.max(...pops),
    ...conditions(lead),
  };
}

/** The forecast by Taipei calendar day, in order. */
export function dailyWeather(periods: ForecastPeriod[]): WeatherDay[] {
  const byDate = new Map<string, ForecastPeriod[]>();
  for (const period of periods) {
    const date = taipeiDate(period.start);
    byDate.set(date, [...(byDate.get(date) ?? []), period]);
  }
  return [...byDate.values()].flatMap((day) => dayOf(day) ?? []);
}

/** The three-day forecast's periods as they are, each one entry. */
export function periodWeather(periods: ForecastPeriod[]): WeatherDay[] {
  return periods.flatMap((period) => dayOf([period]) ?? []);
}
