/**
 * The nearby lists' routes, apart from routes.ts: the first screen reads that file, and these
 * paths are needed only by the search area, fetched later.
 */
import type { ContentLang } from './rules/language';

/**
 * Nearby (requirements §1, §2 Other sections): attractions, food and lodging around the visitor,
 * nearest first; the first is where the search area's nearby tab goes.
 */
export const NEARBY_LISTS = ['attractions', 'cuisines', 'accommodation'] as const;
export type NearbyList = (typeof NEARBY_LISTS)[number];
export const nearbyListPath = (lang: ContentLang, list: NearbyList = 'attractions'): string =>
  `/${lang}/search/nearby/${list}`;
export const isNearbyList = (value: string | undefined): value is NearbyList =>
  (NEARBY_LISTS as readonly (string | undefined)[]).includes(value);
