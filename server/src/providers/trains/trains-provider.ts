import type { LiveMeta, TrainAlert, TrainsData, TrainsRequest } from '@ecg/domain/contracts';
import { formatTaipei, taipeiDate } from '@ecg/domain/rules/datetime';
import type { ContentLang } from '@ecg/domain/rules/language';
import { BOARD_STATIONS, type BoardLine } from '@ecg/domain/rules/trains';
import { type FeedReading, unconfiguredMeta } from '../live-feeds';
import type { StationLiveBoardDocument } from '../tdx/rail-documents';
import type {
  TdxStationLiveBoardFeeds,
  TdxTraAlertFeeds,
  TdxTrainTimetableFeeds,
} from '../tdx/rail-feeds';
import { TDX_PROVIDER } from '../tdx/tdx-auth';
import { regionAlerts } from './train-alerts';
import { boardLinesOf, trainsOf } from './train-list';

export interface TrainFeeds {
  /** Whether TDX has a key: without one there is nothing to read (no TRA sample exists). */
  configured: boolean;
  timetables: TdxTrainTimetableFeeds;
  boards: TdxStationLiveBoardFeeds;
  alerts: TdxTraAlertFeeds;
}

const settledValue = <T>(result: PromiseSettledResult<T>): T | undefined =>
  result.status === 'fulfilled' ? result.value : undefined;

/**
 * The railway through the region (docs/live-data.md, Trains): a day's trains between two of
 * its stations from TRA's timetable, today's delays from the live boards of Hualien and Taitung,
 * and TRA's alerts on the region. The timetable decides the answer (its time, staleness and
 * failure); a board or the alerts failing leaves their part out rather than failing the trains.
 */
export function trainsProvider(feeds: TrainFeeds, now: () => number = Date.now) {
  async function boardsOfToday(): Promise<{ lines: BoardLine[][]; at?: string }> {
    const readings = await Promise.allSettled(BOARD_STATIONS.map((id) => feeds.boards.read(id)));
    const read = readings.flatMap((result) => {
      const value = settledValue<FeedReading<StationLiveBoardDocument>>(result);
      return value ? [value] : [];
    });
    const at = read
      .map((reading) => reading.meta.fetchedAt)
      .sort()
      .at(-1);
    return { lines: read.map((reading) => boardLinesOf(reading.data)), ...(at ? { at } : {}) };
  }

  async function alertsNow(options: { wait?: boolean } = {}): Promise<TrainAlert[]> {
    const reading = await feeds.alerts.read('TRA', options);
    return regionAlerts(reading.data, now());
  }

  return {
    configured: feeds.configured,

    /** Today in Taipei, by the provider's clock. */
    today: () => taipeiDate(now()),

    async trains(
      request: TrainsRequest,
      lang: ContentLang,
    ): Promise<{ data: TrainsData; meta: LiveMeta }> {
      const today = taipeiDate(now());
      const date = request.date ?? today;
      if (!feeds.configured) {
        // Nothing is read: the answer only says so (no upstream, no sample).
        return {
          data: { date, from: request.from, to: request.to, trains: [] },
          meta: unconfiguredMeta(TDX_PROVIDER, now()),
        };
      }
      const [timetable, boards, alerts] = await Promise.allSettled([
        feeds.timetables.read(`${request.from}-${request.to}-${date}`),
        date === today ? boardsOfToday() : Promise.resolve({ lines: [] }),
        alertsNow(),
      ]);
      if (timetable.status === 'rejected') throw timetable.reason;
      const board = settledValue(boards);
      const inForce = settledValue(alerts);
      return {
        data: {
          date,
          from: request.from,
          to: request.to,
          trains: trainsOf(timetable.value.data, request, lang, board?.lines ?? []),
          ...(inForce ? { alerts: inForce } : {}),
          ...(board && 'at' in board && board.at ? { boardsAt: board.at } : {}),
        },
        meta: {
          ...timetable.value.meta,
          observedAt: formatTaipei(timetable.value.data.UpdateTime),
        },
      };
    },

    /** The region's alerts in force, for the notices: none without a key. */
    async alertsInForce(options: { wait?: boolean } = {}): Promise<TrainAlert[]> {
      return feeds.configured ? alertsNow(options) : [];
    },

    settled: () =>
      Promise.all([feeds.timetables.settled(), feeds.boards.settled(), feeds.alerts.settled()]),
  };
}

export type TrainsProvider = ReturnType<typeof trainsProvider>;
