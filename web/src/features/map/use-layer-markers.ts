import { useQuery, useQueryClient } from '@/lib/query';
import { useMemo, useState } from 'react';
import type {
  BusStopItem,
  BusStopsAnswer,
  FacilityAnswer,
  FacilityItem,
  FacilityMeta,
} from '@ecg/domain/contracts';
import type { LatLng } from '@ecg/domain/rules/distance';
import { isFacilityKind, nearbyRadiusKm } from '@ecg/domain/rules/facilities';
import type { ContentLang } from '@ecg/domain/rules/language';
import { drawableMarkers } from '@ecg/domain/rules/map-markers';
import type { MapLayer } from '@ecg/domain/map-view';
import { keptFacilityAnswers, useFacilities } from '@/lib/api/facilities';
import { tourQuery } from '@/lib/api/tour';
import { createMemberQueryClient } from '@/lib/members/member-call';
import { memberTripQuery } from '@/lib/members/member-trip';
import { useMemberState } from '@/lib/members/use-member-state';
import { keptSpots, SPOTS_LIMIT, SPOTS_RADIUS_KM, useAllSpots } from './api/get-spots';
import { settled, type LayerState, type LayerStatus } from './layer-state';
import { useBusRouteLayer } from './use-bus-route-layer';
import {
  busStopMarkers,
  facilityMarkers,
  keptMarkers,
  routeOf,
  spotMarkers,
  tripDayMarkers,
  type LayerMarker,
} from './layer-markers';

function facilityStatus(meta: FacilityMeta, found: number): LayerStatus {
  if (meta.held === 0) return 'no-data';
  return found === 0 ? 'none-nearby' : 'ready';
}

/**
 * What the trip map draws: the tour open under the map, or the member's own trip open under it
 * (My trips), and which day.
 */
export interface TripSource {
  tourId?: string | undefined;
  memberTripId?: number | undefined;
  day: number;
}

/** What a layer drawn from the page under the map reads: its trip, or its bus route. */
export interface LayerSource extends TripSource {
  /** The RouteUID the page under the map names (the buses' screen's `route`). */
  busRoute?: string | undefined;
  /** The panel is open: a live layer is asked (again) only then. */
  shown?: boolean;
}

/**
 * The days of the trip under the map: a tour's from the app's cache; a member's trip asked with
 * the token into a member query client of the panel's own, so it is never saved on the device
 * (docs/members.md).
 */
function useTripDays(layer: MapLayer, lang: ContentLang, source: TripSource) {
  const { session } = useMemberState();
  const [memberClient] = useState(createMemberQueryClient);
  const mine = source.memberTripId;
  const tour = useQuery({
    ...tourQuery(source.tourId ?? '', lang),
    enabled: layer === 'trip' && mine === undefined && source.tourId !== undefined,
  });
  const trip = useQuery(
    {
      ...memberTripQuery(lang, session?.token ?? '', mine ?? 0),
      select: (kept) => ({ daylist: kept.days, days: kept.days.length }),
      enabled: layer === 'trip' && mine !== undefined && session !== undefined,
    },
    memberClient,
  );
  return mine === undefined ? tour : trip;
}

/**
 * The markers of the map's layer around `centre`: a facility kind (a new centre aborts the
 * search still running), the attractions nearby, or the days of the trip open under the map.
 */
export function useLayerMarkers(
  layer: MapLayer,
  lang: ContentLang,
  centre: LatLng,
  source: LayerSource,
): LayerState {
  const kind = isFacilityKind(layer) ? layer : 'toilet';
  const facilities = useFacilities(kind, lang, isFacilityKind(layer) ? centre : undefined);
  const spots = useAllSpots(lang, layer === 'spots');
  const trip = useTripDays(layer, lang, source);
  const busRoute = useBusRouteLayer(
    lang,
    source.busRoute,
    layer === 'bus-route' && source.shown === true,
  );
  const client = useQueryClient();

  // Made again only when an answer changes: the map redraws what it is given.
  const answer = facilities.data;
  const markers = useMemo(() => {
    if (layer === 'trip') return trip.data ? tripDayMarkers(trip.data, source.day) : [];
    if (layer === 'spots') return spotMarkers(spots.items, centre, SPOTS_RADIUS_KM, SPOTS_LIMIT);
    if (!answer) return [];
    return answerMarkers(answer);
  }, [layer, trip.data, source.day, spots.items, centre, answer]);
  // The search failed: the points every kept answer holds for the layer, wherever it was asked.
  const spotsFailed = layer === 'spots' && spots.isError && spots.items.length === 0;
  const searchFailed = isFacilityKind(layer) && facilities.isError && !answer;
  const kept = useMemo(() => {
    if (spotsFailed)
      return { markers: spotMarkers(keptSpots(client, lang), centre, Infinity, Infinity) };
    if (!searchFailed) return undefined;
    const answers = keptFacilityAnswers(client, kind, lang);
    return {
      markers: keptMarkers(answers.map(answerMarkers), centre),
      attributions: answers.flatMap((one) => one.meta.sources.map((source) => source.attribution)),
    };
  }, [spotsFailed, searchFailed, client, kind, lang, centre]);

  const route = useMemo(() => (layer === 'trip' ? routeOf(markers) : undefined), [layer, markers]);

  if (layer === 'bus-route') return busRoute;
  if (layer === 'trip') {
    if (source.tourId === undefined && source.memberTripId === undefined)
      return { status: 'no-tour', markers: [], attributions: [], retry: () => undefined };
    return settled(trip, {
      markers,
      attributions: [],
      route,
      days: trip.data?.days,
      status: drawableMarkers(markers).length === 0 ? 'no-stops' : 'ready',
    });
  }
  if (kept && kept.markers.length > 0) {
    return {
      status: 'ready',
      markers: kept.markers,
      attributions: [...new Set(kept.attributions ?? [])],
      kept: true,
      retry: layer === 'spots' ? spots.refetch : () => void facilities.refetch(),
    };
  }
  if (layer === 'spots') {
    return settled(spots, {
      markers,
      attributions: [],
      radiusKm: SPOTS_RADIUS_KM,
      status: markers.length === 0 ? 'none-nearby' : 'ready',
    });
  }
  return settled(facilities, {
    markers,
    attributions: [...new Set(answer?.meta.sources.map((source) => source.attribution) ?? [])],
    radiusKm: answer ? answer.meta.radius / 1000 : nearbyRadiusKm(kind),
    ...(answer ? { status: facilityStatus(answer.meta, markers.length) } : {}),
  });
}

/** A facility answer's points: bus stops answer in their own shape (requirements §7). */
const answerMarkers = (answer: FacilityAnswer | BusStopsAnswer): LayerMarker[] =>
  answer.meta.kind === 'bus-stop'
    ? busStopMarkers(answer.data as BusStopItem[])
    : facilityMarkers(answer.data as FacilityItem[]);
