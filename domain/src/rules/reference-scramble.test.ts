import { describe, expect, it } from 'vitest';
import { referenceSchema } from '../contracts/forms';
import { formatReference } from './references';
import { SCRAMBLED_COUNT, scrambledSequence, type ScrambleRound } from './reference-scramble';

/** A stand-in for the server's keyed HMAC: any mixing of the round, the half and a key. */
const keyed =
  (key: number): ScrambleRound =>
  (round, half) =>
    Math.imul(half ^ key, 0x9e3779b1) ^ Math.imul(round + key, 0x85ebca6b);

describe('scrambledSequence', () => {
  it.each([1, 2, 3, 42, 9_999, 10_000, 899_999, SCRAMBLED_COUNT])(
    'shows place %i as six digits that the shared contract reads',
    (sequence) => {
      const shown = scrambledSequence(sequence, keyed(7));
      expect(String(shown)).toMatch(/^[1-9]\d{5}$/);
      const reference = formatReference('R-2611', shown);
      expect(referenceSchema.parse(reference)).toBe(reference);
    },
  );

  it('gives every place of a month its own number, in no order a stranger can follow', () => {
    const round = keyed(7);
    const seen = new Set<number>();
    let steps = 0;
    let previous = scrambledSequence(1, round);
    seen.add(previous);
    for (let sequence = 2; sequence <= SCRAMBLED_COUNT; sequence++) {
      const shown = scrambledSequence(sequence, round);
      seen.add(shown);
      if (Math.abs(shown - previous) <= 10) steps += 1;
      previous = shown;
    }
    expect(seen.size).toBe(SCRAMBLED_COUNT);
    // Consecutive places are as far apart as random numbers would be: hardly ever close.
    expect(steps / SCRAMBLED_COUNT).toBeLessThan(0.001);
  });

  it('orders a month differently under another key', () => {
    const first = [1, 2, 3, 4, 5].map((sequence) => scrambledSequence(sequence, keyed(7)));
    const other = [1, 2, 3, 4, 5].map((sequence) => scrambledSequence(sequence, keyed(8)));
    expect(first).not.toEqual(other);
  });

  it.each([0, -1, 1.5, SCRAMBLED_COUNT + 1])('refuses place %d', (sequence) => {
    expect(() => scrambledSequence(sequence, keyed(7))).toThrow(RangeError);
  });
});
