import type { UpstreamConfig } from '../upstream-config';
import { cwaClient } from './cwa/cwa-client';
import { cwaForecastFeeds } from './cwa/cwa-feeds';
import type { ReportFailure } from './live-feeds';
import { moenvClient } from './moenv/moenv-client';
import { parkingProvider } from './parking-provider';
import { tdxClient } from './tdx/tdx-client';
import { tdxParkingFeeds } from './tdx/tdx-feeds';
import { warningsProvider } from './warnings/warnings-provider';
import { weatherProvider } from './weather-provider';

export interface LiveProviderOptions {
  upstreams: UpstreamConfig;
  /** Recorded upstream answers, served while an upstream has no key. */
  samplesDir: string;
  reportFailure: ReportFailure;
  /** The providers' clock, so tests can say what "now" is. */
  now?: (() => number) | undefined;
}

/**
 * Every live provider of the server, built once on one client per upstream (one CWA, one
 * MOENV, one TDX with its one token), so that a rate limit or a token is shared by all the
 * feeds that use it (docs/architecture.md, Live data).
 */
export function liveProviders({ upstreams, samplesDir, reportFailure, now }: LiveProviderOptions) {
  const clients = {
    cwa: cwaClient(upstreams.cwa),
    tdx: tdxClient({ ...upstreams.tdx, now }),
    moenv: moenvClient(upstreams.moenv),
  };
  const shared = { samplesDir, reportFailure, now };
  return {
    weather: weatherProvider(cwaForecastFeeds({ client: clients.cwa, ...shared }), now),
    parking: parkingProvider(tdxParkingFeeds({ client: clients.tdx, ...shared })),
    warnings: warningsProvider({ client: clients.cwa, ...shared }),
  };
}

export type LiveProviders = ReturnType<typeof liveProviders>;
