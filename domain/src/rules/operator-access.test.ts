import { describe, expect, it } from 'vitest';
import {
  SESSION_IDLE_MS,
  SESSION_MAX_MS,
  SIGN_IN_LOCK_MS,
  roleAllows,
  sessionEndsAt,
  sessionIsLive,
  signInLockedUntil,
} from './operator-access';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

describe('roleAllows', () => {
  it.each([
    ['staff', 'staff', true],
    ['admin', 'staff', true],
    ['admin', 'admin', true],
    ['staff', 'admin', false],
  ] as const)('%s on a %s route: %s', (role, needed, allowed) => {
    expect(roleAllows(role, needed)).toBe(allowed);
  });
});

describe('session timeouts', () => {
  it('are the issue’s 30 minutes idle and 12 hours in all', () => {
    expect(SESSION_IDLE_MS).toBe(30 * MINUTE);
    expect(SESSION_MAX_MS).toBe(12 * HOUR);
  });

  it.each([
    ['just signed in', 0, 0, 30 * MINUTE],
    ['used 10 minutes ago', 0, 20 * MINUTE, 50 * MINUTE],
    ['used near its absolute end', 0, 11 * HOUR + 50 * MINUTE, 12 * HOUR],
  ])('%s: ends at the earlier of idle and absolute', (_case, createdAt, lastSeenAt, ends) => {
    expect(sessionEndsAt({ createdAt, lastSeenAt })).toBe(ends);
  });

  it.each([
    [29 * MINUTE + 59_999, true],
    [30 * MINUTE, false],
  ])('idle until %i ms: live %s', (now, live) => {
    expect(sessionIsLive({ createdAt: 0, lastSeenAt: 0 }, now)).toBe(live);
  });
});

describe('signInLockedUntil', () => {
  const burst = (count: number, from = 0, step = MINUTE) =>
    Array.from({ length: count }, (_, i) => from + i * step);

  it.each([
    ['no failures', [], 0, undefined],
    ['nine failures in a minute', burst(9, 0, 1000), 10_000, undefined],
    ['ten failures in ten minutes', burst(10), 10 * MINUTE, 9 * MINUTE + SIGN_IN_LOCK_MS],
    ['ten failures, given out of order', burst(10).reverse(), 10 * MINUTE, 24 * MINUTE],
    ['ten failures spread over 18 minutes', burst(10, 0, 2 * MINUTE), 19 * MINUTE, undefined],
    ['the lock over', burst(10), 24 * MINUTE, undefined],
    ['an eleventh failure in the window extends it', burst(11), 24 * MINUTE, 25 * MINUTE],
  ])('%s', (_case, failures, now, until) => {
    expect(signInLockedUntil(failures, now)).toBe(until);
  });
});
