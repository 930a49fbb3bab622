import type { HighwayCamerasAnswer, HighwaySection } from '@ecg/domain/contracts';
import { formatTaipei, parseTaipei } from '@ecg/domain/rules/datetime';
import { bySection, kmOfMarker } from '@ecg/domain/rules/highway-sections';
import type { LiveResultOf } from '../live-feeds';
import type { HighwayCamerasDocument } from '../tdx/road-documents';
import type { TdxHighwayCameraFeeds, TdxRoadNewsFeeds } from '../tdx/road-feeds';
import { trafficControls, type TrafficControl } from './traffic-control';

export interface TrafficInForce {
  controls: TrafficControl[];
  /** From the recorded sample (no key): examples on their recorded day. */
  sample: boolean;
}

/** 台9's cameras with a readable marker and a still, by section, north to south. */
export function camerasBySection(document: HighwayCamerasDocument): HighwaySection[] {
  const cameras = document.CCTVs.flatMap((camera) => {
    const km = kmOfMarker(camera.LocationMile);
    if (km === undefined || !/^https?:\/\//.test(camera.VideoImageURL)) return [];
    return [
      {
        id: camera.CCTVID,
        road: camera.RoadName || '台9線',
        mile: camera.LocationMile,
        km,
        direction: camera.RoadDirection,
        description: camera.SurveillanceDescription.trim(),
        image: camera.VideoImageURL,
      },
    ];
  });
  return bySection(cameras).map(({ section, items }) => ({ section, cameras: items }));
}

/**
 * Traffic control on the region's roads and 台9's cameras (docs/live-data.md, Traffic control),
 * both from the Highway Bureau through TDX.
 */
export function trafficProvider(
  news: TdxRoadNewsFeeds,
  cameras: TdxHighwayCameraFeeds,
  now: () => number = Date.now,
) {
  return {
    /** The items in force; a sample's at its recorded time, as the warnings' samples are. */
    async inForce(options: { wait?: boolean } = {}): Promise<TrafficInForce> {
      const reading = await news.read('Highway', options);
      const sample = reading.meta.source === 'sample';
      const at = sample ? parseTaipei(reading.meta.fetchedAt) : now();
      return { controls: trafficControls(reading.data, at), sample };
    },

    async cameras(): Promise<LiveResultOf<HighwayCamerasAnswer>> {
      const reading = await cameras.read('T9');
      return {
        data: camerasBySection(reading.data),
        meta: {
          ...reading.meta,
          observedAt: formatTaipei(reading.data.UpdateTime),
          location: '台9線',
        },
      };
    },

    settled: () => Promise.all([news.settled(), cameras.settled()]),
  };
}

export type TrafficProvider = ReturnType<typeof trafficProvider>;
