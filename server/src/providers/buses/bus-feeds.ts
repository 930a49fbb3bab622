import type { BusNetwork } from '@ecg/domain/rules/bus-arrivals';
import { tdxFeeds, type TdxFeedsOptions } from '../tdx/tdx-client';
import { readBusAlerts, type BusAlertRecord } from './alert-document';
import { readBusEstimates, type BusEstimate } from './arrival-document';
import { readBusPositions, type BusA1Record } from './position-document';
import {
  readBusShapes,
  readBusStopsOfRoute,
  type BusShapeRecord,
  type BusStopOfRouteRecord,
} from './route-documents';
import { readBusSchedules, type BusSchedule } from './schedule-document';

/** TDX recomputes the estimates about every 20 to 60 s; half a minute keeps a stop's sign true. */
export const BUS_ARRIVALS_FRESH_FOR_MS = 30 * 1000;
/** One stop's estimates: a record (~1 KB) per route and direction; 512 KB stops a runaway one. */
const ARRIVALS_MAX_BYTES = 512 * 1024;

/** The Taiwan Tourist Shuttle, whose estimates are TDX's Tourism API's. */
export const TAIWAN_TRIP = 'TaiwanTrip';
export type BusArrivalNetwork = BusNetwork | typeof TAIWAN_TRIP;

/** A feed is one stop of one network: `InterCity|THB3001`. */
export const arrivalFeed = (network: BusArrivalNetwork, stopUid: string) => `${network}|${stopUid}`;

/** A feed's network and the UID it is for (a stop's, or a route's for a timetable). */
function partsOf(feed: string): { network: string; stopUid: string } {
  const [network = '', stopUid = ''] = feed.split('|');
  return { network, stopUid };
}

export type TdxBusFeedOptions = Pick<
  TdxFeedsOptions<unknown>,
  'client' | 'samplesDir' | 'reportFailure' | 'now'
>;

/** A network's path of a TDX bus API: the Tourist Shuttle's are under Tourism. */
const networkPath = (what: string, network: string) =>
  network === TAIWAN_TRIP ? `v2/Tourism/Bus/${what}/TaiwanTrip` : `v2/Bus/${what}/${network}`;

/** A route's feeds: one per network and RouteUID (`InterCity|THB1145`), read with `$filter`. */
const routeFeeds = <T>(
  options: TdxBusFeedOptions,
  what: string,
  freshForMs: number,
  maxBytes: number,
  read: (raw: unknown) => T,
) =>
  tdxFeeds<T>({
    ...options,
    pathOf: (feed) => networkPath(what, partsOf(feed).network),
    queryOf: (feed) => ({ $filter: `RouteUID eq '${partsOf(feed).stopUid}'` }),
    sampleFileOf: () => {
      throw new Error(`TDX bus ${what} has no recorded sample`);
    },
    maxBytes,
    freshForMs,
    read,
  });

/**
 * A stop's estimates, one feed per stop and network, asked with `$filter` on the StopUID
 * (which the contract allows only as letters and digits). No bus answer was ever recorded, so
 * there is no sample: the provider never reads a feed without a key (bus-provider.ts).
 */
export const tdxBusArrivalFeeds = (options: TdxBusFeedOptions) =>
  tdxFeeds<BusEstimate[]>({
    ...options,
    pathOf: (feed) => networkPath('EstimatedTimeOfArrival', partsOf(feed).network),
    queryOf: (feed) => ({ $filter: `StopUID eq '${partsOf(feed).stopUid}'` }),
    sampleFileOf: () => {
      throw new Error('TDX bus estimates have no recorded sample');
    },
    maxBytes: ARRIVALS_MAX_BYTES,
    freshForMs: BUS_ARRIVALS_FRESH_FOR_MS,
    read: readBusEstimates,
  });

export type TdxBusArrivalFeeds = ReturnType<typeof tdxBusArrivalFeeds>;

/** Alerts change when an operator posts one: five minutes, as the Highway Bureau's road news. */
export const BUS_ALERTS_FRESH_FOR_MS = 5 * 60 * 1000;
/** The intercity network's alerts cover all Taiwan: a few hundred of ~1 KB at most. */
const ALERTS_MAX_BYTES = 2 * 1024 * 1024;

/** The service alerts of one network (`City/HualienCounty`, `InterCity`), a feed each; no sample. */
export const tdxBusAlertFeeds = (options: TdxBusFeedOptions) =>
  tdxFeeds<BusAlertRecord[]>({
    ...options,
    pathOf: (network) => `v2/Bus/Alert/${network}`,
    sampleFileOf: () => {
      throw new Error('TDX bus alerts have no recorded sample');
    },
    maxBytes: ALERTS_MAX_BYTES,
    freshForMs: BUS_ALERTS_FRESH_FOR_MS,
    read: readBusAlerts,
  });

export type TdxBusAlertFeeds = ReturnType<typeof tdxBusAlertFeeds>;

/** A timetable changes with a new version, days apart: an hour keeps it current. */
export const BUS_SCHEDULE_FRESH_FOR_MS = 60 * 60 * 1000;
/** One route's timetable: its trips' stop times, a few hundred KB for the busiest. */
const SCHEDULE_MAX_BYTES = 4 * 1024 * 1024;

/**
 * One route's timetable, a feed per network and RouteUID (`InterCity|THB1145`, or
 * `TaiwanTrip|THB1133` for the Tourist Shuttle's own); no sample.
 */
export const tdxBusScheduleFeeds = (options: TdxBusFeedOptions) =>
  routeFeeds<BusSchedule[]>(
    options,
    'Schedule',
    BUS_SCHEDULE_FRESH_FOR_MS,
    SCHEDULE_MAX_BYTES,
    readBusSchedules,
  );

export type TdxBusScheduleFeeds = ReturnType<typeof tdxBusScheduleFeeds>;

/**
 * Buses report their position every 10 to 60 s; TDX's batch is refreshed as often. Half a
 * minute, as the estimates: the map moves with the buses without asking TDX at every look.
 */
export const BUS_POSITIONS_FRESH_FOR_MS = 30 * 1000;
/** A route's buses on the road: a record (~1 KB) each, a few dozen at most. */
const POSITIONS_MAX_BYTES = 512 * 1024;
/** A route's path and stops change with a new version, days apart: a day keeps them current. */
export const BUS_ROUTE_FRESH_FOR_MS = 24 * 60 * 60 * 1000;
/** A long intercity route's path as text, both directions: well under 2 MB. */
const ROUTE_MAX_BYTES = 2 * 1024 * 1024;

/** Where a route's buses are now (A1), its path and its stops in order; none has a sample. */
export const tdxBusRouteFeeds = (options: TdxBusFeedOptions) => ({
  positions: routeFeeds<BusA1Record[]>(
    options,
    'RealTimeByFrequency',
    BUS_POSITIONS_FRESH_FOR_MS,
    POSITIONS_MAX_BYTES,
    readBusPositions,
  ),
  shapes: routeFeeds<BusShapeRecord[]>(
    options,
    'Shape',
    BUS_ROUTE_FRESH_FOR_MS,
    ROUTE_MAX_BYTES,
    readBusShapes,
  ),
  stops: routeFeeds<BusStopOfRouteRecord[]>(
    options,
    'StopOfRoute',
    BUS_ROUTE_FRESH_FOR_MS,
    ROUTE_MAX_BYTES,
    readBusStopsOfRoute,
  ),
});

export type TdxBusRouteFeeds = ReturnType<typeof tdxBusRouteFeeds>;
