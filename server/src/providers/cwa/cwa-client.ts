import { liveFeeds, type ReportFailure } from '../live-feeds';
import { readSampleFile } from '../samples';
import { fetchUpstreamJson, UpstreamError } from '../upstream-fetch';

export const CWA_PROVIDER = 'CWA';
const CWA_REST_BASE = 'https://opendata.cwa.gov.tw/api/v1/rest/datastore/';
const CWA_FILE_BASE = 'https://opendata.cwa.gov.tw/fileapi/v1/opendataapi/';

/**
 * CWA serves a dataset two ways (docs/live-data.md, Upstreams): the REST datastore,
 * `{success, records}`, and the file API, `{cwaopendata}`, which some datasets (the sea-area
 * forecast, warnings) are only published through.
 */
export type CwaApi = 'rest' | 'file';

export interface CwaClientOptions {
  /** `CWA_API_KEY`; without it every CWA provider serves its recorded sample. */
  apiKey?: string | undefined;
  /** `CWA_BASE_URL` (REST datastore) and `CWA_FILE_BASE_URL`: a proxy, or a local server in tests. */
  baseUrl?: string | undefined;
  fileBaseUrl?: string | undefined;
  /** How long an answer may take; the default (upstream-fetch.ts) unless a test shortens it. */
  timeoutMs?: number | undefined;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * What a CWA document holds, whichever casing the dataset uses (`records`/`Records`,
 * `success`/`Success`, `cwaopendata`/`CWAOpenData`): the REST answer's records once it says
 * success, or the file answer's root. Anything else is an error naming what is missing.
 */
export function cwaPayload(raw: unknown, api: CwaApi): unknown {
  if (!isRecord(raw)) throw new UpstreamError(`${CWA_PROVIDER}: the answer is not an object`);
  if (api === 'file') {
    const root = raw.cwaopendata ?? raw.CWAOpenData ?? raw.cwaOpenData;
    if (!isRecord(root)) throw new UpstreamError(`${CWA_PROVIDER}: the answer has no cwaopendata`);
    return root;
  }
  const success = raw.success ?? raw.Success;
  if (success !== 'true' && success !== true) {
    throw new UpstreamError(`${CWA_PROVIDER}: the answer does not say success`);
  }
  const records = raw.records ?? raw.Records;
  if (!isRecord(records)) throw new UpstreamError(`${CWA_PROVIDER}: the answer has no records`);
  return records;
}

/** The one CWA client of the server: every dataset, either API, the key in the query. */
export function cwaClient({ apiKey, baseUrl, fileBaseUrl, timeoutMs }: CwaClientOptions) {
  function datasetUrl(datasetId: string, api: CwaApi, key: string): URL {
    const base = api === 'rest' ? (baseUrl ?? CWA_REST_BASE) : (fileBaseUrl ?? CWA_FILE_BASE);
    const url = new URL(encodeURIComponent(datasetId), base);
    url.searchParams.set('Authorization', key);
    url.searchParams.set('format', 'JSON');
    if (api === 'file') url.searchParams.set('downloadType', 'WEB');
    return url;
  }

  return {
    configured: apiKey !== undefined,
    /**
     * One dataset's payload (cwaPayload). A bad key is answered with HTTP 200 and plain text,
     * which fetchUpstreamJson refuses as not JSON.
     */
    async dataset(datasetId: string, api: CwaApi, maxBytes: number): Promise<unknown> {
      if (apiKey === undefined) throw new UpstreamError(`${CWA_PROVIDER}: no key is configured`);
      const raw = await fetchUpstreamJson(datasetUrl(datasetId, api, apiKey), {
        provider: CWA_PROVIDER,
        maxBytes,
        secrets: [apiKey],
        ...(timeoutMs ? { timeoutMs } : {}),
      });
      return cwaPayload(raw, api);
    },
  };
}

export type CwaClient = ReturnType<typeof cwaClient>;

/** The sample of a CWA dataset in data/samples. */
export const cwaSampleFile = (datasetId: string) => `cwa/${datasetId}.json`;

export interface CwaFeedsOptions<T> {
  client: CwaClient;
  samplesDir: string;
  api: CwaApi;
  /** The longest answer read, sized from the dataset's real answers. */
  maxBytes: number;
  freshForMs: number;
  /** Reads the payload into what the provider uses, or throws naming what is missing. */
  read: (payload: unknown) => T;
  /** The sample moved on to today (the default), or kept on its recorded day (live-feeds.ts). */
  shiftSample?: boolean;
  reportFailure?: ReportFailure | undefined;
  now?: (() => number) | undefined;
}

/**
 * CWA datasets by id as live feeds (live-feeds.ts): from the upstream with a key, else from the
 * dataset's recorded sample, both read by the same `read`.
 */
export function cwaFeeds<T>(options: CwaFeedsOptions<T>) {
  const { client, samplesDir, api, maxBytes, read, reportFailure, now } = options;
  return liveFeeds<T>({
    provider: CWA_PROVIDER,
    fetchUpstream: client.configured
      ? async (datasetId) => read(await client.dataset(datasetId, api, maxBytes))
      : undefined,
    readSample: async (datasetId) => {
      const { data, recordedAt } = await readSampleFile(samplesDir, cwaSampleFile(datasetId));
      return { data: read(cwaPayload(data, api)), recordedAt };
    },
    freshForMs: options.freshForMs,
    ...(options.shiftSample === false ? { shiftSample: false } : {}),
    ...(reportFailure ? { reportFailure } : {}),
    ...(now ? { now } : {}),
  });
}
