import { TAIPEI_OFFSET_MS } from './taipei-offset';

/*
 * The public number of what a visitor sent (a booking B-2611-0042, a publication request
 * P-2611-0007): a letter for the form, the Taipei year and month, and its place in that month.
 * Said on the phone, so short; the secret that goes with it never is.
 */

/** The `yymm` of an instant in Taipei: the month a number counts in. */
export function referenceMonth(epochMs: number): string {
  const wall = new Date(epochMs + TAIPEI_OFFSET_MS);
  const year = String(wall.getUTCFullYear() % 100).padStart(2, '0');
  return `${year}${String(wall.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** `B-2611-0042`: four digits at least, more in a month of more than 9999. */
export function formatReference(letter: string, month: string, sequence: number): string {
  if (!/^[A-Z]$/.test(letter)) throw new RangeError(`A reference letter is one capital: ${letter}`);
  if (!Number.isInteger(sequence) || sequence < 1 || sequence > 999_999) {
    throw new RangeError(`A reference counts from 1 to 999999: ${sequence}`);
  }
  return `${letter}-${month}-${String(sequence).padStart(4, '0')}`;
}
