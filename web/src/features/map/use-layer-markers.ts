import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { BusStopItem, FacilityItem, FacilityMeta } from '@ecg/domain/contracts';
import type { LatLng } from '@ecg/domain/rules/distance';
import { isFacilityKind, nearbyRadiusKm } from '@ecg/domain/rules/facilities';
import type { ContentLang } from '@ecg/domain/rules/language';
import { drawableMarkers } from '@ecg/domain/rules/map-markers';
import type { MapLayer } from '@ecg/domain/map-view';
import { useFacilities } from '../../lib/api/facilities';
import { tourQuery } from '../../lib/api/tour';
import { SPOTS_RADIUS_KM, useNearbySpots } from './api/get-nearby-spots';
import {
  busStopMarkers,
  facilityMarkers,
  routeOf,
  spotMarkers,
  tripDayMarkers,
  type LayerMarker,
} from './layer-markers';

/**
 * What the map says of its layer beside the markers: still coming, failed, no open data held
 * for the kind at all, nothing within the radius, no tour under the trip map, or a day whose
 * stops have no position.
 */
export type LayerStatus =
  'loading' | 'failed' | 'ready' | 'no-data' | 'none-nearby' | 'no-tour' | 'no-stops';

export interface LayerState {
  status: LayerStatus;
  markers: LayerMarker[];
  /** The attribution lines of the layer's sources (their licences ask for them). */
  attributions: string[];
  /** How far from the centre the layer looks. */
  radiusKm?: number;
  /** The trip map: the day's route line and how many days the tour has. */
  route?: LatLng[];
  days?: number;
  retry: () => void;
}

interface QueryLike {
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

const settled = (
  query: QueryLike,
  state: Omit<LayerState, 'retry' | 'status'> & { status?: LayerStatus },
): LayerState => ({
  ...state,
  status: query.isError ? 'failed' : query.isPending ? 'loading' : (state.status ?? 'ready'),
  retry: () => void query.refetch(),
});

function facilityStatus(meta: FacilityMeta, found: number): LayerStatus {
  if (meta.held === 0) return 'no-data';
  return found === 0 ? 'none-nearby' : 'ready';
}

/**
 * The markers of the map's layer around `centre`: a facility kind (a new centre aborts the
 * search still running), the attractions nearby, or the days of the tour open under the map.
 */
export function useLayerMarkers(
  layer: MapLayer,
  lang: ContentLang,
  centre: LatLng,
  tour: { id: string | undefined; day: number },
): LayerState {
  const kind = isFacilityKind(layer) ? layer : 'toilet';
  const facilities = useFacilities(kind, lang, isFacilityKind(layer) ? centre : undefined);
  const spots = useNearbySpots(lang, centre, layer === 'spots');
  const trip = useQuery({
    ...tourQuery(tour.id ?? '', lang),
    enabled: layer === 'trip' && tour.id !== undefined,
  });

  // Made again only when an answer changes: the map redraws what it is given.
  const answer = facilities.data;
  const markers = useMemo(() => {
    if (layer === 'trip') return trip.data ? tripDayMarkers(trip.data, tour.day) : [];
    if (layer === 'spots') return spots.data ? spotMarkers(spots.data.items, centre) : [];
    if (!answer) return [];
    return layer === 'bus-stop'
      ? busStopMarkers(answer.data as BusStopItem[])
      : facilityMarkers(answer.data as FacilityItem[]);
  }, [layer, trip.data, tour.day, spots.data, centre, answer]);

  const route = useMemo(() => (layer === 'trip' ? routeOf(markers) : undefined), [layer, markers]);

  if (layer === 'trip') {
    if (tour.id === undefined)
      return { status: 'no-tour', markers: [], attributions: [], retry: () => undefined };
    return settled(trip, {
      markers,
      attributions: [],
      route,
      days: trip.data?.days,
      status: drawableMarkers(markers).length === 0 ? 'no-stops' : 'ready',
    });
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
