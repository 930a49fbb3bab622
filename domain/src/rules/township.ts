/**
 * Township of a point by point-in-polygon against stored boundaries (requirements §4, §9).
 * The boundaries are GeoJSON, so positions are [longitude, latitude].
 */

import type { LatLng } from './distance';

export type { LatLng };

/** [longitude, latitude], possibly followed by an altitude this test ignores. */
export type Position = readonly [number, number, ...number[]];
/** A closed ring: its last position repeats its first. */
export type LinearRing = readonly Position[];
/** The outer ring first, then any holes. */
export type PolygonRings = readonly LinearRing[];

export interface PolygonGeometry {
  type: 'Polygon';
  coordinates: PolygonRings;
}

export interface MultiPolygonGeometry {
  type: 'MultiPolygon';
  coordinates: readonly PolygonRings[];
}

export type AreaGeometry = PolygonGeometry | MultiPolygonGeometry;

export interface Feature<P> {
  type: 'Feature';
  properties: P;
  geometry: AreaGeometry | null;
}

export interface FeatureCollection<P> {
  type: 'FeatureCollection';
  features: readonly Feature<P>[];
}

/** The properties of the township boundary file (data/sources/township_boundaries.json). */
export interface TownshipProperties {
  TOWNID: string;
  TOWNCODE: string;
  COUNTYNAME: string;
  TOWNNAME: string;
  TOWNENG: string;
  COUNTYID?: string;
  COUNTYCODE?: string;
  COUNTYENG?: string;
}

/**
 * Even-odd ray casting: a ray from the point towards +longitude crosses the ring's edges an
 * odd number of times exactly when the point is inside. A point exactly on an edge may fall
 * either way, which is acceptable where townships meet.
 */
export function isInRing(point: LatLng, ring: LinearRing): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const a = ring[i];
    const b = ring[j];
    if (!a || !b) continue;
    const [ax, ay] = a;
    const [bx, by] = b;
    // Only an edge spanning the point's latitude can cross the ray; this also skips flat edges.
    if (ay > point.lat !== by > point.lat) {
      const crossingLng = ax + ((point.lat - ay) * (bx - ax)) / (by - ay);
      if (point.lng < crossingLng) inside = !inside;
    }
  }
  return inside;
}

/** Inside the outer ring and in none of its holes. */
export function isInPolygon(point: LatLng, rings: PolygonRings): boolean {
  const [outer, ...holes] = rings;
  if (!outer || !isInRing(point, outer)) return false;
  return !holes.some((hole) => isInRing(point, hole));
}

export function isInGeometry(point: LatLng, geometry: AreaGeometry | null): boolean {
  if (!geometry) return false;
  if (geometry.type === 'Polygon') return isInPolygon(point, geometry.coordinates);
  return geometry.coordinates.some((polygon) => isInPolygon(point, polygon));
}

/** The properties of the first boundary holding the point, or undefined outside them all. */
export function townshipOfPoint<P>(point: LatLng, boundaries: FeatureCollection<P>): P | undefined {
  return boundaries.features.find((feature) => isInGeometry(point, feature.geometry))?.properties;
}

/** A shape of the map's basemap (contracts/map.ts): what it is, its MOI code, its name in one language. */
export interface NamedAreaProperties {
  role: string;
  code?: string | undefined;
  name?: string | undefined;
}

export interface TownshipAtPoint {
  code: string;
  township: string;
  county?: string;
}

/**
 * The township of our counties holding a point, named from the basemap, with its county (whose
 * MOI code begins the township's: 10014 for 10014020), or undefined outside them all.
 */
export function townshipAt(
  point: LatLng,
  features: readonly Feature<NamedAreaProperties>[],
): TownshipAtPoint | undefined {
  const township = features.find(
    (feature) =>
      feature.properties.role === 'township' &&
      feature.properties.code !== undefined &&
      feature.properties.name !== undefined &&
      isInGeometry(point, feature.geometry),
  )?.properties;
  if (!township?.code || !township.name) return undefined;
  const code = township.code;
  const county = features.find(
    (feature) =>
      feature.properties.role === 'county' &&
      feature.properties.code !== undefined &&
      code.startsWith(feature.properties.code),
  )?.properties.name;
  return { code, township: township.name, ...(county ? { county } : {}) };
}
