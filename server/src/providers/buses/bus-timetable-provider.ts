import type { BusTimetableAnswer } from '@ecg/domain/contracts';
import { busNetworkOfStop } from '@ecg/domain/rules/bus-arrivals';
import { runsOn, timeAtStop } from '@ecg/domain/rules/bus-timetable';
import { taipeiDate, taipeiWeekday } from '@ecg/domain/rules/datetime';
import type { ContentLang } from '@ecg/domain/rules/language';
import { type LiveResultOf, unconfiguredMeta } from '../live-feeds';
import { TDX_PROVIDER } from '../tdx/tdx-auth';
import { arrivalFeed, type TdxBusScheduleFeeds } from './bus-feeds';
import { nameIn } from './bus-names';

/**
 * A route's trips today (docs/live-data.md, Buses): by direction, each trip's time at the stop
 * asked (else from its first stop), for the trips whose ServiceDay has today's weekday in
 * Taipei. The network is read from the RouteUID's authority code, as a stop's.
 */
export function busTimetableProvider(
  feeds: TdxBusScheduleFeeds,
  configured: boolean,
  now: () => number = Date.now,
) {
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
      const reading = await feeds.read(arrivalFeed(network, route));
      const weekday = taipeiWeekday(at);
      const schedules = reading.data.filter((schedule) => schedule.RouteUID === route);
      const directions = schedules.flatMap((schedule) => {
        const times = schedule.Timetables.filter((trip) => runsOn(trip.ServiceDay, weekday))
          .map((trip) => timeAtStop(trip.StopTimes, stop))
          .filter((time): time is string => time !== undefined)
          .sort();
        if (times.length === 0) return [];
        const headsign = nameIn(schedule.SubRouteName, lang);
        const routeName = nameIn(schedule.RouteName, lang);
        return [
          {
            direction: schedule.Direction,
            ...(headsign && headsign !== routeName ? { headsign } : {}),
            times: [...new Set(times)],
          },
        ];
      });
      const routeName = nameIn(schedules[0]?.RouteName, lang);
      return {
        data: { route, ...(routeName ? { routeName } : {}), day, directions },
        meta: { ...reading.meta, location: route },
      };
    },

    settled: () => feeds.settled(),
  };
}

export type BusTimetableProvider = ReturnType<typeof busTimetableProvider>;
