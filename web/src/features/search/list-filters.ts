import type { ContentLang } from '@ecg/domain/rules/language';
import { isTownshipCode, KEYWORD_MAX_LENGTH } from '@ecg/domain/rules/list-filters';
import { REGION_ID, regionOfArea, type AreaId, type RegionId } from '@ecg/domain/rules/regions';

/**
 * The filters of a list other than its route's category or quarter. They live in the query
 * string, so a filtered list is deep-linkable and survives a reload. Their names never clash
 * with the overlay parameters (tour, coupon, event, attraction, shop, accommodation, static,
 * type, guide, gid, pid).
 */
export const FILTER_NAMES = ['q', 'region', 'township', 'tag', 'past'] as const;
export type FilterName = (typeof FILTER_NAMES)[number];

export interface ListFilters {
  q?: string;
  region?: RegionId;
  township?: string;
  tag?: number;
  /** Events: list those that have ended too (requirements §9), as the API's query text. */
  past?: 'true';
}

const REGION_IDS: readonly number[] = Object.values(REGION_ID);
const ID = /^[1-9]\d{0,8}$/;

function keywordOf(text: string | null): string | undefined {
  const keyword = text?.trim().slice(0, KEYWORD_MAX_LENGTH).trim();
  return keyword === undefined || keyword === '' ? undefined : keyword;
}

function regionOf(text: string | null): RegionId | undefined {
  const value = Number(text);
  return text !== null && REGION_IDS.includes(value) ? (value as RegionId) : undefined;
}

/**
 * The filters a list accepts, read from its query string. A value the API would refuse (a
 * region that is not 1–3, a township that is no 8-digit code) is left out, not sent.
 */
export function filtersOf(
  search: URLSearchParams,
  accepted: readonly FilterName[] = FILTER_NAMES,
): ListFilters {
  const filters: ListFilters = {};
  const q = keywordOf(search.get('q'));
  const region = regionOf(search.get('region'));
  const township = search.get('township') ?? '';
  const tag = search.get('tag') ?? '';
  if (accepted.includes('q') && q !== undefined) filters.q = q;
  if (accepted.includes('region') && region !== undefined) filters.region = region;
  if (accepted.includes('township') && isTownshipCode(township)) filters.township = township;
  if (accepted.includes('tag') && ID.test(tag)) filters.tag = Number(tag);
  if (accepted.includes('past') && search.get('past') === 'true') filters.past = 'true';
  return filters;
}

/** The query string of some filters, in a fixed order, `?`-prefixed, or empty for none. */
export function filtersSearch(filters: ListFilters): string {
  const params = new URLSearchParams();
  for (const name of FILTER_NAMES) {
    const value = filters[name];
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  const query = params.toString();
  return query === '' ? '' : `?${query}`;
}

/** The filters with some changed; an undefined value removes that filter. */
export function withFilters(
  filters: ListFilters,
  changes: { [K in FilterName]?: ListFilters[K] | undefined },
): ListFilters {
  const next: Record<string, unknown> = { ...filters };
  for (const [name, value] of Object.entries(changes)) {
    if (value === undefined) delete next[name];
    else next[name] = value;
  }
  return next as ListFilters;
}

/** A region change keeps the township only if it lies in the new region. */
export function withRegion<T extends { id: number; areaId: AreaId }>(
  filters: ListFilters,
  region: RegionId | undefined,
  townships: readonly T[],
): ListFilters {
  const township = townships.find((entry) => String(entry.id) === filters.township);
  const keep = region === undefined || (township && regionOfArea(township.areaId) === region);
  return withFilters(filters, { region, ...(keep ? {} : { township: undefined }) });
}

/** The townships to offer: those of the chosen region, or all. */
export function townshipsOfRegion<T extends { areaId: AreaId }>(
  townships: readonly T[],
  region: RegionId | undefined,
): T[] {
  return region === undefined
    ? [...townships]
    : townships.filter((township) => regionOfArea(township.areaId) === region);
}

/** A township's name in the content language. */
export function townshipName(
  township: { name: string; enName: string; jaName: string },
  lang: ContentLang,
): string {
  if (lang === 'en') return township.enName;
  if (lang === 'ja') return township.jaName;
  return township.name;
}
