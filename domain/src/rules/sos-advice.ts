import type { LatLng } from './distance';
import { isInManagedArea } from './managed-area';

/*
 * What the SOS card tells a visitor to add when they call or write (requirements §2 Service:
 * SOS). Highways 11 and 9 carry kilometre markers along the coast and the rift valley; the
 * islands have none of them, so there the advice is a landmark instead.
 */

/** The townships that are islands, by their MOI codes: Green Island (綠島鄉) and Orchid Island (蘭嶼鄉). */
export const ISLAND_TOWNSHIP_CODES: readonly string[] = ['10014110', '10014160'];

/**
 * `outside` the managed area, the guide first; `kilometreMarkers` on the main island's
 * townships; `landmarks` on the islands, or where no township is known.
 */
export type SosAdvice = 'outside' | 'kilometreMarkers' | 'landmarks';

/** The township found for the position, by point-in-polygon (township.ts), as far as known. */
export type SosTownshipFound =
  { status: 'looking' } | { status: 'none' | 'failed' } | { status: 'found'; code: string };

/** The advice for a position and its township; none yet while the township is looked for. */
export function sosAdvice(point: LatLng, township: SosTownshipFound): SosAdvice | undefined {
  if (!isInManagedArea(point)) return 'outside';
  if (township.status === 'looking') return undefined;
  if (township.status === 'found' && !ISLAND_TOWNSHIP_CODES.includes(township.code)) {
    return 'kilometreMarkers';
  }
  return 'landmarks';
}
