import type { BusPosition, BusPositionsAnswer, BusRouteStop } from '@ecg/domain/contracts';
import { busNetworkOfStop } from '@ecg/domain/rules/bus-arrivals';
import { isShownPosition } from '@ecg/domain/rules/bus-positions';
import { formatTaipei, parseTaipei } from '@ecg/domain/rules/datetime';
import type { LatLng } from '@ecg/domain/rules/distance';
import type { ContentLang } from '@ecg/domain/rules/language';
import { wktLines } from '@ecg/domain/rules/wkt-lines';
import { type LiveResultOf, unconfiguredMeta } from '../live-feeds';
import { TDX_PROVIDER } from '../tdx/tdx-auth';
import { arrivalFeed, type TdxBusRouteFeeds } from './bus-feeds';
import { nameIn } from './bus-names';
import type { BusA1Record } from './position-document';
import type { BusShapeRecord, BusStopOfRouteRecord } from './route-documents';

/** The record of the outbound direction first, as the route is read from its first stop. */
const outboundFirst = <R extends { Direction?: number | undefined }>(records: R[]) =>
  [...records].sort((a, b) => (a.Direction ?? 255) - (b.Direction ?? 255));

/** Each plate once, at its latest report, shown only when recent and on the coast. */
function busesOf(records: BusA1Record[], route: string, at: number): BusPosition[] {
  const latest = new Map<string, BusPosition & { epoch: number }>();
  for (const record of records) {
    const lat = record.BusPosition?.PositionLat;
    const lng = record.BusPosition?.PositionLon;
    const epoch = parseTaipei(record.GPSTime);
    if (record.RouteUID !== route || lat === undefined || lng === undefined) continue;
    if (!isShownPosition({ gpsTime: record.GPSTime, point: { lat, lng } }, at)) continue;
    if ((latest.get(record.PlateNumb)?.epoch ?? -Infinity) >= epoch) continue;
    latest.set(record.PlateNumb, {
      plate: record.PlateNumb,
      lat,
      lng,
      direction: record.Direction,
      ...(record.Speed !== undefined && record.Speed >= 0 ? { speed: record.Speed } : {}),
      ...(record.Azimuth !== undefined && record.Azimuth >= 0 && record.Azimuth <= 360
        ? { azimuth: record.Azimuth }
        : {}),
      at: formatTaipei(epoch),
      epoch,
    });
  }
  return [...latest.values()]
    .sort((a, b) => a.plate.localeCompare(b.plate))
    .map(({ epoch: _epoch, ...bus }) => bus);
}

/** The route's stops with a position, the outbound's in order first, each stop once. */
function stopsOf(records: BusStopOfRouteRecord[], lang: ContentLang): BusRouteStop[] {
  const seen = new Map<string, BusRouteStop>();
  for (const record of outboundFirst(records)) {
    const inOrder = [...record.Stops].sort((a, b) => (a.StopSequence ?? 0) - (b.StopSequence ?? 0));
    for (const stop of inOrder) {
      const lat = stop.StopPosition?.PositionLat;
      const lng = stop.StopPosition?.PositionLon;
      const name = nameIn(stop.StopName, lang);
      if (seen.has(stop.StopUID) || lat === undefined || lng === undefined || !name) continue;
      seen.set(stop.StopUID, { stop: stop.StopUID, name, lat, lng });
    }
  }
  return [...seen.values()];
}

/**
 * The route's path: the outbound direction's Shape (its longest part, as TDX may cut a path in
 * several), else its stops in order; the return runs on the same roads, near enough for a map.
 */
function lineOf(
  shapes: BusShapeRecord[],
  stops: BusStopOfRouteRecord[],
  lang: ContentLang,
): LatLng[] {
  for (const shape of outboundFirst(shapes)) {
    const longest = wktLines(shape.Geometry).sort((a, b) => b.length - a.length)[0];
    if (longest) return longest;
  }
  const [outbound] = outboundFirst(stops);
  return stopsOf(outbound ? [outbound] : [], lang).map(({ lat, lng }) => ({ lat, lng }));
}

/** A path or stops that fail leave the buses standing: they are what the map is for. */
const orNothing = <T>(reading: Promise<{ data: T[] }>) =>
  reading.then((read) => read.data).catch(() => [] as T[]);

/**
 * Where a route's buses are now (docs/live-data.md, Buses): TDX's A1 positions of the route
 * (its network read from the RouteUID, as the timetable's), those reported in the last minutes
 * and on the coast, with the route's path and stops. Without a key nothing is asked and every
 * list is empty: no answer was ever recorded (`meta.source: "unconfigured"`).
 */
export function busPositionsProvider(
  feeds: TdxBusRouteFeeds,
  configured: boolean,
  now: () => number = Date.now,
) {
  return {
    async onRoute(route: string, lang: ContentLang): Promise<LiveResultOf<BusPositionsAnswer>> {
      const network = busNetworkOfStop(route);
      if (!configured || !network) {
        return {
          data: { route, line: [], stops: [], buses: [] },
          meta: { ...unconfiguredMeta(TDX_PROVIDER, now()), location: route },
        };
      }
      const feed = arrivalFeed(network, route);
      const [positions, shapes, stops] = await Promise.all([
        feeds.positions.read(feed),
        orNothing(feeds.shapes.read(feed)),
        orNothing(feeds.stops.read(feed)),
      ]);
      const ofRoute = stops.filter((record) => record.RouteUID === route);
      const buses = busesOf(positions.data, route, now());
      const routeName =
        nameIn(ofRoute[0]?.RouteName, lang) ??
        nameIn(positions.data.find((record) => record.RouteUID === route)?.RouteName, lang);
      const observedAt = buses
        .map((bus) => bus.at)
        .sort()
        .at(-1);
      return {
        data: {
          route,
          ...(routeName ? { routeName } : {}),
          line: lineOf(
            shapes.filter((shape) => shape.RouteUID === route),
            ofRoute,
            lang,
          ),
          stops: stopsOf(ofRoute, lang),
          buses,
        },
        meta: { ...positions.meta, ...(observedAt ? { observedAt } : {}), location: route },
      };
    },

    settled: () =>
      Promise.all([feeds.positions.settled(), feeds.shapes.settled(), feeds.stops.settled()]),
  };
}

export type BusPositionsProvider = ReturnType<typeof busPositionsProvider>;
