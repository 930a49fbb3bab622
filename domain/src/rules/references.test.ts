import { describe, expect, it } from 'vitest';
import { referenceSchema } from '../contracts/forms';
import {
  COUNT_STRIPES,
  formatReference,
  issuedReferencePattern,
  issuedReferenceWithin,
  REFERENCE_LETTERS,
  REFERENCE_PATTERN,
  referenceMonth,
  referencePrefix,
  stripedSequence,
} from './references';

describe('referenceMonth', () => {
  it.each([
    // Taipei midnight of 1 December is still 30 November in UTC.
    ['2026-11-30T16:00:00Z', '2612'],
    ['2026-11-30T15:59:59Z', '2611'],
    ['2030-01-01T00:00:00Z', '3001'],
    ['2099-12-31T12:00:00Z', '9912'],
    ['2100-05-15T04:00:00Z', '0005'],
  ])('%s counts in %s', (instant, month) => {
    expect(referenceMonth(Date.parse(instant))).toBe(month);
  });
});

describe('referencePrefix', () => {
  it.each([
    [REFERENCE_LETTERS.repair, '2611', 'R-2611'],
    [REFERENCE_LETTERS.suggestion, '0005', 'S-0005'],
  ] as const)('%s in %s is %s', (letter, month, prefix) => {
    expect(referencePrefix(letter, month)).toBe(prefix);
  });

  it.each(['261', '26111', 'yymm'])('refuses the month %j', (month) => {
    expect(() => referencePrefix('R', month)).toThrow(RangeError);
  });
});

describe('formatReference', () => {
  it.each([
    ['B-2611', 100_000, 'B-2611-100000'],
    ['P-2611', 482_913, 'P-2611-482913'],
    ['S-2701', 999_999, 'S-2701-999999'],
  ])('%s with %i is %s, which the shared contract reads', (prefix, shown, reference) => {
    expect(formatReference(prefix, shown)).toBe(reference);
    expect(reference).toMatch(issuedReferencePattern());
    expect(referenceSchema.parse(reference)).toBe(reference);
  });

  it.each([
    ['b-2611', 482_913],
    ['BB-2611', 482_913],
    ['B-261', 482_913],
    ['B-2611', 42],
    ['B-2611', 99_999],
    ['B-2611', 1_000_000],
    ['B-2611', 482_913.5],
  ])('refuses %s with %d', (prefix, shown) => {
    expect(() => formatReference(prefix, shown)).toThrow(RangeError);
  });
});

describe('the form of a number', () => {
  it.each([
    // Given today.
    ['R-2611-482913', true, true],
    // Counted before the numbers were scrambled: no longer given, still read for their holders.
    ['R-2611-0042', false, true],
    ['R-2611-10000', false, true],
    ['R-2611-042913', false, true],
    ['R-2611-042', false, false],
    ['R-2611-4829130', false, false],
    ['RR-2611-482913', false, false],
    ['R-261-482913', false, false],
  ])('%s: given today %s, read %s', (reference, issued, read) => {
    expect(issuedReferencePattern().test(reference)).toBe(issued);
    expect(REFERENCE_PATTERN.test(reference)).toBe(read);
    expect(referenceSchema.safeParse(reference).success).toBe(read);
  });

  it('names the letter and the month when asked', () => {
    expect('F-2611-482913').toMatch(issuedReferencePattern('F', '2611'));
    expect('F-2612-482913').not.toMatch(issuedReferencePattern('F', '2611'));
    expect('L-2611-482913').not.toMatch(issuedReferencePattern('F'));
  });

  it.each([
    ['已登記 F-2611-482913，旅客現在即可查詢。', 'F-2611-482913'],
    ['F-2611-482913 Umbrella', 'F-2611-482913'],
    ['已登記 F-2611-0042，旅客現在即可查詢。', undefined],
    ['F-2611-4829130', undefined],
    ['L-2611-482913', undefined],
  ])('finds in %j the number %s', (text, number) => {
    expect(issuedReferenceWithin('F').exec(text)?.[0]).toBe(number);
  });
});

describe('a striped count', () => {
  it.each([
    [1, 0, 1],
    [1, 1, 2],
    [1, 63, 64],
    [2, 0, 65],
    [2, 63, 128],
    [10, 5, 582],
  ])('gives the %ith count of stripe %i the sequence %i', (last, stripe, sequence) => {
    expect(stripedSequence(last, stripe)).toBe(sequence);
  });

  it('never gives two counts the same sequence', () => {
    const given = new Set<number>();
    for (let last = 1; last <= 20; last++) {
      for (let stripe = 0; stripe < COUNT_STRIPES; stripe++)
        given.add(stripedSequence(last, stripe));
    }
    expect(given.size).toBe(20 * COUNT_STRIPES);
  });

  it.each([
    [0, 0],
    [1.5, 0],
    [1, -1],
    [1, COUNT_STRIPES],
  ])('refuses the count %d of stripe %d', (last, stripe) => {
    expect(() => stripedSequence(last, stripe)).toThrow(RangeError);
  });
});
