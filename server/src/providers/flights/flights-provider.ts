import type {
  FlightBoardAnswer,
  FlightBoardInput,
  FlightScheduleAnswer,
  FlightsTodayAnswer,
  LiveMeta,
} from '@ecg/domain/contracts';
import { formatTaipei, taipeiDate } from '@ecg/domain/rules/datetime';
import {
  BOARD_DIRECTIONS,
  EAST_AIRPORTS,
  isEastAirport,
  lastFlightBack,
} from '@ecg/domain/rules/flights-board';
import { flightsOfMonth, plannedMonth } from '@ecg/domain/rules/flights-schedule';
import { type FeedReading, type LiveResultOf, unconfiguredMeta } from '../live-feeds';
import type { FidsArrival, FidsDeparture } from '../tdx/air-documents';
import type { TdxArrivalFeeds, TdxDepartureFeeds, TdxFlightScheduleFeeds } from '../tdx/air-feeds';
import type { AirportContacts } from './airport-contacts';
import { boardOfDay, clippedTo, scheduledFlightOf } from './flight-rows';

/** Where the phones of a no-key answer come from: the CAA's airport list (data/sources). */
export const NO_KEY_PROVIDER = 'CAA';

export interface FlightFeeds {
  /** Whether TDX credentials are configured: without them no board is read, none is made up. */
  configured: boolean;
  departures: TdxDepartureFeeds;
  arrivals: TdxArrivalFeeds;
  schedule: TdxFlightScheduleFeeds;
  contacts: AirportContacts;
}

/** The latest `UpdateTime` of a document's rows: when the airport last changed its board. */
function observedAt(rows: { UpdateTime: string }[]): string | undefined {
  const latest = rows.map((row) => Date.parse(row.UpdateTime)).filter(Number.isFinite);
  return latest.length > 0 ? formatTaipei(Math.max(...latest)) : undefined;
}

const metaOf = (reading: FeedReading<{ UpdateTime: string }[]>, location: string): LiveMeta => {
  const observed = observedAt(reading.data);
  return { ...reading.meta, ...(observed ? { observedAt: observed } : {}), location };
};

/**
 * Flights at the region's airports and their other ends, from the CAA's FIDS and timetable
 * through TDX (docs/live-data.md, Flights). Without a key the answers hold no flight
 * (meta.source `unconfigured`) and the airports' own phones instead: no sample exists to show.
 */
export function flightsProvider(feeds: FlightFeeds, now: () => number = Date.now) {
  const noKeyMeta = () => unconfiguredMeta(NO_KEY_PROVIDER, now());

  async function boardOf(airport: string, direction: FlightBoardInput['direction']) {
    const reading: FeedReading<(FidsDeparture | FidsArrival)[]> =
      direction === 'departures'
        ? await feeds.departures.read(airport)
        : await feeds.arrivals.read(airport);
    const day = boardOfDay(reading.data, taipeiDate(now()));
    // A big airport's board (Songshan's) holds the whole island's flights: only those to or
    // from the coast are ours.
    const flights = isEastAirport(airport)
      ? day
      : day.filter((flight) => isEastAirport(flight.from) || isEastAirport(flight.to));
    return { reading, flights };
  }

  return {
    async board({
      airport,
      direction,
    }: FlightBoardInput): Promise<LiveResultOf<FlightBoardAnswer>> {
      const date = taipeiDate(now());
      const contact = await feeds.contacts.of(airport);
      const base = { airport, direction, date, ...(contact ? { contact } : {}) };
      if (!feeds.configured) return { data: { ...base, flights: [] }, meta: noKeyMeta() };
      const { reading, flights } = await boardOf(airport, direction);
      const lastBack = direction === 'departures' ? lastFlightBack(flights) : undefined;
      return {
        data: { ...base, flights, ...(lastBack ? { lastBack } : {}) },
        meta: metaOf(reading, airport),
      };
    },

    /**
     * The east airports' day at a glance for the Transport page's card: each airport's
     * flights, how many are cancelled or delayed, and its last flight back. An airport whose
     * board fails is left out and the answer marked stale; all failing is the feeds' 503.
     */
    async today(): Promise<LiveResultOf<FlightsTodayAnswer>> {
      const contacts = await feeds.contacts.all();
      if (!feeds.configured) return { data: { airports: [], contacts }, meta: noKeyMeta() };
      const settled = await Promise.allSettled(
        EAST_AIRPORTS.flatMap((airport) =>
          BOARD_DIRECTIONS.map((direction) =>
            boardOf(airport, direction).then((board) => ({ airport, direction, ...board })),
          ),
        ),
      );
      const boards = settled.flatMap((result) =>
        result.status === 'fulfilled' ? [result.value] : [],
      );
      const failed = settled.find((result) => result.status === 'rejected');
      if (boards.length === 0 && failed?.status === 'rejected') throw failed.reason;
      const airports = EAST_AIRPORTS.flatMap((airport) => {
        const own = boards.filter((board) => board.airport === airport);
        if (own.length === 0) return [];
        const flights = own.flatMap((board) => board.flights);
        const departures = own.find((board) => board.direction === 'departures');
        const lastBack = departures ? lastFlightBack(departures.flights) : undefined;
        return [
          {
            airport,
            flights: flights.length,
            cancelled: flights.filter((flight) => flight.status === 'cancelled').length,
            delayed: flights.filter((flight) => flight.status === 'delayed').length,
            ...(lastBack ? { lastBack } : {}),
          },
        ];
      });
      const readings = boards.map((board) => board.reading);
      const oldest = readings.reduce((a, b) => (a.meta.fetchedAt <= b.meta.fetchedAt ? a : b));
      const observed = observedAt(readings.flatMap((reading) => reading.data));
      return {
        data: { airports, contacts },
        meta: {
          ...oldest.meta,
          stale: failed !== undefined || readings.some((reading) => reading.meta.stale),
          ...(observed ? { observedAt: observed } : {}),
        },
      };
    },

    /** The month's timetable of the region's flights (requirements §9: months 1 to 12). */
    async schedule(month: number): Promise<LiveResultOf<FlightScheduleAnswer>> {
      const planned = plannedMonth(month, taipeiDate(now()));
      const contacts = await feeds.contacts.all();
      if (!feeds.configured) {
        return { data: { month: planned.month, flights: [], contacts }, meta: noKeyMeta() };
      }
      const reading = await feeds.schedule.read('Domestic');
      const flights = flightsOfMonth(reading.data.map(scheduledFlightOf), planned).map((entry) =>
        clippedTo(entry, planned),
      );
      return {
        data: { month: planned.month, flights, contacts },
        meta: metaOf(reading, 'Domestic'),
      };
    },

    settled: () =>
      Promise.all([feeds.departures.settled(), feeds.arrivals.settled(), feeds.schedule.settled()]),
  };
}

export type FlightsProvider = ReturnType<typeof flightsProvider>;
