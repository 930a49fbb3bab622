import { readHighwayCameras, readRoadNews } from './road-documents';
import { tdxFeeds, type TdxFeedsOptions } from './tdx-client';

/** The Bureau's news updates within minutes (UpdateInterval 60 s); five keeps a closure current. */
export const ROAD_NEWS_FRESH_FOR_MS = 5 * 60 * 1000;
/** The camera list changes when a camera is added or moved: an hour is plenty. */
export const HIGHWAY_CAMERAS_FRESH_FOR_MS = 60 * 60 * 1000;
/** The whole country's news (a few hundred items of ~0.5 KB) and 台9's cameras stay far below. */
const ROAD_MAX_BYTES = 2 * 1024 * 1024;
/** 台9 as TDX names it in the camera list (the recorded answer's RoadID). */
export const T9_ROAD_ID = '300090';

export type TdxRoadFeedOptions = Pick<
  TdxFeedsOptions<unknown>,
  'client' | 'samplesDir' | 'reportFailure' | 'now'
>;

/**
 * The Highway Bureau's road news, one feed (`Highway`). A sample is a record of past events,
 * so it keeps its recorded day, as the warnings' do (docs/live-data.md, Warnings).
 */
export const tdxRoadNewsFeeds = (options: TdxRoadFeedOptions) =>
  tdxFeeds({
    ...options,
    pathOf: () => 'v2/Road/Traffic/Live/News/Highway',
    sampleFileOf: () => 'tdx/RoadNews-Highway.json',
    maxBytes: ROAD_MAX_BYTES,
    freshForMs: ROAD_NEWS_FRESH_FOR_MS,
    shiftSample: false,
    read: readRoadNews,
  });

/** The Bureau's cameras on 台9, one feed (`T9`). */
export const tdxHighwayCameraFeeds = (options: TdxRoadFeedOptions) =>
  tdxFeeds({
    ...options,
    pathOf: () => 'v2/Road/Traffic/CCTV/Highway',
    queryOf: () => ({ $filter: `RoadID eq '${T9_ROAD_ID}'` }),
    sampleFileOf: () => 'tdx/CCTV-Highway-T9.json',
    maxBytes: ROAD_MAX_BYTES,
    freshForMs: HIGHWAY_CAMERAS_FRESH_FOR_MS,
    read: readHighwayCameras,
  });

export type TdxRoadNewsFeeds = ReturnType<typeof tdxRoadNewsFeeds>;
export type TdxHighwayCameraFeeds = ReturnType<typeof tdxHighwayCameraFeeds>;
