import { TAIPEI_OFFSET_MS } from './taipei-offset';

/*
 * The public number of what a visitor sent: the form's letter, the Taipei year and month it
 * arrived (yymm), and six digits, e.g. R-2611-482913. Short enough to say on the phone; the
 * secret that goes with it never is. The six digits are the month's count permuted under the
 * store's key (reference-scramble.ts), so a number tells nothing of the month's volume
 * (docs/writes.md). This one module states the form for the server that gives
 * numbers, the contracts that read them and the tests that expect them.
 */

/** The letter of each form that gives a number. */
export const REFERENCE_LETTERS = {
  suggestion: 'S',
  repair: 'R',
  lostReport: 'L',
  foundItem: 'F',
  booking: 'B',
  publication: 'P',
} as const;
export type ReferenceLetter = (typeof REFERENCE_LETTERS)[keyof typeof REFERENCE_LETTERS];

/** The six digits of a number given today: 100000 to 999999, never beginning with 0. */
const ISSUED_DIGITS = String.raw`[1-9]\d{5}`;

/**
 * Every number a holder may bring: the six digits given today, and the counted four (or, past
 * 9999 in a month, five or six) digits given before them (R-2611-0042), which stay theirs.
 */
export const REFERENCE_PATTERN = /^[A-Z]-\d{4}-\d{4,6}$/;

/**
 * How a number given today is written, of `letter` and `month` (yymm) or of any: what tests
 * expect of a number the server gives.
 */
export function issuedReferencePattern(letter = '[A-Z]', month = String.raw`\d{4}`): RegExp {
  return new RegExp(`^${letter}-${month}-${ISSUED_DIGITS}$`);
}

/** The same, found within a text (a status line, a link's name) rather than as the whole. */
export function issuedReferenceWithin(letter = '[A-Z]'): RegExp {
  return new RegExp(String.raw`\b${letter}-\d{4}-${ISSUED_DIGITS}\b`);
}

/** The `yymm` of an instant in Taipei: the month a number counts in. */
export function referenceMonth(epochMs: number): string {
  const wall = new Date(epochMs + TAIPEI_OFFSET_MS);
  const year = String(wall.getUTCFullYear() % 100).padStart(2, '0');
  return `${year}${String(wall.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** `R-2611`: the letter and the Taipei month, under which the month's count runs. */
export function referencePrefix(letter: ReferenceLetter, month: string): string {
  if (!/^\d{4}$/.test(month)) throw new RangeError(`A reference month is yymm: ${month}`);
  return `${letter}-${month}`;
}

/** `R-2611-482913`: the prefix and the six digits shown for the month's count. */
export function formatReference(prefix: string, shown: number): string {
  if (!/^[A-Z]-\d{4}$/.test(prefix))
    throw new RangeError(`A reference prefix is R-yymm: ${prefix}`);
  const digits = String(shown);
  if (!Number.isInteger(shown) || !new RegExp(`^${ISSUED_DIGITS}$`).test(digits)) {
    throw new RangeError(`A reference shows six digits, 100000 to 999999: ${shown}`);
  }
  return `${prefix}-${digits}`;
}

/**
 * Rows a prefix's count is spread over (a striped counter): a write takes one at random and adds
 * one to it, so writes at the same moment seldom wait for each other's commit, which on a
 * database several servers share would queue every form of the month behind one row
 * (docs/writes.md, Public numbers).
 */
export const COUNT_STRIPES = 64;

/**
 * The month's sequence of the `last`-th count of `stripe`: stripe 0 gives 1, 65, 129…, stripe 1
 * gives 2, 66, 130…, so no two (stripe, last) pairs share one. Sequences are unique, not gapless;
 * the numbers shown are permuted (reference-scramble.ts), so the gaps say nothing either.
 */
export function stripedSequence(last: number, stripe: number): number {
  if (!Number.isInteger(last) || last < 1) throw new RangeError(`A count starts at 1: ${last}`);
  if (!Number.isInteger(stripe) || stripe < 0 || stripe >= COUNT_STRIPES) {
    throw new RangeError(`A stripe is 0 to ${COUNT_STRIPES - 1}: ${stripe}`);
  }
  return (last - 1) * COUNT_STRIPES + stripe + 1;
}
