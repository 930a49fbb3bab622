/**
 * CWA's sea-area forecast (F-A0012-001) divides the coast of Hualien and Taitung into three
 * areas, named as CWA names them (and as its marine station directory O-B0076-001 files each
 * station): 花蓮沿海 along Hualien County, 成功大武沿海 along the Taitung coast from Changbin
 * to Dawu, and 綠島蘭嶼海面 around the two islands. A place is answered with the area of its
 * coast: an inland township with its county's.
 */
export const SEA_AREAS = ['花蓮沿海', '成功大武沿海', '綠島蘭嶼海面'] as const;
export type SeaArea = (typeof SEA_AREAS)[number];

/** The islands' townships, by CWA's Chinese names. */
const ISLAND_TOWNSHIPS = new Set(['綠島鄉', '蘭嶼鄉']);

/** 台 and 臺 are both written; the official form is 臺. */
const official = (text: string) => text.trim().replace(/台/g, '臺');

/**
 * The sea area of a township of Hualien or Taitung (its Chinese name and county, 臺東縣 or
 * 花蓮縣), or of the county alone; undefined for a county that is not ours.
 */
export function seaAreaOf(county: string, township?: string): SeaArea | undefined {
  if (township !== undefined && ISLAND_TOWNSHIPS.has(official(township))) return '綠島蘭嶼海面';
  const name = official(county);
  if (name.startsWith('花蓮')) return '花蓮沿海';
  if (name.startsWith('臺東')) return '成功大武沿海';
  return undefined;
}

/** Whether a text names one of the areas, e.g. a locationName of the Swell call. */
export const isSeaArea = (text: string): text is SeaArea =>
  (SEA_AREAS as readonly string[]).includes(official(text));
