import { EARTH_RADIUS_KM, haversineKm, type LatLng } from '@ecg/domain/rules/distance';
import type { FacilityKind } from '@ecg/domain/rules/facilities';
import type { ContentLang } from '@ecg/domain/rules/language';
import { sql } from 'kysely';
import type { Store } from './database';
import { LANG_COLUMN_SUFFIX } from './schema';

/** A facility near the centre, its texts in the asked language (Chinese where it has none). */
export interface NearbyFacility {
  id: string;
  kind: FacilityKind;
  name: string;
  lat: number;
  lng: number;
  /** From the centre, in whole metres, rounded down as distances are shown (requirements §5). */
  distance: number;
  address: string | null;
  tel: string | null;
  source: string;
  /** Bus stops: the names of the routes serving the stop. */
  routes: string[];
}

export interface FacilitySourceRow {
  id: string;
  name: string;
  publisher: string;
  licence: string;
  attribution: string;
  date: string;
}

export interface NearbyFacilities {
  items: NearbyFacility[];
  /** How many lie within the radius, before the limit. */
  total: number;
  /** How many of the kind we hold anywhere: 0 is a layer with no open data yet. */
  held: number;
  sources: FacilitySourceRow[];
}

export interface NearbyQuery {
  kind: FacilityKind;
  centre: LatLng;
  radiusMetres: number;
  limit: number;
  lang: ContentLang;
}

const DEGREES_PER_RADIAN = 180 / Math.PI;

/**
 * The box of latitude and longitude around a circle on the sphere of the distance rule: every
 * point within the radius lies in it, so narrowing by it in SQL loses none. Near a pole the
 * circle spans every longitude.
 */
export function boxAround({ lat, lng }: LatLng, radiusKm: number) {
  const angle = radiusKm / EARTH_RADIUS_KM;
  const latSpan = angle * DEGREES_PER_RADIAN;
  const ratio = Math.sin(angle) / Math.cos(lat / DEGREES_PER_RADIAN);
  const lngSpan = ratio >= 1 ? 180 : Math.asin(ratio) * DEGREES_PER_RADIAN;
  return {
    south: lat - latSpan,
    north: lat + latSpan,
    west: lng - lngSpan,
    east: lng + lngSpan,
  };
}

type Names = { zh: string; en?: string; ja?: string };
const routeNames = (json: string | null, suffix: 'zh' | 'en' | 'ja') =>
  json ? (JSON.parse(json) as Names[]).map((names) => names[suffix] ?? names.zh) : [];

export function facilityRepository(store: Store) {
  async function kindSummary(kind: FacilityKind, lang: ContentLang) {
    const counts = await store
      .selectFrom('facility')
      .select(['source_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('kind', '=', kind)
      .groupBy('source_id')
      .execute();
    if (counts.length === 0) return { held: 0, sources: [] };
    const suffix = LANG_COLUMN_SUFFIX[lang];
    const sources = await store
      .selectFrom('facility_source')
      .select([
        'id',
        sql<string>`coalesce(${sql.ref(`name_${suffix}`)}, name_zh)`.as('name'),
        'publisher',
        'licence',
        'attribution',
        'date',
      ])
      .where(
        'id',
        'in',
        counts.map((count) => count.source_id),
      )
      .orderBy('id')
      .execute();
    return { held: counts.reduce((sum, count) => sum + Number(count.n), 0), sources };
  }

  return {
    /** The facilities of a kind within the radius of the centre, nearest first. */
    async nearby({
      kind,
      centre,
      radiusMetres,
      limit,
      lang,
    }: NearbyQuery): Promise<NearbyFacilities> {
      const suffix = LANG_COLUMN_SUFFIX[lang];
      const radiusKm = radiusMetres / 1000;
      const box = boxAround(centre, radiusKm);
      const rows = await store
        .selectFrom('facility')
        .select([
          'id',
          'kind',
          'lat',
          'lng',
          'tel',
          'source_id',
          'routes',
          sql<string>`coalesce(${sql.ref(`name_${suffix}`)}, name_zh)`.as('name'),
          sql<string | null>`coalesce(${sql.ref(`address_${suffix}`)}, address_zh)`.as('address'),
        ])
        .where('kind', '=', kind)
        .where('lat', '>=', box.south)
        .where('lat', '<=', box.north)
        .where('lng', '>=', box.west)
        .where('lng', '<=', box.east)
        .execute();
      // The box holds the circle and its corners; the exact distance keeps the circle.
      const within = rows
        .map((row) => ({ row, km: haversineKm(centre, row) }))
        .filter(({ km }) => km <= radiusKm)
        .sort((a, b) => a.km - b.km || (a.row.id < b.row.id ? -1 : 1));
      const items = within.slice(0, limit).map(({ row, km }) => ({
        id: row.id,
        kind: row.kind,
        name: row.name,
        lat: row.lat,
        lng: row.lng,
        distance: Math.floor(km * 1000),
        address: row.address,
        tel: row.tel,
        source: row.source_id,
        routes: routeNames(row.routes, suffix),
      }));
      return { items, total: within.length, ...(await kindSummary(kind, lang)) };
    },
  };
}

export type FacilityRepository = ReturnType<typeof facilityRepository>;
