import { cwaFeeds, type CwaFeedsOptions } from './cwa-client';
import { CWA_FRESH_FOR_MS } from './cwa-feeds';
import { readSeaForecastDocument, type SeaForecastDocument } from './sea-forecast-document';
import {
  readSeaObservationDocument,
  type SeaObservationDocument,
} from './sea-observation-document';
import { readTideDocument, type TideDocument } from './tide-document';

export const TIDE_DATASET = 'F-A0021-001';
export const SEA_OBSERVATION_DATASET = 'O-B0075-001';
export const SEA_FORECAST_DATASET = 'F-A0012-001';

const MB = 1024 * 1024;
const HOUR_MS = 60 * 60 * 1000;

export type CwaSeaFeedOptions = Pick<
  CwaFeedsOptions<unknown>,
  'client' | 'samplesDir' | 'reportFailure' | 'now'
>;

/**
 * The month of tides for every coastal township of Taiwan: about 19 KB a township (four
 * waters a day, 32 days) for some 266 townships, 5 MB; 12 MB leaves room. A prediction so far
 * ahead changes little, so it is asked for again every 6 hours.
 */
export const cwaTideFeeds = (options: CwaSeaFeedOptions) =>
  cwaFeeds<TideDocument>({
    ...options,
    api: 'rest',
    maxBytes: 12 * MB,
    freshForMs: 6 * HOUR_MS,
    read: readTideDocument,
  });

/**
 * 48 hours of every sea station: the recorded answer holds 42 KB a time step for 85 stations,
 * 2 MB at hourly steps; 16 MB leaves room for stations reporting every 10 minutes, as buoys
 * can. Kept 10 minutes, so a new reading is not missed for long.
 */
export const cwaSeaObservationFeeds = (options: CwaSeaFeedOptions) =>
  cwaFeeds<SeaObservationDocument>({
    ...options,
    api: 'rest',
    maxBytes: 16 * MB,
    freshForMs: 10 * 60 * 1000,
    read: readSeaObservationDocument,
  });

/**
 * The sea-area forecast: some 30 areas of a few periods each, tens of KB; 2 MB stops a runaway
 * answer. CWA issues it a few times a day: kept as long as the township forecasts.
 */
export const cwaSeaForecastFeeds = (options: CwaSeaFeedOptions) =>
  cwaFeeds<SeaForecastDocument>({
    ...options,
    api: 'file',
    maxBytes: 2 * MB,
    freshForMs: CWA_FRESH_FOR_MS,
    read: readSeaForecastDocument,
  });

export type CwaTideFeeds = ReturnType<typeof cwaTideFeeds>;
export type CwaSeaObservationFeeds = ReturnType<typeof cwaSeaObservationFeeds>;
export type CwaSeaForecastFeeds = ReturnType<typeof cwaSeaForecastFeeds>;
