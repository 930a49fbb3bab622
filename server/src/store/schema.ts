import type { Generated } from 'kysely';

/** Key/value facts about the store itself, e.g. which seed it carries. */
export interface MetaTable {
  key: string;
  value: string;
}

export interface RegionTable {
  id: number;
  code: string;
  title_zh: string;
  title_en: string;
  title_ja: string;
  county_zh: string;
  county_en: string;
  county_ja: string;
}

export interface TownshipTable {
  /** The Ministry of the Interior's 8-digit TOWNCODE. */
  code: string;
  county_code: string;
  county_zh: string;
  county_en: string;
  name_zh: string;
  name_en: string;
  zipcode: number;
  area_id: number | null;
  centroid_lat: number;
  centroid_lng: number;
  /** The boundary as a GeoJSON geometry text (Polygon or MultiPolygon). */
  boundary: string;
  row_id: Generated<number>;
}

export interface Database {
  meta: MetaTable;
  region: RegionTable;
  township: TownshipTable;
}
