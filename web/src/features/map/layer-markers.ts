import type {
  BusPositions,
  BusStopItem,
  FacilityItem,
  MarkerType,
  PlaceSummary,
  Tour,
  TourStopType,
} from '@ecg/domain/contracts';
import { haversineKm, nearestFirst, parseLatLng, type LatLng } from '@ecg/domain/rules/distance';
import { drawableMarkers, type DrawableMarker, type Marker } from '@ecg/domain/rules/map-markers';

/** The place a marker stands for, whose overlay its popup opens (requirements §2 overlays). */
export interface MarkerPlace {
  kind: TourStopType;
  id: string;
}

/**
 * A marker of a layer (requirements §3 map marker): its id is unique in the layer, so the
 * address can name the one whose popup is open; `distanceKm` is from the centre searched.
 */
export interface LayerMarker extends Marker {
  id: string;
  name: string;
  type: MarkerType;
  distanceKm?: number;
  /** The bus routes that serve a stop. */
  routes?: readonly string[];
  /** A bus on the road: TDX's Direction (0 outbound, 1 return, 2 loop, 255 unknown). */
  direction?: number;
  /** An attraction, shop or lodging: the popup links to its overlay. */
  place?: MarkerPlace;
}

export type PlacedMarker = DrawableMarker<LayerMarker>;

export function facilityMarkers(items: readonly FacilityItem[]): LayerMarker[] {
  return items.map((item) => {
    const point = parseLatLng(item.latlng);
    return {
      id: item.id,
      name: item.station ?? item.name,
      type: item.kind,
      lat: point?.lat,
      lng: point?.lng,
      tel: item.tel,
      rentable: item.rentable,
      returnable: item.returnable,
      distanceKm: item.distance / 1000,
    };
  });
}

export function busStopMarkers(items: readonly BusStopItem[]): LayerMarker[] {
  return items.map((item) => ({
    id: item.id,
    name: item.stop_name,
    type: 'bus-stop',
    lat: item.latitude,
    lng: item.longitude,
    distanceKm: item.distance / 1000,
    routes: item.routes,
  }));
}

/**
 * A bus route's stops (bus-stop markers, whose popups lead to their next buses, ids as the
 * bus-stop layer's) and, drawn over them, its buses on the road now (bus-here markers, named
 * by their plate, which open no popup: requirements §2).
 */
export function busRouteMarkers({ stops, buses }: BusPositions): LayerMarker[] {
  return [
    ...stops.map((stop) => ({
      id: `tdx-bus-${stop.stop}`,
      name: stop.name,
      type: 'bus-stop' as const,
      lat: stop.lat,
      lng: stop.lng,
    })),
    ...buses.map((bus) => ({
      id: `bus-${bus.plate}`,
      name: bus.plate,
      type: 'bus-here' as const,
      plateNumb: bus.plate,
      direction: bus.direction,
      lat: bus.lat,
      lng: bus.lng,
    })),
  ];
}

/**
 * The attractions within `radiusKm` of the centre, the nearest `limit` of them, nearest first
 * (as the list call's nearby search answers them), each measured from the centre.
 */
export function spotMarkers(
  items: readonly PlaceSummary[],
  centre: LatLng,
  radiusKm: number,
  limit: number,
): LayerMarker[] {
  const placed = items.flatMap((item) => {
    const point = parseLatLng(item.latlng);
    return point ? [{ item, point }] : [];
  });
  return nearestFirst(placed, centre, ({ point }) => point, radiusKm)
    .slice(0, limit)
    .map(({ item: { item, point }, km }) => ({
      id: String(item.id),
      name: item.name,
      type: 'spot',
      place: { kind: 'attraction', id: String(item.id) },
      lat: point.lat,
      lng: point.lng,
      distanceKm: km,
    }));
}

/**
 * The points of a layer from every answer kept for it, wherever each was asked: offline, a
 * layer shows what the visitor has already seen of it (requirements §9 data caching). Each point
 * that has a position once, measured from the centre, nearest first.
 */
export function keptMarkers(answers: readonly LayerMarker[][], centre: LatLng): LayerMarker[] {
  const byId = new Map<string, LayerMarker>();
  for (const marker of drawableMarkers(answers.flat()))
    byId.set(marker.id, { ...marker, distanceKm: haversineKm(centre, marker) });
  return byDistance([...byId.values()]);
}

/**
 * The stops of one day of a tour (`day` counts from 1), numbered in their order from 1: the
 * number is the stop's place in the day, so a stop with no position leaves a gap rather than
 * renumbering the others.
 */
export function tripDayMarkers(tour: Pick<Tour, 'daylist'>, day: number): LayerMarker[] {
  return (tour.daylist[day - 1] ?? []).map((stop, index) => ({
    id: `${stop.type}-${stop.id}-${index + 1}`,
    name: stop.name,
    type: 'trip-stop',
    place: { kind: stop.type, id: String(stop.id) },
    lat: stop.lat,
    lng: stop.lng,
    idx: index + 1,
  }));
}

/** The route line of a day: its drawable stops, in order. */
export const routeOf = (markers: readonly LayerMarker[]): LatLng[] =>
  drawableMarkers(markers).map(({ lat, lng }) => ({ lat, lng }));

/** The nearest first; those with no distance last, in their order. */
export function byDistance<M extends { distanceKm?: number }>(markers: readonly M[]): M[] {
  return [...markers].sort(
    (a, b) =>
      (a.distanceKm ?? Number.POSITIVE_INFINITY) - (b.distanceKm ?? Number.POSITIVE_INFINITY),
  );
}
