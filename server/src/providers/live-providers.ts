import path from 'node:path';
import type { UpstreamConfig } from '../upstream-config';
import { aqiProvider } from './air/aqi-provider';
import { busProvider } from './buses/bus-provider';
import { busAlertsProvider } from './buses/bus-alerts-provider';
import {
  tdxBusAlertFeeds,
  tdxBusArrivalFeeds,
  tdxBusRouteFeeds,
  tdxBusScheduleFeeds,
} from './buses/bus-feeds';
import { busPositionsProvider } from './buses/bus-positions-provider';
import { busTimetableProvider } from './buses/bus-timetable-provider';
import { uvProvider } from './air/uv-provider';
import { cwaClient } from './cwa/cwa-client';
import { ferriesProvider } from './ferries/ferries-provider';
import { cwaForecastFeeds } from './cwa/cwa-feeds';
import { marineStations } from './cwa/marine-stations';
import { cwaSeaForecastFeeds, cwaSeaObservationFeeds, cwaTideFeeds } from './cwa/sea-feeds';
import { crossingProvider } from './sea/crossing-provider';
import type { ReportFailure } from './live-feeds';
import { moenvClient } from './moenv/moenv-client';
import { parkingProvider } from './parking-provider';
import { swellProvider } from './sea/swell-provider';
import { skyProvider } from './sky/sky-provider';
import { tdxClient } from './tdx/tdx-client';
import { tdxParkingFeeds } from './tdx/tdx-feeds';
import { tdxHighwayCameraFeeds, tdxRoadNewsFeeds } from './tdx/road-feeds';
import { tdxShipFeeds } from './tdx/ship-feeds';
import { trafficProvider } from './traffic/traffic-provider';
import { trainsProvider } from './trains/trains-provider';
import { bikeAvailabilityProvider } from './bikes/bike-availability';
import {
  tdxStationLiveBoardFeeds,
  tdxTraAlertFeeds,
  tdxTrainTimetableFeeds,
} from './tdx/rail-feeds';
import { airportContacts } from './flights/airport-contacts';
import { flightsProvider } from './flights/flights-provider';
import { tdxArrivalFeeds, tdxDepartureFeeds, tdxFlightScheduleFeeds } from './tdx/air-feeds';
import { tideProvider } from './sea/tide-provider';
import { walrusProvider } from './sea/walrus-provider';
import { warningsProvider } from './warnings/warnings-provider';
import { weatherProvider } from './weather-provider';

export interface LiveProviderOptions {
  upstreams: UpstreamConfig;
  /** Recorded upstream answers, served while an upstream has no key. */
  samplesDir: string;
  reportFailure: ReportFailure;
  /** The providers' clock, so tests can say what "now" is. */
  now?: (() => number) | undefined;
  /** How long an upstream may take: UPSTREAM_TIMEOUT_MS unless a test shortens it. */
  upstreamTimeoutMs?: number | undefined;
}

/**
 * Every live provider of the server, built once on one client per upstream (one CWA, one
 * MOENV, one TDX with its one token), so that a rate limit or a token is shared by all the
 * feeds that use it (docs/live-data.md).
 */
export function liveProviders(options: LiveProviderOptions) {
  const { upstreams, samplesDir, reportFailure, now } = options;
  const timeoutMs = options.upstreamTimeoutMs;
  const clients = {
    cwa: cwaClient({ ...upstreams.cwa, timeoutMs }),
    tdx: tdxClient({ ...upstreams.tdx, now, timeoutMs }),
    moenv: moenvClient({ ...upstreams.moenv, timeoutMs }),
  };
  const shared = { samplesDir, reportFailure, now };
  const seaForecast = cwaSeaForecastFeeds({ client: clients.cwa, ...shared });
  // The station lists live beside the samples, in data/sources (data/SOURCES.md).
  const stations = marineStations(path.join(samplesDir, '..', 'sources'));
  // The warnings in force are notices, and weigh on the crossing outlook.
  const warnings = warningsProvider({ client: clients.cwa, ...shared });
  return {
    weather: weatherProvider(cwaForecastFeeds({ client: clients.cwa, ...shared }), now),
    parking: parkingProvider(tdxParkingFeeds({ client: clients.tdx, ...shared })),
    stations,
    tide: tideProvider(cwaTideFeeds({ client: clients.cwa, ...shared }), now),
    walrus: walrusProvider(cwaSeaObservationFeeds({ client: clients.cwa, ...shared }), stations),
    swell: swellProvider(seaForecast, now),
    warnings,
    crossing: crossingProvider(seaForecast, () => warnings.inForce(), now),
    sky: skyProvider(now),
    uv: uvProvider({ client: clients.cwa, ...shared }),
    aqi: aqiProvider({ client: clients.moenv, ...shared }),
    // The Highway Bureau's road news (notices) and 台9's cameras (docs/live-data.md).
    traffic: trafficProvider(
      tdxRoadNewsFeeds({ client: clients.tdx, ...shared }),
      tdxHighwayCameraFeeds({ client: clients.tdx, ...shared }),
      now,
    ),
    // A bus stop's next buses (docs/live-data.md, Buses); never a sample.
    buses: busProvider(
      tdxBusArrivalFeeds({ client: clients.tdx, ...shared }),
      clients.tdx.configured,
      now,
    ),
    busAlerts: busAlertsProvider(
      tdxBusAlertFeeds({ client: clients.tdx, ...shared }),
      clients.tdx.configured,
      now,
    ),
    busTimetable: busTimetableProvider(
      tdxBusScheduleFeeds({ client: clients.tdx, ...shared }),
      clients.tdx.configured,
      now,
    ),
    // Where a route's buses are now, with its path and stops; never a sample.
    busPositions: busPositionsProvider(
      tdxBusRouteFeeds({ client: clients.tdx, ...shared }),
      clients.tdx.configured,
      now,
    ),
    // The island ferries from TDX Ship: sailings, timetables, fares, sailing news (notices).
    ferries: ferriesProvider(tdxShipFeeds({ client: clients.tdx, ...shared }), now),
    // TRA's trains, live boards and alerts (docs/live-data.md, Trains): no sample exists.
    trains: trainsProvider(
      {
        configured: clients.tdx.configured,
        timetables: tdxTrainTimetableFeeds({ client: clients.tdx, reportFailure, now }),
        boards: tdxStationLiveBoardFeeds({ client: clients.tdx, reportFailure, now }),
        alerts: tdxTraAlertFeeds({ client: clients.tdx, reportFailure, now }),
      },
      now,
    ),
    // The bike layer's live counts (docs/live-data.md, Bikes): no sample exists either.
    bikes: bikeAvailabilityProvider({
      client: clients.tdx,
      reportFailure,
      ...(now ? { now } : {}),
    }),
    // The airports' boards and the timetable (docs/live-data.md, Flights).
    flights: flightsProvider(
      {
        configured: clients.tdx.configured,
        departures: tdxDepartureFeeds({ client: clients.tdx, ...shared }),
        arrivals: tdxArrivalFeeds({ client: clients.tdx, ...shared }),
        schedule: tdxFlightScheduleFeeds({ client: clients.tdx, ...shared }),
        contacts: airportContacts(path.join(samplesDir, '..', 'sources')),
      },
      now,
    ),
  };
}

export type LiveProviders = ReturnType<typeof liveProviders>;
