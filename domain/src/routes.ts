/**
 * Route shapes of requirements §2: path builders and the query parameters that open the
 * full-screen detail overlays. Paths are router paths (`/en/search/coupon`), inside the
 * hash and below the `/pwa/` base, which the router adds.
 */
import { type ContentLang, langOfSegment } from './rules/language';

/** The app is served, and routed by hash, under this base path. */
export const PWA_BASE_PATH = '/pwa/';

/** Overlay query parameters in the order of the requirements §2 table, which is also the order of precedence. */
export const OVERLAY_KINDS = [
  'tour',
  'coupon',
  'event',
  'attraction',
  'shop',
  'accommodation',
  'static',
  'guide',
] as const;
export type OverlayKind = (typeof OVERLAY_KINDS)[number];

/** `static={name}&type={type}`: the type says which endpoint serves the page (requirements §7). */
export const STATIC_PAGE_TYPES = [
  'region',
  'static',
  'travel',
  'greenisland',
  'collection',
] as const;
export type StaticPageType = (typeof STATIC_PAGE_TYPES)[number];
export const STATIC_TYPE_PARAM = 'type';

type IdOverlayKind = Exclude<OverlayKind, 'static'>;

/** The overlay a URL opens: one variant per kind, so `kind` narrows the fields. */
export type Overlay =
  | { [K in IdOverlayKind]: { kind: K; id: string } }[IdOverlayKind]
  | { kind: 'static'; name: string; type: StaticPageType };

export type SearchParamsInput = URLSearchParams | Readonly<Record<string, string | undefined>>;

/** A query parameter's value; an empty one counts as absent. */
export function paramOf(params: SearchParamsInput, name: string): string | undefined {
  const value =
    params instanceof URLSearchParams
      ? params.get(name)
      : Object.hasOwn(params, name)
        ? params[name]
        : undefined;
  return value === null || value === undefined || value === '' ? undefined : value;
}

function isStaticPageType(value: string | undefined): value is StaticPageType {
  return (STATIC_PAGE_TYPES as readonly (string | undefined)[]).includes(value);
}

const ATTRACTION_DETAIL_SEGMENTS = ['search', 'attractions', 'detail'] as const;

