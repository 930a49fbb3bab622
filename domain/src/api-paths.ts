import { CONTENT_LANGS, localizeApiPath, type ContentLang } from './rules/language';

/**
 * The paths of our API (requirements §7), written with zh-tw as the spec writes them; the current
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
  /** requirements §7 "parking data endpoint", named in the content API's list of paths (§7). */
  parking: '/zh-tw/opendata/Neocooler-Parking-Availability',
  scenicAreaFlow: '/zh-tw/opendata/Iisi-Scenic-Area-Flow',
  /** Sun and moon times of the coming days (GET), and today's sunrise and moonrise (POST). */
  sunTimes: '/zh-tw/opendata/suntime',
  moonTimes: '/zh-tw/opendata/moontime',
  sunrise: '/zh-tw/opendata/sunrise',
  moonrise: '/zh-tw/opendata/moonrise',
  uv: '/zh-tw/opendata/UV',
  aqi: '/zh-tw/opendata/aqi',
  /** Tides, the sea stations' observations (海象, "Walrus") and the sea-area forecast (Swell). */
  tidal: '/zh-tw/opendata/Tidal',
  walrus: '/zh-tw/opendata/Walrus',
  swell: '/zh-tw/opendata/Swell',
  /** Whether the boats to Green Island and Orchid Island are likely to sail (an estimate). */
  crossingOutlook: '/zh-tw/opendata/crossing-outlook',
  /** The Highway Bureau's cameras on 台9, by section (docs/api.md, Live data). */
  highwayCameras: '/zh-tw/opendata/highway-cameras',
  /** A bus stop's next buses, from TDX's estimates (docs/api.md, Live data). */
  busArrivals: '/zh-tw/opendata/bus-arrivals',
  /** The region's bus service alerts in force (docs/api.md, Live data). */
  busAlerts: '/zh-tw/opendata/bus-alerts',
  /** A bus route's trips today, at a stop or from its first (docs/api.md, Live data). */
  busTimetable: '/zh-tw/opendata/bus-timetable',
  /** Where a bus route's buses are now, with its path and stops (docs/api.md, Live data). */
  busPositions: '/zh-tw/opendata/bus-positions',
  /** The sailings between Fugang and the islands, today's and a month's (docs/api.md, Live data). */
  ferries: '/zh-tw/opendata/ferries',
  /** The region's TRA stations, and the trains between two of them (docs/api.md, Trains). */
  trainStations: '/zh-tw/opendata/train-stations',
  trains: '/zh-tw/opendata/trains',
  /** An airport's board today, the east airports' day, and the month's timetable (docs/api.md). */
  flights: '/zh-tw/opendata/flights',
  flightsToday: '/zh-tw/opendata/flights/today',
  flightSchedule: '/zh-tw/opendata/flights/schedule',
  /** The map's own basemap: land, county and township lines and names (docs/map.md). */
  basemap: '/zh-tw/opendata/basemap',
  /** The tile server, its attribution and maximum zoom, as the deployment configures them. */
  mapSettings: '/zh-tw/opendata/map-settings',
  /** How many points of each facility kind the server holds in the region: the layers to offer. */
  facilityKinds: '/zh-tw/opendata/facility-kinds',
  // The service area's calls (requirements §7): what visitors send and what answers them.
  /** The visitor surveys and their questions; a form token; the answers (one per token). */
  surveys: '/zh-tw/opendata/surveys',
  surveyToken: '/zh-tw/opendata/token',
  surveyHandler: '/zh-tw/opendata/surveyhandler',
  /** GET: the found items the area holds; POST: a report of a lost item. */
  lostProperty: '/zh-tw/opendata/lost-property',
  /** Repair reports: their categories, the report, and its status and result by its secret. */
  faultRepairInformation: '/zh-tw/opendata/fault-repair-information',
  faultRepair: '/zh-tw/opendata/fault-repair',
  trackFaultRepair: '/zh-tw/opendata/track-fault-repair',
  faultRepairResult: '/zh-tw/opendata/fault-repair-result',
  /** Suggestions: their topics, sending one, and following its reply by number and code. */
  opinion: '/zh-tw/opendata/opinion',
  suggest: '/zh-tw/opendata/suggest',
  verifyOpinion: '/zh-tw/opendata/verify-opinion',
  checkOpinion: '/zh-tw/opendata/check-opinion',
  /** Guided tours of the visitor centres: on offer, their batches, booking, and a booking. */
  reservation: '/zh-tw/opendata/reservation',
  echelon: '/zh-tw/opendata/echelon',
  reservate: '/zh-tw/opendata/reservate',
  application: '/zh-tw/opendata/application',
  /** A booking cancelled by the visitor, with its number and secret (gives its places back). */
  cancelReservation: '/zh-tw/opendata/application/cancel',
  narratorReservationInformation: '/zh-tw/opendata/narrator-reservation-information',
  reservateNarrator: '/zh-tw/opendata/reservate-narrator',
  /** Printed publications a visitor may ask to be sent, and the request. */
  publicationApplyInformation: '/zh-tw/opendata/publication-apply-information',
  applyPublication: '/zh-tw/opendata/apply-publication',
  /**
   * The last four content paths of requirements §7 (travel reports, travellers' diaries, open
   * applications, Instagram posts): no source publishes them, so each answers an empty list that
   * says why (requirements §7, our decision).
   */
  reports: '/zh-tw/opendata/reports',
  diary: '/zh-tw/opendata/Diary',
  apply: '/zh-tw/opendata/apply',
  instagram: '/zh-tw/opendata/instagram',
} as const;

