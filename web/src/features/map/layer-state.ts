import type { LiveMeta } from '@ecg/domain/contracts';
import type { LatLng } from '@ecg/domain/rules/distance';
import type { LayerMarker } from './layer-markers';

/**
 * What the map says of its layer beside the markers: still coming, failed, no open data held
 * for the kind at all, nothing within the radius, no tour under the trip map, or a day whose
 * stops have no position; for a bus route: none named under the map, no TDX key, no bus of it
 * on the road now.
 */
export type LayerStatus =
  | 'loading'
  | 'failed'
  | 'ready'
  | 'no-data'
  | 'none-nearby'
  | 'no-tour'
  | 'no-stops'
  | 'no-route'
  | 'no-key'
  | 'no-buses';

export interface LayerState {
  status: LayerStatus;
  markers: LayerMarker[];
  /** The attribution lines of the layer's sources (their licences ask for them). */
  attributions: string[];
  /** How far from the centre the layer looks. */
  radiusKm?: number;
  /** The trip map: the day's route line and how many days the tour has; a bus route's path. */
  route?: LatLng[];
  days?: number;
  /**
   * The layer's search could not be made (offline): the markers are the points kept from the
   * searches made before, wherever they were made.
   */
  kept?: boolean;
  /** A live layer: where and when its answer came from, and whether asking again failed. */
  live?: { meta: LiveMeta; kept: boolean };
  retry: () => void;
}

interface QueryLike {
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

export const settled = (
  query: QueryLike,
  state: Omit<LayerState, 'retry' | 'status'> & { status?: LayerStatus },
): LayerState => ({
  ...state,
  status: query.isError ? 'failed' : query.isPending ? 'loading' : (state.status ?? 'ready'),
  retry: () => void query.refetch(),
});
