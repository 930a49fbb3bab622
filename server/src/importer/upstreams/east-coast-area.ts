import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { LatLng } from '@ecg/domain/rules/distance';
import type { FeatureCollection, TownshipProperties } from '@ecg/domain/rules/township';
import { COAST_TOLERANCE_KM, locateTownship } from '../geography';

/** Whether a point lies in Hualien or Taitung (a township of ours, or just off its coast). */
export type AreaTest = (point: LatLng) => boolean;

/** A degree of latitude is 111 km; this margin holds the coast tolerance with room to spare. */
const MARGIN_DEGREES = (2 * COAST_TOLERANCE_KM) / 111;

/**
 * The two counties, by their townships' boundaries (data/sources/township_boundaries.json), as
 * the places' import decides it. A quick test of the counties' box first: the upstreams that
 * cover all Taiwan (TDX's intercity buses, the toilet registry) send thousands of points that
 * are far away.
 */
export function eastCoastArea(dataDir: string): AreaTest {
  const boundaries = JSON.parse(
    readFileSync(path.join(dataDir, 'sources/township_boundaries.json'), 'utf8'),
  ) as FeatureCollection<TownshipProperties>;
  const box = { south: 90, north: -90, west: 180, east: -180 };
  for (const feature of boundaries.features) {
    const polygons =
      feature.geometry?.type === 'Polygon'
        ? [feature.geometry.coordinates]
        : (feature.geometry?.coordinates ?? []);
    for (const [outer = []] of polygons) {
      for (const [lng, lat] of outer) {
        box.south = Math.min(box.south, lat);
        box.north = Math.max(box.north, lat);
        box.west = Math.min(box.west, lng);
        box.east = Math.max(box.east, lng);
      }
    }
  }
  return (point) =>
    point.lat >= box.south - MARGIN_DEGREES &&
    point.lat <= box.north + MARGIN_DEGREES &&
    point.lng >= box.west - MARGIN_DEGREES &&
    point.lng <= box.east + MARGIN_DEGREES &&
    locateTownship(point, boundaries) !== undefined;
}
