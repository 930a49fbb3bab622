import { liveFeeds, type ReportFailure } from '../live-feeds';
import { readSampleFile } from '../samples';
import { fetchUpstreamJson, UpstreamError } from '../upstream-fetch';

export const MOENV_PROVIDER = 'MOENV';
export const MOENV_BASE_URL = 'https://data.moenv.gov.tw/api/v2/';

export interface MoenvClientOptions {
  /** `MOENV_API_KEY`; without it every MOENV provider serves its recorded sample. */
  apiKey?: string | undefined;
  /** `MOENV_BASE_URL`: a proxy, or a local server in tests. */
  baseUrl?: string | undefined;
  /** How long an answer may take; the default (upstream-fetch.ts) unless a test shortens it. */
  timeoutMs?: number | undefined;
}

export type MoenvRow = Record<string, unknown>;

/**
 * The records of a MOENV answer: `{records: [...]}` (v2; `Records` in some gateways' casing) or
 * the bare array some answers are (docs/live-data.md, Upstreams).
 */
export function moenvRecordsOf(answer: unknown): MoenvRow[] {
  const envelope = answer as { records?: unknown; Records?: unknown } | null;
  const records = Array.isArray(answer) ? answer : (envelope?.records ?? envelope?.Records);
  if (!Array.isArray(records)) {
    throw new UpstreamError(`${MOENV_PROVIDER}: the answer holds no records`);
  }
  return records.filter((row): row is MoenvRow => typeof row === 'object' && row !== null);
}

/**
 * A field of a record as text, trimmed. MOENV's names are lower case today; older answers and
 * extracts capitalise them (SiteName, UVI, PublishTime), so the name is matched in any case.
 * Absent or blank is ''.
 */
export function moenvField(row: MoenvRow, name: string): string {
  const wanted = name.toLowerCase();
  const key = name in row ? name : Object.keys(row).find((k) => k.toLowerCase() === wanted);
  const value = key === undefined ? undefined : row[key];
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
}

/** The one MOENV client of the server: a dataset's records, the key in the query. */
export function moenvClient({ apiKey, baseUrl = MOENV_BASE_URL, timeoutMs }: MoenvClientOptions) {
  return {
    configured: apiKey !== undefined,
    /**
     * One page of a dataset (`aqx_p_432`, `uv_s_01`, `fac_p_07`). A bad key is answered with
     * HTTP 200 and plain text, which fetchUpstreamJson refuses as not JSON.
     */
    async records(
      datasetId: string,
      request: { maxBytes: number; query?: Record<string, string>; timeoutMs?: number },
    ): Promise<MoenvRow[]> {
      if (apiKey === undefined) {
        throw new UpstreamError(`${MOENV_PROVIDER}: no key is configured`);
      }
      const url = new URL(encodeURIComponent(datasetId), baseUrl);
      url.searchParams.set('api_key', apiKey);
      url.searchParams.set('format', 'JSON');
      for (const [name, value] of Object.entries(request.query ?? {})) {
        url.searchParams.set(name, value);
      }
      const timeout = request.timeoutMs ?? timeoutMs;
      const answer = await fetchUpstreamJson(url, {
        provider: MOENV_PROVIDER,
        maxBytes: request.maxBytes,
        secrets: [apiKey],
        ...(timeout ? { timeoutMs: timeout } : {}),
      });
      return moenvRecordsOf(answer);
    },
  };
}

export type MoenvClient = ReturnType<typeof moenvClient>;

/** The sample of a MOENV dataset in data/samples. */
export const moenvSampleFile = (datasetId: string) => `moenv/${datasetId}.json`;

export interface MoenvFeedsOptions<T> {
  client: MoenvClient;
  samplesDir: string;
  maxBytes: number;
  freshForMs: number;
  /** The query a feed sends beside the key (`limit`), if any. */
  query?: Record<string, string>;
  read: (rows: MoenvRow[]) => T;
  reportFailure?: ReportFailure | undefined;
  now?: (() => number) | undefined;
}

/** MOENV datasets by id as live feeds (live-feeds.ts): the upstream with a key, else the sample. */
export function moenvFeeds<T>(options: MoenvFeedsOptions<T>) {
  const { client, samplesDir, maxBytes, query, read, reportFailure, now } = options;
  return liveFeeds<T>({
    provider: MOENV_PROVIDER,
    fetchUpstream: client.configured
      ? async (datasetId) =>
          read(await client.records(datasetId, { maxBytes, ...(query ? { query } : {}) }))
      : undefined,
    readSample: async (datasetId) => {
      const { data, recordedAt } = await readSampleFile(samplesDir, moenvSampleFile(datasetId));
      return { data: read(moenvRecordsOf(data)), recordedAt };
    },
    freshForMs: options.freshForMs,
    ...(reportFailure ? { reportFailure } : {}),
    ...(now ? { now } : {}),
  });
}
