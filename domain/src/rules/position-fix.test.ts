import { describe, expect, it } from 'vitest';
import {
  FIX_MOVE_M,
  FIX_RENEW_MS,
  POSITION_OLD_AFTER_MS,
  positionAge,
  fixChange,
  type FixChange,
  type FixAge,
  type TimedFix,
} from './position-fix';

/** Hualien Station's side of Hualien City; 0.0001° of latitude is about 11 m. */
const KEPT: TimedFix = { lat: 23.9769, lng: 121.6044, at: 1_000_000 };
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('fixChange: a new list only for a move; an aging fix renews its time', () => {
  const at = (seconds: number, north = 0): TimedFix => ({
    ...KEPT,
    lat: KEPT.lat + north,
    at: KEPT.at + seconds * SECOND,
  });
  it.each<[string, TimedFix | undefined, TimedFix, FixChange]>([
    ['nothing kept yet', undefined, KEPT, 'move'],
    ['the same place a second later', KEPT, at(1), 'none'],
    ['11 m on, 5 s later', KEPT, at(5, 0.0001), 'none'],
    ['22 m on, 5 s later', KEPT, at(5, 0.0002), 'move'],
    ['the same place 29 s later', KEPT, at(29), 'none'],
    ['the same place 30 s later', KEPT, at(30), 'renew'],
    ['11 m on, 40 s later', KEPT, at(40, 0.0001), 'renew'],
    ['Taitung, from Hualien', KEPT, { lat: 22.7583, lng: 121.1444, at: at(5).at }, 'move'],
  ])('%s → %s', (_case, kept, next, change) => {
    expect(fixChange(kept, next)).toBe(change);
  });

  it('moves 20 m, renews every 30 s', () => {
    expect(FIX_MOVE_M).toBe(20);
    expect(FIX_RENEW_MS).toBe(30 * SECOND);
  });
});

describe('positionAge: said once the fix is over two minutes old', () => {
  const now = 1_800_000_000_000;
  it.each<[string, number | undefined, FixAge | undefined]>([
    ['unknown time', undefined, undefined],
    ['not a time', Number.NaN, undefined],
    ['just measured', now, undefined],
    ['ahead of the clock', now + MINUTE, undefined],
    ['exactly two minutes', now - 2 * MINUTE, undefined],
    ['two minutes and a second', now - 2 * MINUTE - SECOND, { unit: 'minute', count: 2 }],
    ['59 minutes 59 s', now - HOUR + SECOND, { unit: 'minute', count: 59 }],
    ['an hour', now - HOUR, { unit: 'hour', count: 1 }],
    ['23 hours 59 minutes', now - DAY + MINUTE, { unit: 'hour', count: 23 }],
    ['a day', now - DAY, { unit: 'day', count: 1 }],
    ['three days and a half', now - 3.5 * DAY, { unit: 'day', count: 3 }],
  ])('%s → %j', (_case, fixedAt, age) => {
    expect(positionAge(fixedAt, now)).toEqual(age);
  });

  it('is two minutes', () => {
    expect(POSITION_OLD_AFTER_MS).toBe(2 * MINUTE);
  });
});
