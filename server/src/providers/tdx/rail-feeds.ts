import { liveFeeds } from '../live-feeds';
import { TDX_PROVIDER } from './tdx-auth';
import type { TdxClient, TdxFeedsOptions } from './tdx-client';
import { readStationLiveBoard, readTraAlerts, readTrainTimetable } from './rail-documents';

/** A day's timetable changes when TRA suspends a train: ten minutes keeps that current. */
export const TRAIN_TIMETABLE_FRESH_FOR_MS = 10 * 60 * 1000;
/** The boards update every minute or so (TDX UpdateInterval); a minute keeps delays current. */
export const LIVE_BOARD_FRESH_FOR_MS = 60 * 1000;
/** Alerts as the road news: five minutes. */
export const TRA_ALERTS_FRESH_FOR_MS = 5 * 60 * 1000;
/** A day between two stations is some 60 trains with their stops (~1 KB each); alerts fewer. */
const RAIL_MAX_BYTES = 2 * 1024 * 1024;

export type TdxRailFeedOptions = Pick<TdxFeedsOptions<unknown>, 'reportFailure' | 'now'> & {
  client: TdxClient;
};

/**
 * A TRA feed of TDX. No recorded answer of TRA exists, so there is no sample: without a key the
 * trains provider answers `unconfigured` and never reads these (docs/live-data.md, Trains).
 */
function railFeeds<T>(
  options: TdxRailFeedOptions,
  pathOf: (feed: string) => string,
  freshForMs: number,
  read: (raw: unknown) => T,
) {
  const { client, reportFailure, now } = options;
  return liveFeeds<T>({
    provider: TDX_PROVIDER,
    fetchUpstream: client.configured
      ? async (feed) => read(await client.get(pathOf(feed), { maxBytes: RAIL_MAX_BYTES }))
      : undefined,
    readSample: () => Promise.reject(new Error('TDX: no recorded TRA answer is served')),
    freshForMs,
    ...(reportFailure ? { reportFailure } : {}),
    ...(now ? { now } : {}),
  });
}

/** A feed per `{from}-{to}-{date}` (7000-6000-2026-11-30). */
export const tdxTrainTimetableFeeds = (options: TdxRailFeedOptions) =>
  railFeeds(
    options,
    (feed) => {
      const [from, to, ...date] = feed.split('-');
      return `v3/Rail/TRA/DailyTrainTimetable/OD/${from}/to/${to}/${date.join('-')}`;
    },
    TRAIN_TIMETABLE_FRESH_FOR_MS,
    readTrainTimetable,
  );

/** A feed per station number. */
export const tdxStationLiveBoardFeeds = (options: TdxRailFeedOptions) =>
  railFeeds(
    options,
    (station) => `v3/Rail/TRA/StationLiveBoard/Station/${station}`,
    LIVE_BOARD_FRESH_FOR_MS,
    readStationLiveBoard,
  );

/** One feed (`TRA`): the whole railway's alerts, filtered to the region by the provider. */
export const tdxTraAlertFeeds = (options: TdxRailFeedOptions) =>
  railFeeds(options, () => 'v3/Rail/TRA/Alert', TRA_ALERTS_FRESH_FOR_MS, readTraAlerts);

export type TdxTrainTimetableFeeds = ReturnType<typeof tdxTrainTimetableFeeds>;
export type TdxStationLiveBoardFeeds = ReturnType<typeof tdxStationLiveBoardFeeds>;
export type TdxTraAlertFeeds = ReturnType<typeof tdxTraAlertFeeds>;