function safeDecode(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

/** The id in `/{lang}/search/attractions/detail/{value}`, the attraction overlay's own path. */
export function attractionIdOfPath(path: string): string | undefined {
  const segments = (path.split(/[?#]/)[0] ?? '').split('/').filter((part) => part !== '');
  const first = segments[0];
  if (first !== undefined && langOfSegment(first) !== undefined) segments.shift();
  if (segments.length !== ATTRACTION_DETAIL_SEGMENTS.length + 1) return undefined;
  if (!ATTRACTION_DETAIL_SEGMENTS.every((segment, index) => segments[index] === segment))
    return undefined;
  const value = segments[ATTRACTION_DETAIL_SEGMENTS.length];
  return value === undefined ? undefined : safeDecode(value);
}

function overlayOfKind(
  kind: OverlayKind,
  params: SearchParamsInput,
  path: string,
): Overlay | undefined {
  const value = paramOf(params, kind);
  if (kind === 'static') {
    const type = paramOf(params, STATIC_TYPE_PARAM);
    return value !== undefined && isStaticPageType(type) ? { kind, name: value, type } : undefined;
  }
  const id = kind === 'attraction' ? (value ?? attractionIdOfPath(path)) : value;
  return id === undefined ? undefined : { kind, id };
}

/**
 * The overlay a route opens, or undefined. An empty value opens nothing, and a static
 * page needs a known type. When a URL names several, the first in OVERLAY_KINDS wins.
 */
export function overlayOfSearch(params: SearchParamsInput, path: string): Overlay | undefined {
  for (const kind of OVERLAY_KINDS) {
    const overlay = overlayOfKind(kind, params, path);
    if (overlay) return overlay;
  }
  return undefined;
}

/** The query (without `?`) that opens an overlay over the current route. */
export function overlayQuery(overlay: Overlay): string {
  const entries: [string, string][] =
    overlay.kind === 'static'
      ? [
          ['static', overlay.name],
          [STATIC_TYPE_PARAM, overlay.type],
        ]
      : [[overlay.kind, overlay.id]];
  return new URLSearchParams(entries).toString();
}

/** For a collection page, `static=description` shows the campaign description; any other name the exchange instructions. */
export function collectionPageShows(name: string): 'description' | 'exchange-instructions' {
  return name === 'description' ? 'description' : 'exchange-instructions';
}

export type ArticleTarget = { to: string } | { href: string } | undefined;

/**
 * Where an update, a banner or a question's answer leads: an app path (written without the
 * language, as `/search/tours/category/613` or `/?static=ferry&type=greenisland`) becomes a
 * route in the current language; an https address stays external. A path that only opens an
 * overlay (`/?…`) opens it over `overlayOver` when given, so the visitor stays where they are.
 */
export function articleTarget(
  href: string | undefined,
  lang: ContentLang,
  overlayOver?: string,
): ArticleTarget {
  if (href === undefined || href === '') return undefined;
  if (href.startsWith('https://')) return { href };
  if (overlayOver !== undefined && href.startsWith('/?'))
    return { to: `${overlayOver}${href.slice(1)}` };
  return { to: `/${lang}${href}` };
}

export const homePath = (lang: ContentLang): string => `/${lang}/`;
/** The search area's landing, which shows the attractions list. */
export const searchPath = (lang: ContentLang): string => `/${lang}/search/`;
/** The attractions list, or one category of it (requirements §2: 11 to 17). */
export const attractionsListPath = (lang: ContentLang, category?: string | number): string =>
  category === undefined
    ? `/${lang}/search/attractions/`
    : `/${lang}/search/attractions/category/${encodeURIComponent(category)}`;
export const attractionDetailPath = (lang: ContentLang, id: string | number): string =>
  `/${lang}/search/attractions/detail/${encodeURIComponent(id)}`;
export const toursListPath = (lang: ContentLang, category: string | number = 'all'): string =>
  `/${lang}/search/tours/category/${encodeURIComponent(category)}`;
export const couponsListPath = (lang: ContentLang): string => `/${lang}/search/coupon`;
/** requirements §9: annual events by quarter, 1 (January to March) to 4 (October to December). */
export const EVENT_QUARTERS = [1, 2, 3, 4] as const;
export type EventQuarter = (typeof EVENT_QUARTERS)[number];
/** The events list, or the events of one quarter. */
export const eventsListPath = (lang: ContentLang, quarter?: EventQuarter): string =>
  quarter === undefined ? `/${lang}/search/events` : `/${lang}/search/events/quarter/${quarter}`;
/**
 * Food, accommodation and shopping (requirements §2 Other sections): one list of the search area
 * with four sub-lists, the first of them the attractions again.
 */
export const PLACE_SUBLISTS = ['attractions', 'cuisines', 'souvenirs', 'accommodation'] as const;
export type PlaceSublist = (typeof PLACE_SUBLISTS)[number];
export const placesListPath = (lang: ContentLang, sublist: PlaceSublist = 'cuisines'): string =>
  `/${lang}/search/places/${sublist}`;
export const guidePath = (lang: ContentLang): string => `/${lang}/guide`;
/** requirements §2 "Search area, flights": the Transport page, a card per way of travel. */
export const flightsPath = (lang: ContentLang): string => `/${lang}/search/airplane/`;
/** A way of travel's own screen under the Transport page (docs/transport.md). */
export const transportModePath = (
  lang: ContentLang,
  mode: 'flights' | 'ferries' | 'trains' | 'buses',
): string => `${flightsPath(lang)}${mode}`;

/** The Live tab (requirements §2 bottom navigation), and one of its webcams' pages. */
export const liveTabPath = (lang: ContentLang): string => `/${lang}/live-camera/`;
export const liveCameraPath = (lang: ContentLang, id: number): string =>
  `/${lang}/live-camera/${id}`;
/**
 * "My Favorites" (requirements §2 Other sections, reached from the menu): the spec names no
 * path for it, so it has a plain one under the language.
 */
export const favouritesPath = (lang: ContentLang): string => `/${lang}/favourites`;
/**
 * The member area (requirements §1 "A member area exists", reached from the menu beside My
 * Favorites): the spec names no path for it either (docs/members.md).
 */
export const memberPath = (lang: ContentLang): string => `/${lang}/member`;
/** requirements §2: the game exists only as a placeholder, and only in zh-tw. */
export const GAME_PATH = '/zh-tw/game';

/**
 * The map panel (requirements §2 Map panel) opens over any route while `map` names a layer, so
 * Back closes it and a shared link opens the same view: `map={layer}` (a facility kind, `spots`
 * for attractions, or `trip` for the tour overlay's trip map), `at={lat},{lng}` the centre
 * searched (absent: the visitor's position), `focus={marker id}` the marker whose popup is open,
 * `day={n}` the trip map's day tab, counting from 1.
 */
export const MAP_PARAMS = { layer: 'map', at: 'at', focus: 'focus', day: 'day' } as const;
