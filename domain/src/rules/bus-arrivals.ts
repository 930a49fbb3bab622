/**
 * A stop's next buses from TDX's `EstimatedTimeOfArrival` (docs/live-data.md, Buses): which of
 * TDX's bus networks a stop belongs to, and what each of its estimates says, in words the app
 * localises (StopStatus, EstimateTime, NextBusTime, IsLastBus; oas.bus.v2.json, N1).
 */

/** TDX's networks whose stops lie in our area: both counties' city buses and the intercity buses. */
export const BUS_NETWORKS = {
  HUA: 'City/HualienCounty',
  TTT: 'City/TaitungCounty',
  THB: 'InterCity',
} as const;
export type BusNetwork = (typeof BUS_NETWORKS)[keyof typeof BUS_NETWORKS];

/**
 * A StopUID is `{authority code}{StopID}` (TDX's rule): HUA Hualien County, TTT Taitung
 * County, THB the Highway Bureau, whose buses are the intercity ones.
 */
export const BUS_STOP_UID = /^(HUA|TTT|THB)[0-9A-Za-z_-]{1,40}$/;

export function busNetworkOfStop(stopUid: string): BusNetwork | undefined {
  if (!BUS_STOP_UID.test(stopUid)) return undefined;
  return BUS_NETWORKS[stopUid.slice(0, 3) as keyof typeof BUS_NETWORKS];
}

/** What an estimate says of the next bus of one route at the stop. */
export const BUS_ARRIVAL_STATES = [
  /** Under a minute away: 進站中 on the stop's own sign. */
  'arriving',
  /** On its way, `minutes` away. */
  'coming',
  /** StopStatus 1: not yet set out; `nextBusAt` when TDX says. */
  'not-departed',
  /** StopStatus 2: traffic control, the bus does not stop here. */
  'not-stopping',
  /** StopStatus 3: the last bus has gone. */
  'last-bus-gone',
  /** StopStatus 4: no service today. */
  'no-service-today',
  /** StopStatus 0 with no time, or a status TDX has not documented. */
  'no-estimate',
] as const;
export type BusArrivalState = (typeof BUS_ARRIVAL_STATES)[number];

export interface EstimateFields {
  StopStatus?: number | undefined;
  /** Seconds until the bus is here. */
  EstimateTime?: number | null | undefined;
}

export function busArrivalState({ StopStatus, EstimateTime }: EstimateFields): BusArrivalState {
  switch (StopStatus) {
    case 0:
    case undefined:
      if (EstimateTime === null || EstimateTime === undefined || EstimateTime < 0) {
        return 'no-estimate';
      }
      return EstimateTime < 60 ? 'arriving' : 'coming';
    case 1:
      return 'not-departed';
    case 2:
      return 'not-stopping';
    case 3:
      return 'last-bus-gone';
    case 4:
      return 'no-service-today';
    default:
      return 'no-estimate';
  }
}

/** Whole minutes until the bus is here, rounded down as the stops' signs round them. */
export function minutesAway(estimateSeconds: number | null | undefined): number | undefined {
  if (estimateSeconds === null || estimateSeconds === undefined || estimateSeconds < 0) {
    return undefined;
  }
  return Math.floor(estimateSeconds / 60);
}

/** The nearest bus first: those on their way, then those yet to set out, then the rest. */
export function arrivalOrder(
  a: { state: BusArrivalState; minutes?: number | undefined; nextBusAt?: string | undefined },
  b: { state: BusArrivalState; minutes?: number | undefined; nextBusAt?: string | undefined },
): number {
  const rank = (state: BusArrivalState) => BUS_ARRIVAL_STATES.indexOf(state);
  return (
    rank(a.state) - rank(b.state) ||
    (a.minutes ?? Infinity) - (b.minutes ?? Infinity) ||
    (a.nextBusAt ?? '~').localeCompare(b.nextBusAt ?? '~')
  );
}

/** The StopUID of a bus-stop facility (`tdx-bus-{StopUID}`, docs/map.md), if it is one of ours. */
export function busStopUidOfFacility(id: string): string | undefined {
  const uid = id.startsWith('tdx-bus-') ? id.slice('tdx-bus-'.length) : undefined;
  return uid && BUS_STOP_UID.test(uid) ? uid : undefined;
}
