/**
 * What a month's count is shown as in a public number (R-2611-482913): six digits, 100000 to
 * 999999, one for each place in the month and the same for none other, in an order only the
 * server's key gives. A number said on the phone tells nothing of how many came before it, so
 * numbers do not reveal monthly volumes (docs/writes.md). Six digits never begin
 * with 0, so none is one of the four-digit numbers counted up before they were scrambled.
 *
 * A keyed permutation (a Feistel network of ROUNDS rounds over 20 bits, walked until it lands
 * in range) rather than random numbers: the count stays what makes each number unique. The
 * round function is the key's (an HMAC on the server); here it is any function of the round
 * and the half, so the rule is pure and tested with one of its own.
 */
export type ScrambleRound = (round: number, half: number) => number;

export const SCRAMBLED_FIRST = 100_000;
/** As many places as a month can count. */
export const SCRAMBLED_COUNT = 900_000;

const HALF_BITS = 10;
const HALF_MASK = (1 << HALF_BITS) - 1;
const ROUNDS = 8;

function feistel(value: number, round: ScrambleRound): number {
  let left = value >>> HALF_BITS;
  let right = value & HALF_MASK;
  for (let r = 0; r < ROUNDS; r++) {
    [left, right] = [right, (left ^ round(r, right)) & HALF_MASK];
  }
  return (left << HALF_BITS) | right;
}

/** The number shown for a month's `sequence`-th (1 to SCRAMBLED_COUNT). */
export function scrambledSequence(sequence: number, round: ScrambleRound): number {
  if (!Number.isInteger(sequence) || sequence < 1 || sequence > SCRAMBLED_COUNT) {
    throw new RangeError(`A scrambled sequence is 1 to ${SCRAMBLED_COUNT}: ${sequence}`);
  }
  // A permutation of 2^20 values walked from one below SCRAMBLED_COUNT comes back below it.
  let value = sequence - 1;
  do value = feistel(value, round);
  while (value >= SCRAMBLED_COUNT);
  return SCRAMBLED_FIRST + value;
}
