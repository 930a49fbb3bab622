import type { BusHeadway, BusTimetableAnswer } from '@ecg/domain/contracts';
import { busNetworkOfStop } from '@ecg/domain/rules/bus-arrivals';
import { headwayOf, runsOnDate, timeAtStop } from '@ecg/domain/rules/bus-timetable';
import { taipeiDate } from '@ecg/domain/rules/datetime';
import type { ContentLang } from '@ecg/domain/rules/language';
import { type LiveResultOf, unconfiguredMeta } from '../live-feeds';
import { TDX_PROVIDER } from '../tdx/tdx-auth';
import { arrivalFeed, TAIWAN_TRIP, type TdxBusScheduleFeeds } from './bus-feeds';
import { nameIn } from './bus-names';
import type { BusSchedule } from './schedule-document';

/** The periods run by headway on the day, in order, each said once. */
function headwaysOn(schedule: BusSchedule, day: string): BusHeadway[] {
  const periods = schedule.Frequencys.filter((frequency) => runsOnDate(frequency, day))
    .map(headwayOf)
    .filter((headway): headway is BusHeadway => headway !== undefined)
    .sort((a, b) => a.from.localeCompare(b.from) || a.to.localeCompare(b.to));
  return [...new Map(periods.map((period) => [JSON.stringify(period), period])).values()];
}

/** One direction's service on the day: its trips at the stop and its headway periods. */
function directionOn(
  schedule: BusSchedule,
  day: string,
  stop: string | undefined,
  lang: ContentLang,
) {
  const times = schedule.Timetables.filter((trip) => runsOnDate(trip, day))
    .map((trip) => timeAtStop(trip.StopTimes, stop))
    .filter((time): time is string => time !== undefined)
    .sort();
  const headways = headwaysOn(schedule, day);
  if (times.length === 0 && headways.length === 0) return [];
  const headsign = nameIn(schedule.SubRouteName, lang);
  const routeName = nameIn(schedule.RouteName ?? schedule.TaiwanTripName, lang);
  return [
    {
      direction: schedule.Direction,
      ...(headsign && headsign !== routeName ? { headsign } : {}),
      times: [...new Set(times)],
      headways,
    },
  ];
}

/**
 * A route's service today (docs/live-data.md, Buses): by direction, each trip's time at the stop
 * asked (else from its first stop) and the periods run by headway, for the trips and periods
 * that run on today's date in Taipei (rules/bus-timetable.ts, runsOnDate). The network is read
 * from the RouteUID's authority code, as a stop's; a route its network does not list is looked
 * for among the Taiwan Tourist Shuttle's lines.
 */
export function busTimetableProvider(
  feeds: TdxBusScheduleFeeds,
  configured: boolean,
  now: () => number = Date.now,
) {
  const ofRoute = (schedules: BusSchedule[], route: string) =>
    schedules.filter((schedule) => schedule.RouteUID === route);

  return {
    async today(
      route: string,
      stop: string | undefined,
      lang: ContentLang,
    ): Promise<LiveResultOf<BusTimetableAnswer>> {
      const at = now();
      const day = taipeiDate(at);
      // A RouteUID takes the same authority codes as a StopUID.
      const network = busNetworkOfStop(route);
      if (!configured || !network) {
        return {
          data: { route, day, directions: [] },
          meta: unconfiguredMeta(TDX_PROVIDER, at),
        };
      }
      const own = await feeds.read(arrivalFeed(network, route));
      // The Tourist Shuttle's lines have a timetable call of their own: asked only for a route
      // its network does not list, so a city or intercity route costs one call.
      const reading =
        ofRoute(own.data, route).length > 0
          ? own
          : await feeds.read(arrivalFeed(TAIWAN_TRIP, route));
      const schedules = ofRoute(reading.data, route);
      const directions = schedules.flatMap((schedule) => directionOn(schedule, day, stop, lang));
      const routeName = nameIn(schedules[0]?.RouteName ?? schedules[0]?.TaiwanTripName, lang);
      return {
        data: { route, ...(routeName ? { routeName } : {}), day, directions },
        meta: { ...reading.meta, location: route },
      };
    },

    settled: () => feeds.settled(),
  };
}

export type BusTimetableProvider = ReturnType<typeof busTimetableProvider>;
