import { describe, expect, it } from 'vitest';
import { referenceSchema } from '../contracts/forms';
import { formatReference, referenceMonth } from './references';

describe('referenceMonth', () => {
  it.each([
    // Taipei midnight of 1 December is still 30 November in UTC.
    ['2026-11-30T16:00:00Z', '2612'],
    ['2026-11-30T15:59:59Z', '2611'],
    ['2030-01-01T00:00:00Z', '3001'],
    ['2099-12-31T12:00:00Z', '9912'],
  ])('%s counts in %s', (instant, month) => {
    expect(referenceMonth(Date.parse(instant))).toBe(month);
  });
});

describe('formatReference', () => {
  it.each([
    ['B', '2611', 1, 'B-2611-0001'],
    ['P', '2611', 42, 'P-2611-0042'],
    ['B', '2701', 9999, 'B-2701-9999'],
    ['B', '2701', 10000, 'B-2701-10000'],
  ])('%s %s %i is %s, which the shared contract reads', (letter, month, sequence, reference) => {
    expect(formatReference(letter, month, sequence)).toBe(reference);
    expect(referenceSchema.parse(reference)).toBe(reference);
  });

  it.each([
    ['b', 1],
    ['BB', 1],
    ['B', 0],
    ['B', 1.5],
    ['B', 1_000_000],
  ])('refuses %s %s', (letter, sequence) => {
    expect(() => formatReference(letter, '2611', sequence)).toThrow(RangeError);
  });
});
