/**
 * Taipei time is UTC+8 all year: Taiwan has kept it without daylight saving since 1979
 * (datetime.ts explains why a fixed offset is exact). This small module holds what the first
 * screen needs, so it does not carry datetime.ts's parser; datetime.ts re-exports both.
 */
export const TAIPEI_OFFSET_MS = 8 * 60 * 60 * 1000;

/** Month of the year in Taipei, January 1 to December 12, of an instant in epoch ms. */
export function taipeiMonth(epochMs: number): number {
  return new Date(epochMs + TAIPEI_OFFSET_MS).getUTCMonth() + 1;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The number of the Taipei day of an instant (days since 1970-01-01 in Taipei): a number that
 * changes at Taipei midnight, cheaper than writing the date.
 */
export function taipeiDayNumber(epochMs: number): number {
  return Math.floor((epochMs + TAIPEI_OFFSET_MS) / DAY_MS);
}
