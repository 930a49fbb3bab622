import type { ContentLang } from './rules/language';

/*
 * The paths of the service area's weather and tides pages, apart from routes.ts: the first
 * screen loads routes.ts, and only the service area needs these.
 */

/** The service hub, /{lang}/service/, where every service page leads back to. */
export const serviceHubPath = (lang: ContentLang): string => `/${lang}/service/`;

/**
 * The service area's weather and tides pages (requirements §2 Service: weather, tides): the
 * visitor's own position, or a township chosen by its zipcode.
 */
export const SERVICE_CONDITIONS_PAGES = ['weather', 'tides'] as const;
export type ServiceConditionsPage = (typeof SERVICE_CONDITIONS_PAGES)[number];
export const serviceConditionsPath = (
  lang: ContentLang,
  page: ServiceConditionsPage,
  zipcode?: number,
): string => `/${lang}/service/${page}${zipcode === undefined ? '' : `/${zipcode}`}`;

/** The zipcode a weather or tides page names, when its segment is three digits. */
export function zipcodeOfSegment(segment: string | undefined): number | undefined {
  return segment !== undefined && /^\d{3}$/.test(segment) ? Number(segment) : undefined;
}

/**
 * The service area's forms (requirements §2 Service), each at /{lang}/service/{form},
 * with the spec's longer shape /{lang}/service/{form}/{bridge}/{value} for what follows a form:
 * `track/{number}` for a sent report or suggestion, a tour's booking, a survey by its id.
 */
export const SERVICE_FORMS = [
  'survey',
  'lost-property',
  'repair',
  'suggestion',
  'reservation',
  'publication',
] as const;
export type ServiceForm = (typeof SERVICE_FORMS)[number];

export const serviceFormPath = (
  lang: ContentLang,
  form: ServiceForm,
  bridge?: string,
  value?: string | number,
): string =>
  `/${lang}/service/${form}${bridge === undefined ? '' : `/${bridge}`}${
    value === undefined ? '' : `/${encodeURIComponent(String(value))}`
  }`;

/**
 * The page that follows what a visitor sent (a report's status, a suggestion's reply): its
 * number in the path, its secret in the route's query, which stays in the page's hash and so
 * never reaches a server, a log or a Referer header.
 */
export const SECRET_PARAM = 'secret';
export const trackingPath = (
  lang: ContentLang,
  form: ServiceForm,
  number: string,
  secret?: string,
): string =>
  `${serviceFormPath(lang, form, 'track', number)}${
    secret === undefined ? '' : `?${SECRET_PARAM}=${encodeURIComponent(secret)}`
  }`;
