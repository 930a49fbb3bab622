import type { WeatherAnswer } from '@ecg/domain/contracts';
import type { WeatherCounty } from '@ecg/domain/rules/regions';
import { forecastAhead } from '@ecg/domain/rules/weather-days';
import type { CwaForecastFeeds } from './cwa/cwa-feeds';
import { forecastLocation } from './cwa/forecast-document';
import { dailyWeather, periodWeather } from './cwa/forecast-days';
import { forecastPeriods } from './cwa/forecast-periods';
import { LiveDataUnavailableError } from './live-feeds';
import type { LiveResultOf } from './live-feeds';

/** CWA's township forecasts per county: three days in three-hour steps, and the week. */
export const FORECAST_DATASETS: Record<WeatherCounty, { threeHour: string; week: string }> = {
  Hualien: { threeHour: 'F-D0047-041', week: 'F-D0047-043' },
  Taitung: { threeHour: 'F-D0047-037', week: 'F-D0047-039' },
};

export interface ForecastTownship {
  /** The township's Chinese name, as CWA names its forecast locations. */
  name: string;
  county: WeatherCounty;
}

/** The three-day forecast's step. */
const PERIOD_HOURS = 3;

export interface WeatherQuery {
  township: ForecastTownship;
  threehour: boolean;
  forecast: boolean;
}

/**
 * The weather call (requirements §7): a township's forecast by day, or by three-hour period with
 * `threehour`; with `forecast` false only the current entry, as the conditions now.
 */
export function weatherProvider(feeds: CwaForecastFeeds, now: () => number = Date.now) {
  return {
    async get({
      township,
      threehour,
      forecast,
    }: WeatherQuery): Promise<LiveResultOf<WeatherAnswer>> {
      const datasets = FORECAST_DATASETS[township.county];
      const reading = await feeds.read(threehour ? datasets.threeHour : datasets.week);
      const location = forecastLocation(reading.data, township.name);
      if (!location) {
        throw new LiveDataUnavailableError(
          `${feeds.provider} has no forecast for ${township.name}`,
        );
      }
      const periods = forecastPeriods(location);
      // Days from the Taipei today, or the three-hour periods not yet over.
      const entries = threehour
        ? forecastAhead(periodWeather(periods), now(), PERIOD_HOURS)
        : forecastAhead(dailyWeather(periods), now());
      return {
        data: forecast ? entries : entries.slice(0, 1),
        meta: { ...reading.meta, location: location.LocationName },
      };
    },
  };
}

export type WeatherProvider = ReturnType<typeof weatherProvider>;
