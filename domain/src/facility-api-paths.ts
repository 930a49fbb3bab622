/**
 * The facility calls' paths (requirements §7), apart from api-paths.ts: the first screen reads
 * that file, and these calls are made only by the map and the nearby buttons, fetched later.
 */
import { FACILITY_PATH_SEGMENTS, type FacilityKind } from './rules/facilities';
import { localizeApiPath, type ContentLang } from './rules/language';

/**
 * A facility call (requirements §7): `/{lang}/opendata/toilet`, `…/convenience-store`,
 * `…/gas-station`, `…/nearbybusstops` and the same shape for the other kinds. Not in API_PATHS:
 * its query is a visitor's position, so no shared cache and not the service worker may keep it
 * (docs/writes.md); the app's own query cache does.
 */
export function facilityApiPath(kind: FacilityKind, lang: ContentLang): string {
  return localizeApiPath(`/zh-tw/opendata/${FACILITY_PATH_SEGMENTS[kind]}`, lang);
}

export function facilityApiRoute(kind: FacilityKind): string {
  return `/:lang/opendata/${FACILITY_PATH_SEGMENTS[kind]}`;
}
