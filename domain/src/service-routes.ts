import type { ContentLang } from './rules/language';

/*
 * The paths of the service area's weather and tides pages, apart from routes.ts: the first
 * screen loads routes.ts, and only the service area needs these.
 */

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
 * A form of the service area (requirements §2 Service: survey, reports, suggestions,
 * reservations…), at /{lang}/service/{type}; the hub lists those that exist.
 */
export const serviceFormPath = (lang: ContentLang, type: string): string =>
  `/${lang}/service/${encodeURIComponent(type)}`;
