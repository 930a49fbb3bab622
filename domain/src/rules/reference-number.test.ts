import { describe, expect, it } from 'vitest';
import { referenceSchema } from '../contracts/forms';
import { parseTaipei } from './datetime';
import { referenceMonth, referenceNumber } from './reference-number';

describe('referenceNumber', () => {
  it.each([
    ['S', '2026-11-03 10:00:00', 42, 'S-2611-0042'],
    ['S', '2026-11-30 23:59:59', 1, 'S-2611-0001'],
    // Taipei's month, whatever the machine's: 16:00 UTC on 30 November is 1 December in Taipei.
    ['R', '2026-11-30T16:00:00Z', 7, 'R-2612-0007'],
    ['S', '2027-01-01 00:00:00', 9999, 'S-2701-9999'],
    ['S', '2027-01-01 00:00:00', 10_000, 'S-2701-10000'],
  ])('%s at %s, number %i, is %s', (letter, at, sequence, number) => {
    expect(referenceNumber(letter, parseTaipei(at), sequence)).toBe(number);
    expect(referenceSchema.parse(number)).toBe(number);
  });

  it.each([
    ['s', 1],
    ['SS', 1],
    ['S', 0],
    ['S', 1.5],
    ['S', 1_000_000],
  ])('refuses letter %j with sequence %d', (letter, sequence) => {
    expect(() => referenceNumber(letter, Date.UTC(2026, 10, 3), sequence)).toThrow(RangeError);
  });

  it('names the Taipei month as yymm', () => {
    expect(referenceMonth(parseTaipei('2026-02-01 00:00:00'))).toBe('2602');
    expect(referenceMonth(parseTaipei('2026-01-31 23:59:59'))).toBe('2601');
  });
});
