import { describe, expect, it } from 'vitest';
import { parseTaipei } from './datetime';
import { referenceNumber, referencePrefix } from './reference-numbers';

describe('referencePrefix', () => {
  it.each([
    ['R', '2026-11-26 10:00', 'R-2611'],
    // Taipei's new month begins at 16:00 UTC of the day before.
    ['L', '2026-12-01 00:30', 'L-2612'],
    ['L', '2026-11-30 23:59', 'L-2611'],
    ['F', '2030-01-01 00:00', 'F-3001'],
    ['R', '2100-05-15 12:00', 'R-0005'],
  ] as const)('%s at %s is %s', (letter, time, prefix) => {
    expect(referencePrefix(letter, parseTaipei(time))).toBe(prefix);
  });
});

describe('referenceNumber', () => {
  it.each([
    [1, 'R-2611-0001'],
    [42, 'R-2611-0042'],
    [9999, 'R-2611-9999'],
    [10000, 'R-2611-10000'],
  ])('the %i-th is %s', (sequence, number) => {
    expect(referenceNumber('R-2611', sequence)).toBe(number);
  });

  it.each([0, -1, 1.5])('refuses the sequence %s', (sequence) => {
    expect(() => referenceNumber('R-2611', sequence)).toThrow(RangeError);
  });
});
