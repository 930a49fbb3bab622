import {
  readShipDaily,
  readShipFares,
  readShipGeneral,
  readShipNews,
  readShipRoutes,
  readShipSpecific,
} from './ship-documents';
import { tdxFeeds, type TdxFeedsOptions } from './tdx-client';

/** The county whose ports are Fugang, Green Island and Lanyu, as TDX names it. */
export const SHIP_CITY = 'TaitungCounty';
/** Routes, fares and the season's timetables change by the season: an hour is plenty. */
export const SHIP_TIMETABLE_FRESH_FOR_MS = 60 * 60 * 1000;
/** The day's timetable and the news say whether boats sail today: five minutes keeps them current. */
export const SHIP_TODAY_FRESH_FOR_MS = 5 * 60 * 1000;
/** A county's few routes are some kilobytes; 2 MB still stops a runaway answer. */
const SHIP_MAX_BYTES = 2 * 1024 * 1024;

export type TdxShipFeedOptions = Pick<
  TdxFeedsOptions<unknown>,
  'client' | 'samplesDir' | 'reportFailure' | 'now'
>;

/**
 * One TDX Ship document of a county, as a live feed (feed: the county). No recorded TDX Ship
 * answer exists, so there is no sample: without a key the ferries provider answers no data
 * rather than read one (docs/live-data.md, Ferries).
 */
function shipFeeds<T>(
  options: TdxShipFeedOptions,
  dataset: string,
  read: (raw: unknown) => T,
  freshForMs: number,
) {
  return tdxFeeds<T>({
    ...options,
    pathOf: (city) => `v3/Ship/${dataset}/Domestic/City/${encodeURIComponent(city)}`,
    sampleFileOf: (city) => `tdx/Ship-${dataset}-${city}.json`,
    maxBytes: SHIP_MAX_BYTES,
    freshForMs,
    read,
  });
}

/** The six documents the ferries provider reads (docs/live-data.md, Ferries). */
export const tdxShipFeeds = (options: TdxShipFeedOptions) => ({
  configured: options.client.configured,
  routes: shipFeeds(options, 'Route', readShipRoutes, SHIP_TIMETABLE_FRESH_FOR_MS),
  daily: shipFeeds(options, 'DailySchedule', readShipDaily, SHIP_TODAY_FRESH_FOR_MS),
  general: shipFeeds(options, 'GeneralSchedule', readShipGeneral, SHIP_TIMETABLE_FRESH_FOR_MS),
  specific: shipFeeds(options, 'SpecificSchedule', readShipSpecific, SHIP_TIMETABLE_FRESH_FOR_MS),
  fares: shipFeeds(options, 'ODFare', readShipFares, SHIP_TIMETABLE_FRESH_FOR_MS),
  news: shipFeeds(options, 'News', readShipNews, SHIP_TODAY_FRESH_FOR_MS),
});

export type TdxShipFeeds = ReturnType<typeof tdxShipFeeds>;
