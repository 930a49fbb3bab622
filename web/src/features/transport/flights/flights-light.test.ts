import { describe, expect, it } from 'vitest';
import { flightsLight } from './flights-light';

const day = (flights: number, cancelled = 0, delayed = 0) => ({
  airport: 'TTT',
  flights,
  cancelled,
  delayed,
});

describe('flightsLight', () => {
  it.each([
    ['no answer', undefined, 'unknown'],
    ['no airport answered', [], 'unknown'],
    ['no flight on any board', [day(0), day(0)], 'unknown'],
    ['all flying', [day(10), day(2)], 'running'],
    ['one delayed', [day(10, 0, 1), day(2)], 'disrupted'],
    ['one cancelled', [day(10), day(2, 1)], 'disrupted'],
    ['every flight cancelled', [day(10, 10), day(2, 2)], 'stopped'],
  ] as const)('%s → %s', (_case, airports, expected) => {
    expect(flightsLight(airports)).toBe(expected);
  });
});
