import { describe, expect, it } from 'vitest';
import {
  SESSION_IDLE_MS,
  SESSION_MAX_MS,
  SIGN_IN_FAILURE_LIMIT,
  SIGN_IN_LOCK_MS,
  roleAllows,
  sessionEndsAt,
  sessionIsLive,
  reserveSignInAttempt,
  type SignInThrottle,
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

describe('reserveSignInAttempt', () => {
  const state = (windowStart: number, attempts: number, lockedUntil = 0): SignInThrottle => ({
    windowStart,
    attempts,
    lockedUntil,
  });

  it.each([
    ['a first try', undefined, 0, { granted: true, next: state(0, 1) }],
    ['a fifth try in the window', state(0, 4), 5 * MINUTE, { granted: true, next: state(0, 5) }],
    [
      'the tenth try, which locks after it',
      state(0, 9),
      9 * MINUTE,
      { granted: true, next: state(0, 10, 9 * MINUTE + SIGN_IN_LOCK_MS) },
    ],
    [
      'an eleventh try while locked',
      state(0, 10, 24 * MINUTE),
      10 * MINUTE,
      { granted: false, retryAfterMs: 14 * MINUTE },
    ],
    [
      'a try once the lock is over',
      state(0, 10, 24 * MINUTE),
      24 * MINUTE,
      { granted: true, next: state(24 * MINUTE, 1) },
    ],
    [
      'a try once the window is over',
      state(0, 9),
      15 * MINUTE,
      { granted: true, next: state(15 * MINUTE, 1) },
    ],
  ] as const)('%s', (_case, before, now, expected) => {
    expect(reserveSignInAttempt(before, now)).toEqual(expected);
  });

  it('never grants more than the limit in a row within the window', () => {
    let current: SignInThrottle | undefined;
    let granted = 0;
    for (let i = 0; i < 40; i += 1) {
      const answer = reserveSignInAttempt(current, i * 1000);
      if (answer.granted) {
        granted += 1;
        current = answer.next;
      }
    }
    expect(granted).toBe(SIGN_IN_FAILURE_LIMIT);
  });
});
