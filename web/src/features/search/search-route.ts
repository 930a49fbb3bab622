import {
  EVENT_QUARTERS,
  PLACE_SUBLISTS,
  attractionsListPath,
  couponsListPath,
  eventsListPath,
  placesListPath,
  toursListPath,
  type EventQuarter,
  type PlaceSublist,
} from '@ecg/domain/routes';
import { isNearbyList, nearbyListPath, type NearbyList } from '@ecg/domain/nearby-routes';
import type { ContentLang } from '@ecg/domain/rules/language';

/** The tabs of the search area (requirements §2 Other sections, Tour), in the order they are shown. */
export const SEARCH_TABS = [
  'attractions',
  'nearby',
  'events',
  'tours',
  'places',
  'coupons',
] as const;
export type SearchTab = (typeof SEARCH_TABS)[number];

/** What a list shows, which decides its call, its filters and its cards. */
export type ListKind =
  'attractions' | 'cuisines' | 'souvenirs' | 'accommodation' | 'tours' | 'events' | 'coupons';

/** A list of the search area as its route names it. */
export type SearchRoute =
  | { tab: 'attractions'; list: 'attractions'; category?: number }
  | { tab: 'tours'; list: 'tours'; category?: number }
  | { tab: 'events'; list: 'events'; quarter?: EventQuarter }
  | { tab: 'coupons'; list: 'coupons' }
  /** Nearest first, around the visitor's position (requirements §1 nearby). */
  | { tab: 'nearby'; list: NearbyList; sublist: NearbyList }
  | {
      tab: 'places';
      list: 'attractions' | 'cuisines' | 'souvenirs' | 'accommodation';
      sublist: PlaceSublist;
    };

export interface SearchParams {
  type?: string | undefined;
  bridge?: string | undefined;
  value?: string | undefined;
}

const ID = /^[1-9]\d{0,8}$/;

function categoryOf(value: string | undefined): number | undefined {
  return value !== undefined && ID.test(value) ? Number(value) : undefined;
}

function quarterOf(value: string | undefined): EventQuarter | undefined {
  return EVENT_QUARTERS.find((quarter) => String(quarter) === value);
}

function isSublist(value: string | undefined): value is PlaceSublist {
  return (PLACE_SUBLISTS as readonly (string | undefined)[]).includes(value);
}

function attractionsRoute({ bridge, value }: SearchParams): SearchRoute | undefined {
  // search/attractions/detail/{id} is the attraction overlay's own path: the list lies under it.
  if (bridge === undefined || bridge === 'detail')
    return { tab: 'attractions', list: 'attractions' };
  if (bridge !== 'category') return undefined;
  const category = categoryOf(value);
  if (value !== undefined && category === undefined) return undefined;
  return category === undefined
    ? { tab: 'attractions', list: 'attractions' }
    : { tab: 'attractions', list: 'attractions', category };
}

function toursRoute({ bridge, value }: SearchParams): SearchRoute | undefined {
  if (bridge === undefined || (bridge === 'category' && (value === undefined || value === 'all')))
    return { tab: 'tours', list: 'tours' };
  const category = bridge === 'category' ? categoryOf(value) : undefined;
  return category === undefined ? undefined : { tab: 'tours', list: 'tours', category };
}

function eventsRoute({ bridge, value }: SearchParams): SearchRoute | undefined {
  if (bridge === undefined) return { tab: 'events', list: 'events' };
  const quarter = bridge === 'quarter' ? quarterOf(value) : undefined;
  return quarter === undefined ? undefined : { tab: 'events', list: 'events', quarter };
}

function placesRoute({ bridge, value }: SearchParams): SearchRoute | undefined {
  const sublist = bridge ?? 'cuisines';
  if (!isSublist(sublist) || value !== undefined) return undefined;
  return { tab: 'places', list: sublist, sublist };
}

function nearbyRoute({ bridge, value }: SearchParams): SearchRoute | undefined {
  const list = bridge ?? 'attractions';
  if (!isNearbyList(list) || value !== undefined) return undefined;
  return { tab: 'nearby', list, sublist: list };
}

/**
 * The list a route of the search area shows (/{lang}/search/{type}/{bridge}/{value}), or
 * undefined for a route that names none. The landing (no type) shows the attractions.
 */
export function searchRouteOf(params: SearchParams): SearchRoute | undefined {
  switch (params.type) {
    case undefined:
      return { tab: 'attractions', list: 'attractions' };
    case 'attractions':
      return attractionsRoute(params);
    case 'tours':
      return toursRoute(params);
    case 'events':
      return eventsRoute(params);
    case 'coupon':
      return params.bridge === undefined ? { tab: 'coupons', list: 'coupons' } : undefined;
    case 'places':
      return placesRoute(params);
    case 'nearby':
      return nearbyRoute(params);
    default:
      return undefined;
  }
}

/** The first list of each tab, where its link goes. */
export function tabPath(lang: ContentLang, tab: SearchTab): string {
  switch (tab) {
    case 'attractions':
      return attractionsListPath(lang);
    case 'events':
      return eventsListPath(lang);
    case 'tours':
      return toursListPath(lang);
    case 'places':
      return placesListPath(lang);
    case 'nearby':
      return nearbyListPath(lang);
    case 'coupons':
      return couponsListPath(lang);
  }
}

/** The category links of a list (attractions 11–17, tours 611–616 and 20675); all is undefined. */
export function categoryPath(
  lang: ContentLang,
  tab: 'attractions' | 'tours',
  category: number | undefined,
): string {
  return tab === 'attractions'
    ? attractionsListPath(lang, category)
    : toursListPath(lang, category ?? 'all');
}
