/**
 * The visitor's position as the app keeps it while they travel (requirements §1 nearby search,
 * §2 Map panel): screens that measure from it watch the phone's position, and the app asks again
 * when it comes back to the foreground. These rules say which new fix is worth a new nearby list
 * and when the kept one is old enough to say its age.
 */
import { haversineKm, type LatLng } from './distance';

/** A position and when the phone measured it (epoch ms). */
export interface TimedFix extends LatLng {
  at: number;
}

/**
 * A watch reports every few seconds while the phone moves; a list is asked for again only when
 * the visitor has moved this far, about the accuracy of a phone's fix outdoors, so the
 * distances shown stay true within it without a new list for every step.
 */
export const FIX_MOVE_M = 20;

/** A fix at the same place still renews the kept one this often, so its age stays true. */
export const FIX_RENEW_MS = 30_000;

/**
 * After two minutes a walker may be 150 m on and a driver a few kilometres: the screens then say
 * how old the position is. The first answer of a visit may be one the phone had cached for up
 * to five minutes (lib/location/use-location.ts), and a watch stops reporting in a tunnel or
 * when the signal is lost.
 */
export const POSITION_OLD_AFTER_MS = 2 * 60_000;

export type FixChange = 'none' | 'renew' | 'move';

/**
 * What a new fix changes: the position lists measure from ('move': none kept yet, or moved far
 * enough), only the time of the kept one ('renew': it is aging), or nothing.
 */
export function fixChange(kept: TimedFix | undefined, next: TimedFix): FixChange {
  if (!kept || haversineKm(kept, next) * 1000 >= FIX_MOVE_M) return 'move';
  return next.at - kept.at >= FIX_RENEW_MS ? 'renew' : 'none';
}

export type FixAgeUnit = 'minute' | 'hour' | 'day';

/** How old a position is, in whole units, counted down (a fix 2 min 59 s old is 2 minutes). */
export interface FixAge {
  unit: FixAgeUnit;
  count: number;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * The age to say of a fix measured at `fixedAt` (epoch ms), or undefined while it is recent
 * (up to two minutes) or its time is unknown; a time ahead of `now` (the phone's clock moved)
 * is recent.
 */
export function positionAge(fixedAt: number | undefined, now: number): FixAge | undefined {
  if (fixedAt === undefined || !Number.isFinite(fixedAt)) return undefined;
  const age = now - fixedAt;
  if (!(age > POSITION_OLD_AFTER_MS)) return undefined;
  if (age < HOUR_MS) return { unit: 'minute', count: Math.floor(age / MINUTE_MS) };
  if (age < DAY_MS) return { unit: 'hour', count: Math.floor(age / HOUR_MS) };
  return { unit: 'day', count: Math.floor(age / DAY_MS) };
}
