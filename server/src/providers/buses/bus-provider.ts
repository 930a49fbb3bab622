import type { BusArrival, BusArrivalsAnswer } from '@ecg/domain/contracts';
import {
  arrivalOrder,
  busArrivalState,
  busNetworkOfStop,
  minutesAway,
} from '@ecg/domain/rules/bus-arrivals';
import { formatTaipei, parseTaipei } from '@ecg/domain/rules/datetime';
import type { ContentLang } from '@ecg/domain/rules/language';
import type { FeedReading, LiveResultOf } from '../live-feeds';
import { TDX_PROVIDER } from '../tdx/tdx-auth';
import type { BusEstimate } from './arrival-document';
import { arrivalFeed, TAIWAN_TRIP, type TdxBusArrivalFeeds } from './bus-feeds';
import { nameIn } from './bus-names';

const taipeiTimeOf = (text: string | undefined) => {
  const at = text ? parseTaipei(text) : Number.NaN;
  return Number.isFinite(at) ? formatTaipei(at) : undefined;
};

function arrivalOf(estimate: BusEstimate, shuttle: boolean, lang: ContentLang) {
  const route = nameIn(shuttle ? estimate.TaiwanTripName : estimate.RouteName, lang);
  if (!route) return undefined;
  const minutes = minutesAway(estimate.EstimateTime);
  const nextBusAt = taipeiTimeOf(estimate.NextBusTime);
  const arrival: BusArrival = {
    route,
    routeUid: estimate.RouteUID,
    direction: estimate.Direction,
    shuttle,
    state: busArrivalState(estimate),
    ...(minutes !== undefined ? { minutes } : {}),
    ...(nextBusAt ? { nextBusAt } : {}),
    lastBus: estimate.IsLastBus ?? false,
  };
  return arrival;
}

/** The older fetch and the latest upstream update of the two readings, stale if either is. */
function metaOf(readings: FeedReading<BusEstimate[]>[], stopUid: string) {
  const [first] = readings;
  const updates = readings
    .flatMap((reading) => reading.data.map((estimate) => taipeiTimeOf(estimate.UpdateTime)))
    .filter((at): at is string => at !== undefined)
    .sort();
  const observedAt = updates.at(-1);
  return {
    source: 'upstream' as const,
    provider: first?.meta.provider ?? TDX_PROVIDER,
    fetchedAt: readings.map((reading) => reading.meta.fetchedAt).sort()[0] ?? '',
    stale: readings.some((reading) => reading.meta.stale),
    ...(observedAt ? { observedAt } : {}),
    location: stopUid,
  };
}

/**
 * A stop's next buses (docs/live-data.md, Buses): the estimates of its own network (city or
 * intercity, by its StopUID) and of the Taiwan Tourist Shuttle, nearest first. Without a key
 * nothing is asked and nothing is listed: there is no recorded answer to serve as a sample.
 */
export function busProvider(
  feeds: TdxBusArrivalFeeds,
  configured: boolean,
  now: () => number = Date.now,
) {
  return {
    async arrivals(stopUid: string, lang: ContentLang): Promise<LiveResultOf<BusArrivalsAnswer>> {
      const network = busNetworkOfStop(stopUid);
      if (!configured || !network) {
        return {
          data: { configured: false, stop: stopUid, arrivals: [] },
          meta: {
            source: 'computed',
            provider: TDX_PROVIDER,
            fetchedAt: formatTaipei(now()),
            stale: false,
          },
        };
      }
      const [own, shuttle] = await Promise.all([
        feeds.read(arrivalFeed(network, stopUid)),
        feeds.read(arrivalFeed(TAIWAN_TRIP, stopUid)),
      ]);
      const ofStop = (estimates: BusEstimate[]) =>
        estimates.filter((estimate) => estimate.StopUID === stopUid);
      const arrivals = [
        ...ofStop(own.data).map((estimate) => arrivalOf(estimate, false, lang)),
        ...ofStop(shuttle.data).map((estimate) => arrivalOf(estimate, true, lang)),
      ]
        .filter((arrival): arrival is BusArrival => arrival !== undefined)
        .sort(arrivalOrder);
      const named = [...own.data, ...shuttle.data].find((estimate) => estimate.StopName);
      const stopName = nameIn(named?.StopName, lang);
      return {
        data: { configured: true, stop: stopUid, ...(stopName ? { stopName } : {}), arrivals },
        meta: metaOf([own, shuttle], stopUid),
      };
    },

    settled: () => feeds.settled(),
  };
}

export type BusProvider = ReturnType<typeof busProvider>;
