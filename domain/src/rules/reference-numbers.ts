import { TAIPEI_OFFSET_MS } from './taipei-offset';

/**
 * The public number of what a visitor sent (requirements §7): one letter per form (R a repair
 * report, L a lost item, F a found item), the Taipei year and month as yymm, and the month's
 * sequence, e.g. R-2611-0042. Short enough to say on the phone; the month restarts the count.
 */
export type ReferenceLetter = 'R' | 'L' | 'F';

/** `R-2611`: the letter and the Taipei month of the instant, under which the sequence counts. */
export function referencePrefix(letter: ReferenceLetter, epochMs: number): string {
  const wall = new Date(epochMs + TAIPEI_OFFSET_MS);
  const yy = String(wall.getUTCFullYear() % 100).padStart(2, '0');
  const mm = String(wall.getUTCMonth() + 1).padStart(2, '0');
  return `${letter}-${yy}${mm}`;
}

/** The number of the month's `sequence`-th item: four digits at least, more past 9999. */
export function referenceNumber(prefix: string, sequence: number): string {
  if (!Number.isInteger(sequence) || sequence < 1) {
    throw new RangeError(`A reference sequence counts from 1, not ${sequence}`);
  }
  return `${prefix}-${String(sequence).padStart(4, '0')}`;
}