export type ApiPathName = keyof typeof API_PATHS;

/**
 * The header of every write; the app makes the key when the form is saved, before any send
 * (contracts/forms.ts checks its value). Here, free of zod, for the service worker's outbox,
 * which would otherwise build every contract at each start.
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

/**
 * What each call is, which decides who may keep its answer (docs/writes.md):
 * - `content`: read-only and idempotent, the same answer for every visitor, changing only when
 *   the content is re-seeded. Kept by the service worker for offline reading.
 * - `live`: the same for every visitor but changing by the minute (weather, parking, flow):
 *   never kept by the service worker; the app's own query cache holds the last one seen.
 * - `visitor`: the service area's calls (docs/writes.md): what a visitor sends, what
 *   answers one visitor (a tracking page, a booking), and the lists that the operators change at
 *   any moment (places left in a batch, found items). Never kept by the service worker; the
 *   server says per route which public lists a shared cache may keep for a minute.
 * The member calls, kept by no cache at all, are apart in member-api-paths.ts.
 */
export type ApiCallKind = 'content' | 'live' | 'visitor';

export const API_CALL_KINDS: Readonly<Record<ApiPathName, ApiCallKind>> = {
  attractions: 'content',
  attractionDetail: 'content',
  shops: 'content',
  shopDetail: 'content',
  accommodations: 'content',
  accommodationDetail: 'content',
  activities: 'content',
  recentEvents: 'content',
  tours: 'content',
  tourDetail: 'content',
  // Kept by the worker so the editorial notices read offline, though CWA's warnings change by
  // the minute: the network answers first (a kept answer only offline or after 4 s), the server
  // lets no cache keep it past a minute or a warning's end, and the app drops any warning past
  // its `expires`, also from a kept answer.
  notices: 'content',
  regions: 'content',
  townships: 'content',
  categories: 'content',
  tags: 'content',
  coupons: 'content',
  recentCoupon: 'content',
  tourGuides: 'content',
  tourGuideDetail: 'content',
  galleries: 'content',
  videos: 'content',
  news: 'content',
  banner: 'content',
  marquee: 'content',
  publications: 'content',
  faqs: 'content',
  links: 'content',
  glossaries: 'content',
  visitorCenter: 'content',
  tribalTourism: 'content',
  waterRecreation: 'content',
  // The list of webcams and where they stand, not their pictures.
  liveCamera: 'content',
  regionDetail: 'content',
  regionPage: 'content',
  staticPage: 'content',
  greenIslandPage: 'content',
  // Operators change the campaign from the console at any moment (docs/campaigns.md): like the
  // notices, the server reads it on every request and lets a shared cache keep it a minute at
  // most; the worker answers from the network first. Nothing in it is tied to a member.
  campaignStatus: 'content',
  weather: 'live',
  parking: 'live',
  scenicAreaFlow: 'live',
  sunTimes: 'live',
  moonTimes: 'live',
  sunrise: 'live',
  moonrise: 'live',
  uv: 'live',
  aqi: 'live',
  tidal: 'live',
  walrus: 'live',
  swell: 'live',
  crossingOutlook: 'live',
  highwayCameras: 'live',
  busArrivals: 'live',
  busAlerts: 'live',
  busTimetable: 'live',
  busPositions: 'live',
  ferries: 'live',
  trainStations: 'content',
  trains: 'live',
  flights: 'live',
  flightsToday: 'live',
  flightSchedule: 'live',
  basemap: 'content',
  mapSettings: 'content',
  facilityKinds: 'content',
  surveys: 'visitor',
  surveyToken: 'visitor',
  surveyHandler: 'visitor',
  lostProperty: 'visitor',
  faultRepairInformation: 'visitor',
  faultRepair: 'visitor',
  trackFaultRepair: 'visitor',
  faultRepairResult: 'visitor',
  opinion: 'visitor',
  suggest: 'visitor',
  verifyOpinion: 'visitor',
  checkOpinion: 'visitor',
  reservation: 'visitor',
  echelon: 'visitor',
  reservate: 'visitor',
  application: 'visitor',
  cancelReservation: 'visitor',
  narratorReservationInformation: 'visitor',
  reservateNarrator: 'visitor',
  publicationApplyInformation: 'visitor',
  applyPublication: 'visitor',
  reports: 'content',
  diary: 'content',
  apply: 'content',
  instagram: 'content',
};

/**
 * The params that are a visitor's secret: the code of a booking, of a repair report, of a
 * suggestion. They are sent in a POST's body and are never part of a query's key, which the
 * phone keeps with the answer (docs/security.md, What the phone keeps).
 */
export const SECRET_PARAMS: Readonly<Partial<Record<ApiPathName, readonly string[]>>> = {
  application: ['secret'],
  cancelReservation: ['secret'],
  trackFaultRepair: ['secret'],
  faultRepairResult: ['secret'],
  verifyOpinion: ['code'],
  checkOpinion: ['code'],
};

/** The calls whose answers may be kept for offline reading, in every content language. */
export function contentApiPaths(): string[] {
  return (Object.keys(API_CALL_KINDS) as ApiPathName[])
    .filter((name) => API_CALL_KINDS[name] === 'content')
    .flatMap((name) => CONTENT_LANGS.map((lang) => apiPath(name, lang)));
}

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
