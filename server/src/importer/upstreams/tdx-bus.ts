import { taipeiDate } from '@ecg/domain/rules/datetime';
import { z } from 'zod';
import { UpstreamError } from '../../providers/upstream-fetch';
import type { FacilitySeedRecord, SeedNames } from '../../data-files/facility-seed';
import type { AreaTest } from './east-coast-area';
import type { UpstreamImporter } from './import-file';
import { missingTdxKeys, tdxNames, tdxPagedReader, type TdxImportOptions } from './tdx-pages';

const names = z.object({ Zh_tw: z.string().optional(), En: z.string().optional() });

/** `v2/Bus/Stop/…`: a stop, one side of a road, with its own position (TDX's Bus API). */
const stopSchema = z.object({
  StopUID: z.string().min(1),
  StopName: names,
  StopPosition: z.object({ PositionLat: z.number(), PositionLon: z.number() }),
  StopAddress: z.string().optional(),
});

/** `v2/Bus/StopOfRoute/…`: a (sub)route and its stops in order; a stop is named by StopUID. */
const stopOfRouteSchema = z.object({
  RouteUID: z.string().min(1),
  RouteName: names,
  Stops: z.array(z.object({ StopUID: z.string().min(1) })),
});

/** Our two counties' city buses, and the intercity buses, which run all over Taiwan. */
export const TDX_BUS_DATASETS = ['City/HualienCounty', 'City/TaitungCounty', 'InterCity'];

/**
 * `v2/Tourism/Bus/StopOfRoute/TaiwanTrip`: the Taiwan Tourist Shuttle's lines, all over Taiwan.
 * TDX publishes no stop list of its own for them, so each stop is read from its line, with
 * its name and position (oas.tourism.v2.json, Embedded.Stop); the line is named TaiwanTripName.
 */
export const TAIWAN_TRIP_STOP_OF_ROUTE = 'v2/Tourism/Bus/StopOfRoute/TaiwanTrip';
const shuttleStopSchema = stopSchema.omit({ StopAddress: true });
const shuttleLineSchema = z.object({
  RouteUID: z.string().min(1),
  TaiwanTripName: names,
  Stops: z.array(shuttleStopSchema),
});

function parsed<T>(schema: z.ZodType<T>, records: unknown[], what: string): T[] {
  return records.map((record) => {
    const result = schema.safeParse(record);
    if (!result.success) throw new UpstreamError(`TDX: a ${what} record is not in TDX's shape`);
    return result.data;
  });
}

const byZhName = (a: SeedNames, b: SeedNames) =>
  a.zh.localeCompare(b.zh, 'zh-TW', { numeric: true });

/** The routes that serve each stop, by StopUID, each named once, in the routes' order. */
function routesByStop(routes: z.infer<typeof stopOfRouteSchema>[]): Map<string, SeedNames[]> {
  const served = new Map<string, Map<string, SeedNames>>();
  for (const route of routes) {
    const name = tdxNames(route.RouteName);
    if (!name.zh) continue;
    for (const stop of route.Stops) {
      const routesHere = served.get(stop.StopUID) ?? new Map<string, SeedNames>();
      routesHere.set(route.RouteUID, name);
      served.set(stop.StopUID, routesHere);
    }
  }
  return new Map([...served].map(([uid, routes]) => [uid, [...routes.values()].sort(byZhName)]));
}

/**
 * The shuttle's stops in our area: a stop a city or intercity route also serves (one StopUID)
 * gets the shuttle's line among its routes; a stop only the shuttle serves is added.
 */
function addShuttleStops(
  records: Map<string, FacilitySeedRecord>,
  lines: z.infer<typeof shuttleLineSchema>[],
  inArea: AreaTest,
): void {
  for (const line of lines) {
    const lineName = tdxNames(line.TaiwanTripName);
    if (!lineName.zh) continue;
    for (const stop of line.Stops) {
      const name = tdxNames(stop.StopName);
      const position = { lat: stop.StopPosition.PositionLat, lng: stop.StopPosition.PositionLon };
      if (!name.zh || !inArea(position)) continue;
      const record = records.get(stop.StopUID) ?? {
        id: `tdx-bus-${stop.StopUID}`,
        kind: 'bus-stop' as const,
        name,
        ...position,
        routes: [],
      };
      const routes = record.routes ?? [];
      if (!routes.some((route) => route.zh === lineName.zh)) {
        record.routes = [...routes, lineName].sort(byZhName);
      }
      records.set(stop.StopUID, record);
    }
  }
}

export interface TdxBusOptions extends TdxImportOptions {
  inArea: AreaTest;
  now?: () => number;
}

/**
 * Bus stops of Hualien and Taitung with the routes that serve them (TDX Bus/Stop, StopOfRoute),
 * and the Taiwan Tourist Shuttle's stops in the area with its lines (docs/map.md, Importers).
 */
export function tdxBusImporter(options: TdxBusOptions): UpstreamImporter {
  const { inArea, now = Date.now } = options;
  return {
    sourceId: 'tdx-bus',
    missing: missingTdxKeys(options),
    async fetch() {
      const readAll = tdxPagedReader(options);
      const records = new Map<string, FacilitySeedRecord>();
      for (const dataset of TDX_BUS_DATASETS) {
        const stops = parsed(stopSchema, await readAll(`v2/Bus/Stop/${dataset}`), 'stop');
        const inOurArea = stops.filter((stop) =>
          inArea({ lat: stop.StopPosition.PositionLat, lng: stop.StopPosition.PositionLon }),
        );
        if (inOurArea.length === 0) continue;
        const routes = routesByStop(
          parsed(stopOfRouteSchema, await readAll(`v2/Bus/StopOfRoute/${dataset}`), 'route'),
        );
        for (const stop of inOurArea) {
          const name = tdxNames(stop.StopName);
          if (!name.zh) continue;
          const address = stop.StopAddress?.trim();
          records.set(stop.StopUID, {
            id: `tdx-bus-${stop.StopUID}`,
            kind: 'bus-stop',
            name,
            lat: stop.StopPosition.PositionLat,
            lng: stop.StopPosition.PositionLon,
            ...(address ? { address: { zh: address } } : {}),
            routes: routes.get(stop.StopUID) ?? [],
          });
        }
      }
      const lines = parsed(shuttleLineSchema, await readAll(TAIWAN_TRIP_STOP_OF_ROUTE), 'line');
      addShuttleStops(records, lines, inArea);
      return {
        source: {
          id: 'tdx-bus',
          name: {
            zh: 'TDX 公車站牌與路線',
            en: 'TDX bus stops and routes',
            ja: 'TDX バス停と路線',
          },
          publisher: '交通部 Ministry of Transportation and Communications (TDX)',
          licence: 'OGDL-1.0',
          attribution: 'Transport Data eXchange (TDX), MOTC, Open Government Data License v1.0',
          date: taipeiDate(now()),
          url: 'https://tdx.transportdata.tw/',
        },
        records: [...records.values()],
      };
    },
  };
}
