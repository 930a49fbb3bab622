import { liveFeeds, type ReportFailure } from '../live-feeds';
import { readSampleFile } from '../samples';
import { fetchUpstreamJson } from '../upstream-fetch';
import { readAvailabilityDocument, type AvailabilityDocument } from './availability-document';
import { TDX_PROVIDER, tdxTokenSource } from './tdx-auth';

const TDX_API_BASE = 'https://tdx.transportdata.tw/api/basic/';

/**
 * The widget asks every minute (requirements §9) and car parks report about every five: a minute
 * keeps the counts as new as the widget shows them, far inside TDX's rate limit.
 */
export const TDX_PARKING_FRESH_FOR_MS = 60 * 1000;

/**
 * A car park takes about 0.5 KB of a city's availability (the sample: 14 in 6.8 KB), so 2 MB
 * holds some 4,000 car parks and still stops a runaway answer.
 */
export const TDX_AVAILABILITY_MAX_BYTES = 2 * 1024 * 1024;

export interface TdxFeedOptions {
  /** TDX's client id and secret (`TDX_CLIENT_ID`, `TDX_CLIENT_SECRET`); without them, samples. */
  clientId: string | undefined;
  clientSecret: string | undefined;
  samplesDir: string;
  /** The API's and the token endpoint's addresses (`TDX_BASE_URL`, `TDX_AUTH_URL`). */
  baseUrl?: string | undefined;
  authUrl?: string | undefined;
  reportFailure?: ReportFailure;
  now?: () => number;
}

/** The availability of a city's car parks, as TDX names the city (HualienCounty). */
function availabilityUrl(city: string, baseUrl = TDX_API_BASE): URL {
  const url = new URL(
    `v1/Parking/OffStreet/ParkingAvailability/City/${encodeURIComponent(city)}`,
    baseUrl,
  );
  url.searchParams.set('$format', 'JSON');
  return url;
}

/** The sample of a city's availability in data/samples. */
export const availabilitySampleFile = (city: string) => `tdx/ParkingAvailability-${city}.json`;

/** Parking availability by TDX city, from the upstream or from the samples. */
export function tdxParkingFeeds(options: TdxFeedOptions) {
  const { clientId, clientSecret, samplesDir, baseUrl, authUrl, reportFailure, now } = options;
  const tokens =
    clientId && clientSecret
      ? tdxTokenSource({
          clientId,
          clientSecret,
          ...(authUrl ? { authUrl } : {}),
          ...(now ? { now } : {}),
        })
      : undefined;
  return liveFeeds<AvailabilityDocument>({
    provider: TDX_PROVIDER,
    fetchUpstream: tokens
      ? async (city) => {
          try {
            const token = await tokens.token();
            return readAvailabilityDocument(
              await fetchUpstreamJson(availabilityUrl(city, baseUrl), {
                provider: TDX_PROVIDER,
                maxBytes: TDX_AVAILABILITY_MAX_BYTES,
                secrets: [token],
                headers: { authorization: `Bearer ${token}` },
              }),
            );
          } catch (error) {
            // A refused or expired token is the likeliest cause; the next try asks for a new one.
            tokens.forget();
            throw error;
          }
        }
      : undefined,
    readSample: async (city) => {
      const { data, recordedAt } = await readSampleFile(samplesDir, availabilitySampleFile(city));
      return { data: readAvailabilityDocument(data), recordedAt };
    },
    freshForMs: TDX_PARKING_FRESH_FOR_MS,
    ...(reportFailure ? { reportFailure } : {}),
    ...(now ? { now } : {}),
  });
}

export type TdxParkingFeeds = ReturnType<typeof tdxParkingFeeds>;
