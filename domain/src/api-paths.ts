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
  tags: '/zh-tw/opendata/tags',
  coupons: '/zh-tw/opendata/coupons',
  recentCoupon: '/zh-tw/opendata/coupons/recent',
  tourGuides: '/zh-tw/opendata/tour-guides',
  tourGuideDetail: '/zh-tw/opendata/tour-guides/detail',
  galleries: '/zh-tw/opendata/galleries',
  videos: '/zh-tw/opendata/videos',
  news: '/zh-tw/opendata/news',
  banner: '/zh-tw/opendata/banner',
  marquee: '/zh-tw/opendata/marquee',
  publications: '/zh-tw/opendata/publications',
  faqs: '/zh-tw/opendata/faqs',
  links: '/zh-tw/opendata/links',
  glossaries: '/zh-tw/opendata/glossaries',
  visitorCenter: '/zh-tw/opendata/visitor-center',
  tribalTourism: '/zh-tw/opendata/tribal-tourism',
  waterRecreation: '/zh-tw/opendata/water-recreation-activities-industry',
  liveCamera: '/zh-tw/opendata/LiveCamera',
  regionDetail: '/zh-tw/opendata/region-detail',
  regionPage: '/zh-tw/opendata/regions/page',
  staticPage: '/zh-tw/opendata/staticpage',
  greenIslandPage: '/greenisland/zh-tw/opendata/staticpage',
  campaignStatus: '/zh-tw/opendata/campaign/status',
  weather: '/zh-tw/opendata/WeatherForecast',
  /** SPEC §7 "parking data endpoint", named in the content API's list of paths (§7). */
  parking: '/zh-tw/opendata/Neocooler-Parking-Availability',
  scenicAreaFlow: '/zh-tw/opendata/Iisi-Scenic-Area-Flow',
} as const;

export type ApiPathName = keyof typeof API_PATHS;

export function apiPath(name: ApiPathName, lang: ContentLang): string {
  return localizeApiPath(API_PATHS[name], lang);
}

/** The same path as a route pattern for the server, the language a parameter. */
export function apiRoute(name: ApiPathName): string {
  return API_PATHS[name].replace('/zh-tw/', '/:lang/');
}

/**
 * Static pages (type static) are files named by page and language, as a CDN would serve them:
 * /static-api/page/{name}-{lang}.json.
 */
export const STATIC_API_PAGE_PREFIX = '/static-api/page/';

export function staticApiPagePath(name: string, lang: ContentLang): string {
  return `${STATIC_API_PAGE_PREFIX}${name}-${lang}.json`;
}
