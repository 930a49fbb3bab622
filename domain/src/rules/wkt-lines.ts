/**
 * A route's path from the well-known text TDX gives it (`Shape`, Geometry; oas.bus.v2.json
 * BusShape): `LINESTRING (lon lat, …)` or `MULTILINESTRING ((…), (…))`, longitude first
 * (docs/live-data.md, Buses).
 */
import type { LatLng } from './distance';

const PART = /\(([^()]*)\)/g;
const KIND = /^\s*(MULTI)?LINESTRING\s*(Z|M|ZM)?\s*\(/i;

/** The lines of a LINESTRING or MULTILINESTRING, each of two points or more; [] for anything else. */
export function wktLines(text: string): LatLng[][] {
  if (!KIND.test(text)) return [];
  return [...text.matchAll(PART)].flatMap(([, body = '']) => {
    const points = body.split(',').map((pair) => {
      const [lng, lat] = pair.trim().split(/\s+/).map(Number);
      return lat !== undefined && lng !== undefined && Number.isFinite(lat) && Number.isFinite(lng)
        ? [{ lat, lng }]
        : [];
    });
    if (points.some((point) => point.length === 0)) return [];
    const line = points.flat();
    return line.length > 1 ? [line] : [];
  });
}
