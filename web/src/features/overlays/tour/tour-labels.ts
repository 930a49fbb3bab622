import type { Season, Tour } from '@ecg/domain/contracts';

/** The seasons in the year's order, whatever order the record lists them in. */
const SEASON_ORDER: readonly Season[] = ['spring', 'summer', 'autumn', 'winter'];

/** Transport codes the interface has words for; another code is shown as it is. */
const KNOWN_TRANSPORTS = new Set([
  'walk',
  'car',
  'bus',
  'train',
  'bike',
  'scooter',
  'ferry',
  'flight',
]);

/** Locale keys of a tour's seasons: all four read as "all year", none as nothing. */
export function seasonKeys(seasons: readonly Season[]): string[] {
  const shown = SEASON_ORDER.filter((season) => seasons.includes(season));
  if (shown.length === SEASON_ORDER.length) return ['tour.allYear'];
  return shown.map((season) => `tour.seasons.${season}`);
}

/** A transport's locale key, or undefined for a code with no translation (shown verbatim). */
export function transportKey(code: string): string | undefined {
  return KNOWN_TRANSPORTS.has(code) ? `tour.transports.${code}` : undefined;
}

/** How long the tour takes: a day trip, or so many days. */
export function lengthLabel(days: Tour['days']): { key: string; n: number } {
  return days === 1 ? { key: 'tour.dayTrip', n: 1 } : { key: 'tour.manyDays', n: days };
}
