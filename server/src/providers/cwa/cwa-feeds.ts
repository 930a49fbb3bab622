import { WEATHER_FRESH_MS } from '@ecg/domain/rules/weather-days';
import { cwaFeeds, type CwaFeedsOptions } from './cwa-client';
import { readForecastDocument, type ForecastDocument } from './forecast-document';

/**
 * CWA issues township forecasts every few hours; half an hour keeps well inside that, and the
 * app keeps its answer as long (one rule for both).
 */
export const CWA_FRESH_FOR_MS = WEATHER_FRESH_MS;

/**
 * The nationwide week forecast F-D0047-091, recorded whole, holds 29 KB a location: a county's
 * 13 to 16 townships make about 0.5 MB for the week, perhaps twice that with the three-day
 * forecast's hourly readings. 5 MB leaves room for growth and still stops a runaway answer.
 */
export const CWA_FORECAST_MAX_BYTES = 5 * 1024 * 1024;

export type CwaForecastFeedOptions = Pick<
  CwaFeedsOptions<ForecastDocument>,
  'client' | 'samplesDir' | 'reportFailure' | 'now'
>;

/** CWA township forecasts by dataset id, from the upstream or from the samples. */
export function cwaForecastFeeds(options: CwaForecastFeedOptions) {
  return cwaFeeds<ForecastDocument>({
    ...options,
    api: 'rest',
    maxBytes: CWA_FORECAST_MAX_BYTES,
    freshForMs: CWA_FRESH_FOR_MS,
    read: readForecastDocument,
  });
}

export type CwaForecastFeeds = ReturnType<typeof cwaForecastFeeds>;
