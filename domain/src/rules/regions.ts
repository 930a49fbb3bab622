/**
 * Regions and areas from postal codes (requirements §3 Region, §4 Region assignment, §7).
 * Zipcodes arrive as numbers or text; a 5- or 6-digit postal code reads as its first three digits.
 */

export interface ZipRange {
  min: number;
  max: number;
}

export const HUALIEN_ZIP_RANGE: ZipRange = { min: 970, max: 983 };
export const TAITUNG_ZIP_RANGE: ZipRange = { min: 950, max: 966 };
/** Green Island's zipcode lies inside Taitung's range and is its own region where it matters. */
export const GREEN_ISLAND_ZIPCODE = 951;

export const REGION_ID = { hualien: 1, taitung: 2, greenIsland: 3 } as const;
export type RegionId = (typeof REGION_ID)[keyof typeof REGION_ID];

/** The content data numbers its areas the other way round from the regions. */
export const AREA_ID = { taitung: 1, hualien: 2, greenIsland: 3 } as const;
export type AreaId = (typeof AREA_ID)[keyof typeof AREA_ID];

const REGION_OF_AREA: Readonly<Record<AreaId, RegionId>> = {
  [AREA_ID.taitung]: REGION_ID.taitung,
  [AREA_ID.hualien]: REGION_ID.hualien,
  [AREA_ID.greenIsland]: REGION_ID.greenIsland,
};

/** The region an area of the content data (a township's `areaId`) lies in. */
export function regionOfArea(areaId: AreaId): RegionId {
  return REGION_OF_AREA[areaId];
}

export interface RegionFacts {
  id: RegionId;
  code: 'HUN' | 'TTT' | 'GNI';
  name: 'Hualien' | 'Taitung' | 'Green Island';
}

/** The fixed facts of the three regions; titles, slogans and the rest come with the content. */
export const REGIONS: readonly RegionFacts[] = [
  { id: REGION_ID.hualien, code: 'HUN', name: 'Hualien' },
  { id: REGION_ID.taitung, code: 'TTT', name: 'Taitung' },
  { id: REGION_ID.greenIsland, code: 'GNI', name: 'Green Island' },
];

export type WeatherCounty = 'Hualien' | 'Taitung';

/** The 3-digit zipcode of a zipcode or postal code, or undefined when it is neither. */
export function toZipcode(value: string | number | null | undefined): number | undefined {
  if (value === null || value === undefined) return undefined;
  const digits = /^(\d{3})(?:\d{2,3})?$/.exec(String(value).trim());
  return digits?.[1] === undefined ? undefined : Number(digits[1]);
}

const inRange = (zip: number, range: ZipRange): boolean => zip >= range.min && zip <= range.max;

/** Region of a zipcode: 970–983 Hualien (1), 950–966 Taitung (2). */
export function regionOfZipcode(value: string | number | null | undefined): RegionId | undefined {
  const zip = toZipcode(value);
  if (zip === undefined) return undefined;
  if (inRange(zip, HUALIEN_ZIP_RANGE)) return REGION_ID.hualien;
  if (inRange(zip, TAITUNG_ZIP_RANGE)) return REGION_ID.taitung;
  return undefined;
}

/** Webcams on Green Island form region 3, taking 951 out of Taitung. */
export function webcamRegionOfZipcode(
  value: string | number | null | undefined,
): RegionId | undefined {
  return toZipcode(value) === GREEN_ISLAND_ZIPCODE ? REGION_ID.greenIsland : regionOfZipcode(value);
}

/** The content data's areas: 950–966 Taitung (1), 970–983 Hualien (2), 951 Green Island (3). */
export function areaOfZipcode(value: string | number | null | undefined): AreaId | undefined {
  const zip = toZipcode(value);
  if (zip === undefined) return undefined;
  if (zip === GREEN_ISLAND_ZIPCODE) return AREA_ID.greenIsland;
  if (inRange(zip, TAITUNG_ZIP_RANGE)) return AREA_ID.taitung;
  if (inRange(zip, HUALIEN_ZIP_RANGE)) return AREA_ID.hualien;
  return undefined;
}

/** A webcam's address starts with its postal code, e.g. `951 臺東縣綠島鄉…`. */
export function webcamZipcode(address: string | null | undefined): number | undefined {
  const first = address?.trim().split(/\s+/)[0];
  return toZipcode(first);
}

/**
 * The county whose weather and sun times a zipcode reads: Taitung for 950–966 (Green Island
 * included), Hualien for everything else, as the scenic area's default county.
 */
export function weatherCountyOfZipcode(value: string | number | null | undefined): WeatherCounty {
  const zip = toZipcode(value);
  return zip !== undefined && inRange(zip, TAITUNG_ZIP_RANGE) ? 'Taitung' : 'Hualien';
}
