import type { SiteRequest, UvAnswer } from '@ecg/domain/contracts';
import { uvLevelOfIndex } from '@ecg/domain/rules/air-quality';
import { isObservationStale } from '@ecg/domain/rules/observation-age';
import { cwaFeeds, type CwaClient } from '../cwa/cwa-client';
import { readUvObservations, type UvObservation } from '../cwa/uv-observations';
import type { ReportFailure } from '../live-feeds';
import { chooseStation, type PlaceFinder } from './station-choice';
import { readUvStations, type Station } from './station-lists';
import type { LiveResultOf } from '../live-feeds';

export const UV_DATASET = 'O-A0003-001';

/**
 * The stations report every 10 minutes (the UV index in them hourly): a reading is kept that
 * long, so a refresh can bring the next one as soon as it is published.
 */
export const UV_FRESH_FOR_MS = 10 * 60 * 1000;

/** The whole of Taiwan's ~300 stations is about 0.35 MB (the recorded answer); room to grow. */
export const UV_MAX_BYTES = 2 * 1024 * 1024;

export interface UvProviderOptions {
  client: CwaClient;
  samplesDir: string;
  reportFailure?: ReportFailure | undefined;
  now?: (() => number) | undefined;
}

/**
 * The UV call (requirements §7): the status text first, then the index and the station, from
 * CWA's observations at the station nearest the place that reports a UV index now.
 */
export function uvProvider({
  client,
  samplesDir,
  reportFailure,
  now = Date.now,
}: UvProviderOptions) {
  const feeds = cwaFeeds<UvObservation[]>({
    client,
    samplesDir,
    api: 'rest',
    maxBytes: UV_MAX_BYTES,
    freshForMs: UV_FRESH_FOR_MS,
    read: readUvObservations,
    reportFailure,
    now,
  });
  let stations: Promise<Station[]> | undefined;

  return {
    async get(request: SiteRequest, places: PlaceFinder): Promise<LiveResultOf<UvAnswer>> {
      const reading = await feeds.read(UV_DATASET);
      /** A station's reading with its level; none without a UV index. */
      const uvOf = (station: Station) => {
        const observation = reading.data.find(({ stationId }) => stationId === station.id);
        const level = observation?.uvi === undefined ? undefined : uvLevelOfIndex(observation.uvi);
        return observation?.uvi === undefined || !level
          ? undefined
          : { uvi: observation.uvi, status: level.status, observedAt: observation.observedAt };
      };
      const { station, reading: observation } = await chooseStation(
        request,
        await (stations ??= readUvStations(samplesDir)),
        places,
        uvOf,
        feeds.provider,
      );
      // A sample's time is moved to today (sample-shift.ts), so its age says nothing.
      const tooOld =
        reading.meta.source === 'upstream' && isObservationStale(observation.observedAt, now());
      return {
        data: { status: observation.status, uvi: observation.uvi, siteName: station.name },
        meta: {
          ...reading.meta,
          stale: reading.meta.stale || tooOld,
          observedAt: observation.observedAt,
          location: station.name,
        },
      };
    },
  };
}

export type UvProvider = ReturnType<typeof uvProvider>;
