/**
 * The romanised line under a place's Chinese address (requirements §5: names in the reader's
 * language; docs/glossary.md). The open data gives addresses in Chinese only, and no source we
 * hold romanises their roads, villages or numbers, so the line says only what a source names in
 * English: the township and county as the Ministry of the Interior's boundary file spells them
 * (TOWNENG, COUNTYENG), with the postal code, in the order Taiwan's post writes English addresses
 * (smallest part first). The Chinese address stays above it: it is what a taxi driver reads.
 */

export interface RomanisedTownship {
  /** "Shoufeng Township", "Taitung City" */
  enName?: string | undefined;
  /** "Hualien County" */
  countyEn?: string | undefined;
}

/** "Shoufeng Township, Hualien County 974, Taiwan", or undefined without an English name. */
export function romanisedAddressLine(
  township: RomanisedTownship | undefined,
  zipcode?: number,
): string | undefined {
  const name = township?.enName?.trim();
  if (!name) return undefined;
  const parts = [name, township?.countyEn?.trim()].filter((part): part is string => !!part);
  // The postal code follows the largest part named, as "Hualien County 974".
  if (zipcode !== undefined && zipcode > 0) parts.push(`${parts.pop()!} ${zipcode}`);
  return [...parts, 'Taiwan'].join(', ');
}
