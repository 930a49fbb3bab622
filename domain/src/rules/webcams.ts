/**
 * The Live tab's webcams (requirements §1 live webcams, §4 region rule for webcams): grouped by
 * region in the order of the regions, and their still pictures asked for again while shown.
 */
import { REGIONS, type RegionId } from './regions';

/**
 * How often a shown webcam picture is asked for again. The WRA refreshes its stills about once
 * a minute; asking more often would fetch the same picture.
 */
export const WEBCAM_REFRESH_MS = 60_000;

/** The query parameter that makes each asking a new address, so no HTTP cache answers it. */
export const WEBCAM_FRESH_PARAM = 't';

/**
 * The picture's address as asked at `at` (epoch ms), rounded down to the refresh period: every
 * card shown within one period asks the same address (one download), the next period a new one.
 */
export function webcamImageAt(image: string, at: number): string {
  const url = new URL(image);
  url.searchParams.set(WEBCAM_FRESH_PARAM, String(at - (at % WEBCAM_REFRESH_MS)));
  return url.toString();
}

export interface RegionWebcams<T> {
  regionId: RegionId;
  webcams: T[];
}

/**
 * Every region (Hualien, Taitung, Green Island) with its webcams, in the order given: a region
 * with none is kept, so the tab can say it has none. A webcam without a region (no postal code
 * we know) is in none, as the region rule places it nowhere.
 */
export function webcamsByRegion<T extends { regionId?: RegionId | undefined }>(
  webcams: readonly T[],
): RegionWebcams<T>[] {
  return REGIONS.map(({ id }) => ({
    regionId: id,
    webcams: webcams.filter((webcam) => webcam.regionId === id),
  }));
}
