import type { LatLng } from '@ecg/domain/rules/distance';
import type { SeaArea } from '@ecg/domain/rules/sea-areas';

/**
 * Where a sea call (Tidal, Walrus, Swell) answers for: a point on or near the coast, and what
 * the sea providers need to know of it (routes/live/sea-place.ts resolves it).
 */
export interface SeaPlace {
  point: LatLng;
  /** What `meta.location` says when the provider has no name of its own for it. */
  name: string;
  /** The township as CWA's tide forecast names it, county first: 臺東縣綠島鄉. */
  township?: string;
  /** The CWA sea area of its coast. */
  area?: SeaArea;
}

/** Resolves the place only when a provider needs it (its own names are looked at first). */
export type SeaPlaceOf = () => Promise<SeaPlace>;
