import { nearestFirst, type LatLng } from './distance';
import { isGone, type FlightBoardStatus } from './flights-status';

/**
 * The airports a board is asked for (docs/live-data.md, Flights): the region's four (Taitung,
 * Green Island, Lanyu, Hualien) and the other ends of their routes (Taipei Songshan, Taichung,
 * Kaohsiung). requirements §3's list has no Hualien; its flights are the region's too.
 */
export const BOARD_AIRPORTS = ['TTT', 'GNI', 'KYD', 'HUN', 'TSA', 'RMQ', 'KHH'] as const;
export type BoardAirport = (typeof BOARD_AIRPORTS)[number];

/** The region's own airports: the ones a visitor leaves from at the end of a stay. */
export const EAST_AIRPORTS = ['TTT', 'GNI', 'KYD', 'HUN'] as const;
/** The islands, whose flights go to Taitung (and Kaohsiung), not straight to Taipei. */
export const ISLAND_AIRPORTS = ['GNI', 'KYD'] as const;
/** The big airports a flight from Taitung or Hualien takes a visitor back to. */
export const MAINLAND_AIRPORTS = ['TSA', 'RMQ', 'KHH'] as const;

export const BOARD_DIRECTIONS = ['departures', 'arrivals'] as const;
export type BoardDirection = (typeof BOARD_DIRECTIONS)[number];

const has = (list: readonly string[], code: string) => list.includes(code);

export const isEastAirport = (code: string) => has(EAST_AIRPORTS, code);

/**
 * Where "back" is from an airport: from an island, any airport off the islands (Taitung,
 * Kaohsiung); from Taitung or Hualien, Taipei Songshan, Taichung or Kaohsiung. An airport off
 * the coast has no way back of ours (undefined).
 */
export function isWayBack(from: string, to: string): boolean | undefined {
  if (!isEastAirport(from)) return undefined;
  return has(ISLAND_AIRPORTS, from) ? !has(ISLAND_AIRPORTS, to) : has(MAINLAND_AIRPORTS, to);
}

/** An airport where the CAA's list places it (absent where the list gives no position). */
export interface PlacedAirport {
  airport: string;
  lat?: number | undefined;
  lng?: number | undefined;
}

/**
 * Within this of an island's airport a visitor is on that island: all Lanyu, the larger, lies
 * within 9 km of its airport, and the nearest mainland shore is 33 km from either island's.
 * (The nearest airport alone will not do: from Sanxiantai, Green Island's is nearer than
 * Taitung's, across the sea.)
 */
export const ON_ISLAND_KM = 12;

/**
 * The airport a visitor at `position` flies back from: on Green Island or Lanyu the island's
 * own, elsewhere the nearest placed one of the mainland (Taitung's or Hualien's). Undefined
 * when none is placed.
 */
export function nearestAirport(
  position: LatLng,
  airports: readonly PlacedAirport[],
): string | undefined {
  const placed = nearestFirst(airports, position, ({ lat, lng }) =>
    lat === undefined || lng === undefined ? undefined : { lat, lng },
  );
  const island = placed.find(
    ({ item, km }) => has(ISLAND_AIRPORTS, item.airport) && km <= ON_ISLAND_KM,
  );
  return (island ?? placed.find(({ item }) => !has(ISLAND_AIRPORTS, item.airport)))?.item.airport;
}

/** What the rule needs of a departure on the board. */
export interface BoardFlight {
  from: string;
  to: string;
  /** Taipei `YYYY-MM-DD HH:mm`, the day's board order. */
  scheduled: string;
  status: FlightBoardStatus;
  /** Set once the airport says it left. */
  actual?: string | undefined;
}

/**
 * "The last flight back today" from an east airport: of today's departures towards the way
 * back, the one scheduled last that has not left and is not cancelled (a delayed earlier one
 * counts once the later ones are gone). None when all have gone, so a visitor is never sent
 * to a flight that will not come.
 */
export function lastFlightBack<F extends BoardFlight>(departures: readonly F[]): F | undefined {
  let last: F | undefined;
  for (const flight of departures) {
    if (isWayBack(flight.from, flight.to) !== true) continue;
    if (isGone(flight.status) || flight.actual !== undefined) continue;
    if (last === undefined || flight.scheduled > last.scheduled) last = flight;
  }
  return last;
}
