import type { WeatherAnswer, WeatherDay } from '@ecg/domain/contracts';
import type { WeatherCounty } from '@ecg/domain/rules/regions';
import { parseTaipei } from '@ecg/domain/rules/datetime';
import type { CwaForecastFeeds } from './cwa/cwa-feeds';
import { forecastLocation } from './cwa/forecast-document';
import { dailyWeather, periodWeather } from './cwa/forecast-days';
import { forecastPeriods } from './cwa/forecast-periods';
import { LiveDataUnavailableError } from './live-feeds';

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

export interface WeatherQuery {
  township: ForecastTownship;
  threehour: boolean;
  forecast: boolean;
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * What is still ahead: entries whose time has not passed, the current one first. A day
 * lasts until its next morning. When nothing is ahead (a sample, or an old stale answer),
 * everything is kept, and the answer's meta says how old it is.
 */
function fromNow(entries: WeatherDay[], threehour: boolean, now: number): WeatherDay[] {
  const lengthMs = (threehour ? 3 : 24) * HOUR_MS;
  const ahead = entries.filter((entry) => parseTaipei(entry.standard_time) + lengthMs > now);
  return ahead.length > 0 ? ahead : entries;
}

/**
 * The weather call (SPEC §7): a township's forecast by day, or by three-hour period with
 * `threehour`; with `forecast` false only the current entry, as the conditions now.
 */
export function weatherProvider(feeds: CwaForecastFeeds, now: () => number = Date.now) {
  return {
    async get({ township, threehour, forecast }: WeatherQuery): Promise<WeatherAnswer> {
      const datasets = FORECAST_DATASETS[township.county];
      const reading = await feeds.read(threehour ? datasets.threeHour : datasets.week);
      const location = forecastLocation(reading.data, township.name);
      if (!location) {
        throw new LiveDataUnavailableError(
          `${feeds.provider} has no forecast for ${township.name}`,
        );
      }
      const periods = forecastPeriods(location);
      const entries = fromNow(
        threehour ? periodWeather(periods) : dailyWeather(periods),
        threehour,
        now(),
      );
      return {
        success: true,
        data: forecast ? entries : entries.slice(0, 1),
        meta: { ...reading.meta, location: location.LocationName },
      };
    },
  };
}

export type WeatherProvider = ReturnType<typeof weatherProvider>;
