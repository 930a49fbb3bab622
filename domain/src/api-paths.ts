import { localizeApiPath, type ContentLang } from './rules/language';

/**
 * The paths of our API (SPEC §7), written with zh-tw as the spec writes them; the current
 * language takes its place (apiPath). Lists are GET with query filters so they can be cached;
 * details are POST with a JSON body {id}, as the spec's calls are.
 */
export const API_PATHS = {
  attractions: '/zh-tw/opendata/attractions',
  attractionDetail: '/zh-tw/opendata/attractions/detail',
  shops: '/zh-tw/opendata/shops',
  shopDetail: '/zh-tw/opendata/shops/detail',
  accommodations: '/zh-tw/opendata/accommodations',
  accommodationDetail: '/zh-tw/opendata/accommodations/detail',
  activities: '/zh-tw/opendata/activities',
  recentEvents: '/zh-tw/opendata/activities/recent',
  tours: '/zh-tw/opendata/tours',
  tourDetail: '/zh-tw/opendata/tours/detail',
  notices: '/zh-tw/opendata/notices',
  regions: '/zh-tw/opendata/regions',
  townships: '/zh-tw/opendata/townships',
  categories: '/zh-tw/opendata/categories',
} as const;

export type ApiPathName = keyof typeof API_PATHS;

export function apiPath(name: ApiPathName, lang: ContentLang): string {
  return localizeApiPath(API_PATHS[name], lang);
}

/** The same path as a route pattern for the server, the language a parameter. */
export function apiRoute(name: ApiPathName): string {
  return API_PATHS[name].replace(/^\/zh-tw\//, '/:lang/');
}
