import type { AqiAnswer, SiteRequest } from '@ecg/domain/contracts';
import { isObservationStale } from '@ecg/domain/rules/observation-age';
import type { ReportFailure } from '../live-feeds';
import { readAirQuality, type AirQualityReading } from '../moenv/air-quality-records';
import { moenvFeeds, type MoenvClient } from '../moenv/moenv-client';
import { chooseStation, type PlaceFinder } from './station-choice';
import { readAirQualityStations, type Station } from './station-lists';
import type { LiveResultOf } from '../live-feeds';

export const AQI_DATASET = 'aqx_p_432';

/**
 * MOENV publishes the index once an hour; a quarter of an hour keeps within a new publication's
 * reach without asking for the same one again and again.
 */
export const AQI_FRESH_FOR_MS = 15 * 60 * 1000;

/** The recorded answer of all 85 stations is 37 KB; 1 MB leaves room and stops a runaway. */
export const AQI_MAX_BYTES = 1024 * 1024;

/** One page holds every station (85 in the recorded answer), as that answer's own query did. */
const AQI_QUERY = { limit: '1000' };

export interface AqiProviderOptions {
  client: MoenvClient;
  samplesDir: string;
  reportFailure?: ReportFailure | undefined;
  now?: (() => number) | undefined;
}

/**
 * The air-quality call (requirements §7): the status text as data, the index and the main
 * pollutant beside it, from the MOENV station nearest the place that reports one now.
 */
export function aqiProvider({
  client,
  samplesDir,
  reportFailure,
  now = Date.now,
}: AqiProviderOptions) {
  const feeds = moenvFeeds<AirQualityReading[]>({
    client,
    samplesDir,
    maxBytes: AQI_MAX_BYTES,
    freshForMs: AQI_FRESH_FOR_MS,
    query: AQI_QUERY,
    read: readAirQuality,
    reportFailure,
    now,
  });
  let stations: Promise<Station[]> | undefined;

  return {
    async get(request: SiteRequest, places: PlaceFinder): Promise<LiveResultOf<AqiAnswer>> {
      const reading = await feeds.read(AQI_DATASET);
      /** A station's row, when it has a status (MOENV's own, or worked out from the index). */
      const rowOf = (station: Station) => {
        const row = reading.data.find(({ siteId }) => siteId === station.id);
        return row?.status === undefined ? undefined : { ...row, status: row.status };
      };
      const { station, reading: row } = await chooseStation(
        request,
        await (stations ??= readAirQualityStations(samplesDir)),
        places,
        rowOf,
        feeds.provider,
      );
      const { status, aqi, pollutant, observedAt, siteName } = row;
      // A sample's time is moved to today (sample-shift.ts), so its age says nothing.
      const tooOld =
        reading.meta.source === 'upstream' &&
        (observedAt === undefined || isObservationStale(observedAt, now()));
      return {
        data: status,
        ...(aqi !== undefined ? { aqi } : {}),
        ...(pollutant ? { pollutant } : {}),
        meta: {
          ...reading.meta,
          stale: reading.meta.stale || tooOld,
          ...(observedAt ? { observedAt } : {}),
          location: siteName || station.name,
        },
      };
    },
  };
}

export type AqiProvider = ReturnType<typeof aqiProvider>;
