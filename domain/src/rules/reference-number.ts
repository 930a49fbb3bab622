import { taipeiDate } from './datetime';

/**
 * The public number of what a visitor sent (requirements §7): one letter for the form, the Taipei
 * year and month it arrived (yymm), and its place in that month, four digits or more:
 * S-2611-0042 is November 2026's 42nd suggestion. Short enough to say on the phone.
 */
export function referenceMonth(epochMs: number): string {
  const day = taipeiDate(epochMs);
  return `${day.slice(2, 4)}${day.slice(5, 7)}`;
}

export function referenceNumber(letter: string, epochMs: number, sequence: number): string {
  if (!/^[A-Z]$/.test(letter)) throw new RangeError(`A reference letter is one capital: ${letter}`);
  if (!Number.isInteger(sequence) || sequence < 1 || sequence > 999_999) {
    throw new RangeError(`A reference's sequence is 1 to 999999: ${sequence}`);
  }
  return `${letter}-${referenceMonth(epochMs)}-${String(sequence).padStart(4, '0')}`;
}
