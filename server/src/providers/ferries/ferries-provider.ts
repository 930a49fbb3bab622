import type { Ferries, FerriesAnswer, FerryNews } from '@ecg/domain/contracts';
import { formatTaipei, taipeiDate } from '@ecg/domain/rules/datetime';
import {
  concernsDay,
  ISLAND_PORTS,
  lastSailingBack,
  monthSpan,
  plannedYear,
  sailingNewsKind,
} from '@ecg/domain/rules/ferries';
import { type FeedReading, type LiveResultOf, unconfiguredMeta } from '../live-feeds';
import { TDX_PROVIDER } from '../tdx/tdx-auth';
import { SHIP_CITY, type TdxShipFeeds } from '../tdx/ship-feeds';
import type { ShipNewsDocument } from '../tdx/ship-documents';
import {
  islandFares,
  islandRoutes,
  sailingsOn,
  specialDaysDuring,
  timetableDuring,
} from './ferry-timetable';

/** TDX Ship's news category of whether boats sail (通阻資訊, the description's enum). */
export const SAILING_NEWS_CATEGORY = 7;

/** The sailing news of category 7 that concerns today, newest first. */
export function sailingNewsOn(document: ShipNewsDocument, today: string): FerryNews[] {
  return document.Newses.filter((news) => news.NewsCategory === SAILING_NEWS_CATEGORY)
    .map((news) => ({
      id: news.NewsID,
      kind: sailingNewsKind(news.Title, news.Description),
      title: news.Title,
      description: news.Description,
      publishedAt: formatTaipei(news.PublishTime),
      ...(news.NewsURL && /^https?:\/\//.test(news.NewsURL) ? { url: news.NewsURL } : {}),
      startsAt: news.StartTime ? formatTaipei(news.StartTime) : undefined,
      endsAt: news.EndTime ? formatTaipei(news.EndTime) : undefined,
    }))
    .filter((news) => concernsDay(news, today))
    .map(({ startsAt: _start, endsAt: _end, ...news }) => news)
    .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
}

/** The answer's meta: the oldest reading's time, stale if any reading is. */
function metaOf(
  readings: FeedReading<unknown>['meta'][],
  observedAt: string,
): FerriesAnswer['meta'] {
  const fetched = readings.map((meta) => meta.fetchedAt).sort();
  return {
    source: 'upstream',
    provider: TDX_PROVIDER,
    fetchedAt: fetched[0] ?? observedAt,
    observedAt,
    stale: readings.some((meta) => meta.stale),
    location: SHIP_CITY,
  };
}

/**
 * Without TDX credentials: no recorded TDX Ship answer exists to serve as a sample, so the
 * answer is empty and says so (`unconfigured`), never a made-up sailing.
 */
function noKeyAnswer(
  today: string,
  month: number,
  year: number,
  at: number,
): LiveResultOf<FerriesAnswer> {
  return {
    data: {
      today,
      month,
      year,
      routes: [],
      sailings: [],
      timetable: [],
      specialDays: [],
      fares: [],
      news: [],
      lastBack: [],
    },
    meta: unconfiguredMeta(TDX_PROVIDER, at),
  };
}

/** A feed the answer can do without (the fares, special days, news): empty when it fails. */
const optional = async <T>(read: Promise<FeedReading<T>>) => read.catch(() => undefined);

/**
 * The sailings between Fugang, Green Island and Lanyu from TDX Ship (docs/live-data.md,
 * Ferries): today's, a month's timetable, fares and the day's sailing news. No recorded TDX
 * Ship answer exists, so without a key the answer is empty and `unconfigured`, and the app
 * says where to look meanwhile: never a made-up time.
 */
export function ferriesProvider(feeds: TdxShipFeeds, now: () => number = Date.now) {
  async function newsOfToday(options: { wait?: boolean } = {}) {
    if (!feeds.configured) return [];
    const reading = await feeds.news.read(SHIP_CITY, options);
    return sailingNewsOn(reading.data, taipeiDate(now()));
  }

  return {
    /** Today's sailing news, for the notices; never waited for there. */
    newsOfToday,

    async ferries(month: number | undefined): Promise<LiveResultOf<FerriesAnswer>> {
      const today = taipeiDate(now());
      const chosen = month ?? Number(today.slice(5, 7));
      const year = plannedYear(chosen, today);
      if (!feeds.configured) return noKeyAnswer(today, chosen, year, now());
      const span = monthSpan(year, chosen);
      const [routes, daily, general] = await Promise.all([
        feeds.routes.read(SHIP_CITY),
        feeds.daily.read(SHIP_CITY),
        feeds.general.read(SHIP_CITY),
      ]);
      const [specific, fares, news] = await Promise.all([
        optional(feeds.specific.read(SHIP_CITY)),
        optional(feeds.fares.read(SHIP_CITY)),
        optional(feeds.news.read(SHIP_CITY)),
      ]);
      const ourRoutes = islandRoutes(routes.data);
      const sailings = sailingsOn(today, daily.data, specific?.data, ourRoutes);
      const data: Ferries = {
        today,
        month: chosen,
        year,
        routes: ourRoutes,
        sailings,
        timetable: timetableDuring(span, general.data),
        specialDays: specific ? specialDaysDuring(span, specific.data) : [],
        fares: fares ? islandFares(fares.data) : [],
        news: news ? sailingNewsOn(news.data, today) : [],
        lastBack: ISLAND_PORTS.flatMap((island) => lastSailingBack(sailings, island) ?? []),
      };
      const readings = [routes, daily, general, specific, fares, news].flatMap((reading) =>
        reading ? [reading.meta] : [],
      );
      return { data, meta: metaOf(readings, formatTaipei(daily.data.UpdateTime)) };
    },

    settled: () =>
      Promise.all([
        feeds.routes.settled(),
        feeds.daily.settled(),
        feeds.general.settled(),
        feeds.specific.settled(),
        feeds.fares.settled(),
        feeds.news.settled(),
      ]),
  };
}

export type FerriesProvider = ReturnType<typeof ferriesProvider>;
