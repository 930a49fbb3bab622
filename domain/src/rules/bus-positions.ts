/**
 * Where a route's buses are now, from TDX's `RealTimeByFrequency` (A1, the buses' periodic
 * reports; oas.bus.v2.json BusA1Data): which reported positions are shown on the route's map
 * (docs/live-data.md, Buses).
 */
import type { LatLng } from './distance';
import { isInManagedArea } from './managed-area';
import { parseTaipei } from './datetime';

/**
 * A running bus reports its A1 position every 10 to 60 seconds (PTX's notes on live bus data,
 * docs/live-data.md, Buses). A position three minutes old means the bus stopped reporting: off
 * duty, in a tunnel, a unit down. Drawn as "now", it would send a visitor after a bus that is
 * long gone, so such a position is left out.
 */
export const BUS_POSITION_MAX_AGE_MS = 3 * 60 * 1000;

/**
 * A unit's clock may run a little ahead of ours; a time further ahead than this is wrong, and
 * the position with it cannot be vouched for.
 */
export const BUS_POSITION_CLOCK_SLACK_MS = 60 * 1000;

export interface ReportedPosition {
  /** The GPS time of the report (GPSTime, ISO 8601 with its offset). */
  gpsTime: string;
  point: LatLng;
}

/**
 * Whether a reported position is shown: reported in the last few minutes, and on the coast's
 * roads (the area this guide covers). An intercity bus beyond it (in Kaohsiung, on its way here)
 * is not on this map; a unit that has no fix reports 0,0, which is nowhere near.
 */
export function isShownPosition({ gpsTime, point }: ReportedPosition, now: number): boolean {
  const at = parseTaipei(gpsTime);
  if (!Number.isFinite(at)) return false;
  const age = now - at;
  return (
    age <= BUS_POSITION_MAX_AGE_MS && age >= -BUS_POSITION_CLOCK_SLACK_MS && isInManagedArea(point)
  );
}
