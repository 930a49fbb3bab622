import { describe, expect, it } from 'vitest';
import {
  AIRLINE_CODES,
  AIRPORT_CODES,
  CHECK_IN_CLOSES_BEFORE_MS,
  CHECK_IN_OPENS_BEFORE_MS,
  FLIGHT_STATUSES,
  checkInState,
  checkInWindow,
  isAirlineCode,
  isAirportCode,
  isFlightStatus,
} from './flights';

const DEPARTURE = Date.parse('2026-11-21T01:30:00.000Z');
const MINUTE = 60_000;

describe('check-in constants', () => {
  it.each([
    ['CHECK_IN_OPENS_BEFORE_MS', CHECK_IN_OPENS_BEFORE_MS, 3_600_000],
    ['CHECK_IN_CLOSES_BEFORE_MS', CHECK_IN_CLOSES_BEFORE_MS, 1_800_000],
  ] as const)('%s is %d', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('checkInWindow', () => {
  it('opens 60 and closes 30 minutes before departure', () => {
    expect(checkInWindow(DEPARTURE)).toEqual({
      opens: DEPARTURE - 60 * MINUTE,
      closes: DEPARTURE - 30 * MINUTE,
    });
  });
});

describe('checkInState', () => {
  it.each([
    ['a day before', DEPARTURE - 24 * 60 * MINUTE, 'not-open'],
    ['1 ms before it opens', DEPARTURE - 60 * MINUTE - 1, 'not-open'],
    ['exactly 60 minutes before', DEPARTURE - 60 * MINUTE, 'open'],
    ['1 ms after it opens', DEPARTURE - 60 * MINUTE + 1, 'open'],
    ['45 minutes before', DEPARTURE - 45 * MINUTE, 'open'],
    ['1 ms before it closes', DEPARTURE - 30 * MINUTE - 1, 'open'],
    ['exactly 30 minutes before', DEPARTURE - 30 * MINUTE, 'closed'],
    ['at departure', DEPARTURE, 'closed'],
    ['after departure', DEPARTURE + MINUTE, 'closed'],
  ] as const)('%s → %s', (_case, now, expected) => {
    expect(checkInState(DEPARTURE, now)).toBe(expected);
  });
});

describe('codes', () => {
  it('lists the flight statuses of requirements §3 in order', () => {
    expect(FLIGHT_STATUSES).toEqual([
      'on-time',
      'boarding',
      'departed',
      'security-check',
      'departing',
      'check-in',
      'delayed',
    ]);
  });

  it('lists the airlines and airports of requirements §3', () => {
    expect(AIRLINE_CODES).toEqual(['B7', 'AE', 'DA']);
    expect(AIRPORT_CODES).toEqual(['TSA', 'RMQ', 'KHH', 'TTT', 'GNI', 'KYD']);
  });

  it.each([
    ['delayed', true],
    ['check-in', true],
    ['Delayed', false],
    ['cancelled', false],
    ['', false],
  ] as const)('isFlightStatus(%j) → %s', (value, expected) => {
    expect(isFlightStatus(value)).toBe(expected);
  });

  it.each([
    ['B7', true],
    ['AE', true],
    ['DA', true],
    ['b7', false],
    ['CI', false],
  ] as const)('isAirlineCode(%j) → %s', (value, expected) => {
    expect(isAirlineCode(value)).toBe(expected);
  });

  it.each([
    ['TTT', true],
    ['GNI', true],
    ['KYD', true],
    ['HUN', false],
    ['ttt', false],
  ] as const)('isAirportCode(%j) → %s', (value, expected) => {
    expect(isAirportCode(value)).toBe(expected);
  });
});
