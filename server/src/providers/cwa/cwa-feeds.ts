import { WEATHER_FRESH_MS } from '@ecg/domain/rules/weather-days';
import { fetchUpstreamJson } from '../upstream-fetch';
import { liveFeeds, type ReportFailure } from '../live-feeds';
import { readSampleFile } from '../samples';
import { readForecastDocument, type ForecastDocument } from './forecast-document';

export const CWA_PROVIDER = 'CWA';
const CWA_REST_BASE = 'https://opendata.cwa.gov.tw/api/v1/rest/datastore/';

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

export interface CwaFeedOptions {
  /** The CWA open-data key (`CWA_API_KEY`); without it the recorded samples are served. */
  apiKey: string | undefined;
  samplesDir: string;
  /** The REST datastore's address (`CWA_BASE_URL`): a proxy, or a local server in tests. */
  baseUrl?: string | undefined;
  reportFailure?: ReportFailure;
  now?: () => number;
}

/** The address of a dataset; the key rides in the query, as CWA asks. */
function cwaDatasetUrl(datasetId: string, apiKey: string, baseUrl = CWA_REST_BASE): URL {
  const url = new URL(encodeURIComponent(datasetId), baseUrl);
  url.searchParams.set('Authorization', apiKey);
  url.searchParams.set('format', 'JSON');
  return url;
}

/** CWA township forecasts by dataset id, from the upstream or from the samples. */
export function cwaForecastFeeds(options: CwaFeedOptions) {
  const { apiKey, samplesDir, baseUrl, reportFailure, now } = options;
  return liveFeeds<ForecastDocument>({
    provider: CWA_PROVIDER,
    fetchUpstream: apiKey
      ? async (datasetId) =>
          readForecastDocument(
            await fetchUpstreamJson(cwaDatasetUrl(datasetId, apiKey, baseUrl), {
              provider: CWA_PROVIDER,
              maxBytes: CWA_FORECAST_MAX_BYTES,
              secrets: [apiKey],
            }),
          )
      : undefined,
    readSample: async (datasetId) => {
      const { data, recordedAt } = await readSampleFile(samplesDir, `cwa/${datasetId}.json`);
      return { data: readForecastDocument(data), recordedAt };
    },
    freshForMs: CWA_FRESH_FOR_MS,
    ...(reportFailure ? { reportFailure } : {}),
    ...(now ? { now } : {}),
  });
}

export type CwaForecastFeeds = ReturnType<typeof cwaForecastFeeds>;
