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
