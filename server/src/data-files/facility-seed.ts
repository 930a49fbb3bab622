import type { FacilityKind } from '@ecg/domain/rules/facilities';
import { coordinate } from '../content/text';

/**
 * The seed of the facility store (docs/map.md): one file per source under
 * data/seed/facilities/, `{source-id}.json`, written by `npm run data:import` — from the files of
 * data/sources, and from the upstreams (OpenStreetMap, TDX, MOENV) where the network and keys
 * allow. The seed loads every file of the folder; a source with no file has no points.
 */
export interface FacilitySeedFile {
  source: FacilitySourceSeed;
  records: FacilitySeedRecord[];
}

/** Names in the content languages; zh always, the others where the source has them. */
export interface SeedNames {
  zh: string;
  en?: string;
  ja?: string;
}

export interface FacilitySourceSeed {
  /** Stable, kebab-case: `osm`, `moenv-toilets`, `tdx-bus`, `hualien-city-toilets` … */
  id: string;
  name: SeedNames;
  publisher: string;
  /** e.g. "OGDL-1.0", "ODbL-1.0". */
  licence: string;
  /** The line the map shows, e.g. "© OpenStreetMap contributors". */
  attribution: string;
  /** The day the data was published or fetched, YYYY-MM-DD. */
  date: string;
  url?: string;
}

export interface FacilitySeedRecord {
  /** Stable across imports: the source id and the upstream's own id, e.g. `osm-node-123`. */
  id: string;
  kind: FacilityKind;
  name: SeedNames;
  lat: number;
  lng: number;
  address?: SeedNames;
  tel?: string;
  /** Bus stops: the routes that serve the stop. */
  routes?: SeedNames[];
}

/**
 * Hualien and Taitung with their islands, widely: a point outside is a typing error upstream
 * (a swapped or truncated coordinate), as unusable as none.
 */
const AREA = { south: 21.8, north: 24.5, west: 120.6, east: 122.1 };

/** A point from the upstream's numbers or numeric texts; undefined where it is not usable. */
export function pointOf(lat: unknown, lng: unknown): { lat: number; lng: number } | undefined {
  const point = { lat: coordinate(lat), lng: coordinate(lng) };
  const inside =
    point.lat >= AREA.south &&
    point.lat <= AREA.north &&
    point.lng >= AREA.west &&
    point.lng <= AREA.east;
  return inside ? point : undefined;
}
