import { FIRST_BACK_OFF_MS, liveFeeds, type ReportFailure } from '../live-feeds';
import { readSampleFile } from '../samples';
import { fetchUpstreamJson, UpstreamError } from '../upstream-fetch';
import { TDX_PROVIDER, tdxTokenSource } from './tdx-auth';

export const TDX_API_BASE = 'https://tdx.transportdata.tw/api/basic/';

export interface TdxClientOptions {
  /** `TDX_CLIENT_ID` and `TDX_CLIENT_SECRET`; without them every TDX provider serves samples. */
  clientId?: string | undefined;
  clientSecret?: string | undefined;
  /** `TDX_BASE_URL` and `TDX_AUTH_URL`: a proxy, or a local server in tests. */
  baseUrl?: string | undefined;
  authUrl?: string | undefined;
  now?: (() => number) | undefined;
  /** How long an answer may take; the default (upstream-fetch.ts) unless a test shortens it. */
  timeoutMs?: number | undefined;
}

export interface TdxRequest {
  /** The longest answer read, sized from the dataset's real answers. */
  maxBytes: number;
  /** OData options and filters ($top, $skip, $filter…); `$format=JSON` is always sent. */
  query?: Record<string, string>;
  timeoutMs?: number;
}

const statusOf = (error: unknown) => (error instanceof UpstreamError ? error.status : undefined);

/**
 * The one TDX client of the server (docs/live-data.md, Upstreams), shared by parking and
 * every TDX provider after it (flights, buses, bikes) and by the importer. One token for all,
 * asked for once and reused until shortly before it expires; a request TDX refuses with 401
 * (a token revoked or expired early) gets a new token and is tried once more. TDX's rate limit
 * is per address, so a 429 rests every request of the server, not one feed's, for as long as
 * TDX asks (`Retry-After`), or the first back-off when it does not say.
 */
export function tdxClient(options: TdxClientOptions) {
  const { clientId, clientSecret, baseUrl = TDX_API_BASE, authUrl, now = Date.now } = options;
  const { timeoutMs } = options;
  const tokens =
    clientId && clientSecret
      ? tdxTokenSource({
          clientId,
          clientSecret,
          ...(authUrl ? { authUrl } : {}),
          ...(timeoutMs ? { timeoutMs } : {}),
          now,
        })
      : undefined;
  let restingUntil = 0;

  function once(url: URL, request: TdxRequest, token: string, secret: string): Promise<unknown> {
    const timeout = request.timeoutMs ?? timeoutMs;
    return fetchUpstreamJson(url, {
      provider: TDX_PROVIDER,
      maxBytes: request.maxBytes,
      secrets: [token, secret],
      headers: { authorization: `Bearer ${token}` },
      ...(timeout ? { timeoutMs: timeout } : {}),
    });
  }

  return {
    configured: tokens !== undefined,

    /** A path under the API's base, such as `v1/Parking/OffStreet/ParkingAvailability/City/HualienCounty`. */
    async get(path: string, request: TdxRequest): Promise<unknown> {
      if (!tokens || !clientSecret) {
        throw new UpstreamError(`${TDX_PROVIDER}: no client id and secret are configured`);
      }
      if (now() < restingUntil) {
        throw new UpstreamError(
          `${TDX_PROVIDER}: resting after too many requests`,
          429,
          restingUntil - now(),
        );
      }
      const url = new URL(path, baseUrl);
      url.searchParams.set('$format', 'JSON');
      for (const [name, value] of Object.entries(request.query ?? {})) {
        url.searchParams.set(name, value);
      }
      // A token request that fails (credentials refused) is not tried again here.
      const token = await tokens.token();
      try {
        return await once(url, request, token, clientSecret);
      } catch (error) {
        if (statusOf(error) === 401) {
          tokens.forget();
          const renewed = await tokens.token();
          return await once(url, request, renewed, clientSecret).catch((again: unknown) => {
            if (statusOf(again) === 401) tokens.forget();
            throw again;
          });
        }
        if (statusOf(error) === 429) {
          const wait = (error as UpstreamError).retryAfterMs ?? FIRST_BACK_OFF_MS;
          restingUntil = Math.max(restingUntil, now() + wait);
        }
        throw error;
      }
    },
  };
}

export type TdxClient = ReturnType<typeof tdxClient>;

export interface TdxFeedsOptions<T> {
  client: TdxClient;
  samplesDir: string;
  /** The path under the API's base of one feed (a city's availability). */
  pathOf: (feed: string) => string;
  /** The sample file of one feed in data/samples. */
  sampleFileOf: (feed: string) => string;
  maxBytes: number;
  freshForMs: number;
  read: (raw: unknown) => T;
  /** OData options of one feed (`$filter`), if it needs any. */
  queryOf?: ((feed: string) => Record<string, string>) | undefined;
  /** False for a record of events (road news): its sample keeps its recorded day. */
  shiftSample?: boolean | undefined;
  reportFailure?: ReportFailure | undefined;
  now?: (() => number) | undefined;
}

/** TDX documents as live feeds (live-feeds.ts): from TDX with credentials, else the sample. */
export function tdxFeeds<T>(options: TdxFeedsOptions<T>) {
  const { client, samplesDir, pathOf, sampleFileOf, maxBytes, read, reportFailure, now } = options;
  return liveFeeds<T>({
    provider: TDX_PROVIDER,
    fetchUpstream: client.configured
      ? async (feed) =>
          read(
            await client.get(pathOf(feed), {
              maxBytes,
              ...(options.queryOf ? { query: options.queryOf(feed) } : {}),
            }),
          )
      : undefined,
    readSample: async (feed) => {
      const { data, recordedAt } = await readSampleFile(samplesDir, sampleFileOf(feed));
      return { data: read(data), recordedAt };
    },
    freshForMs: options.freshForMs,
    ...(options.shiftSample === false ? { shiftSample: false } : {}),
    ...(reportFailure ? { reportFailure } : {}),
    ...(now ? { now } : {}),
  });
}
