import { EARTH_RADIUS_KM, haversineKm, type LatLng } from '@ecg/domain/rules/distance';
import { FACILITY_KINDS, type FacilityKind } from '@ecg/domain/rules/facilities';
import type { ContentLang } from '@ecg/domain/rules/language';
import type { Db } from '../core/database';
import { LANG_COLUMN_SUFFIX } from '../core/schema';

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
type Suffix = 'zh' | 'en' | 'ja';

/** A facility as the index keeps it: every language, so a search reads no row. */
interface Indexed {
  id: string;
  kind: FacilityKind;
  lat: number;
  lng: number;
  name: Names;
  address: Names | null;
  tel: string | null;
  source: string;
  routes: Names[];
}

/** The side of a cell of the index, in degrees: about 2 km, the size of a nearby search. */
const CELL = 0.02;
const cellOf = (degrees: number) => Math.floor(degrees / CELL);

const names = (zh: string | null, en: string | null, ja: string | null): Names | null =>
  zh === null ? null : { zh, ...(en ? { en } : {}), ...(ja ? { ja } : {}) };
const inLang = (text: Names, suffix: Suffix) => text[suffix] ?? text.zh;

/**
 * Each kind's facilities in a grid of cells, built from the table on the first search. The table
 * changes only when the store is seeded, which happens before the server starts (main.ts), so the
 * grid stays true for the life of the process, as the answer cache's entries do. A search reads
 * the cells its box covers: its cost follows what lies near, not how many facilities we hold.
 */
async function buildIndex(db: Db) {
  const rows = await db.selectFrom('facility').selectAll().orderBy('id').execute();
  const grids = new Map<FacilityKind, Map<string, Indexed[]>>();
  const sourcesOfKind = new Map<FacilityKind, Set<string>>();
  const held = new Map<FacilityKind, number>();
  for (const row of rows) {
    const facility: Indexed = {
      id: row.id,
      kind: row.kind,
      lat: row.lat,
      lng: row.lng,
      name: names(row.name_zh, row.name_en, row.name_ja)!,
      address: names(row.address_zh, row.address_en, row.address_ja),
      tel: row.tel,
      source: row.source_id,
      routes: row.routes ? (JSON.parse(row.routes) as Names[]) : [],
    };
    const grid = grids.get(row.kind) ?? new Map<string, Indexed[]>();
    grids.set(row.kind, grid);
    const key = `${cellOf(row.lat)},${cellOf(row.lng)}`;
    const cell = grid.get(key);
    if (cell) cell.push(facility);
    else grid.set(key, [facility]);
    sourcesOfKind.set(row.kind, (sourcesOfKind.get(row.kind) ?? new Set()).add(row.source_id));
    held.set(row.kind, (held.get(row.kind) ?? 0) + 1);
  }
  const sources = await db.selectFrom('facility_source').selectAll().orderBy('id').execute();
  return { grids, sourcesOfKind, held, sources };
}

export function facilityRepository(db: Db) {
  let index: ReturnType<typeof buildIndex> | undefined;

  return {
    /** How many of each kind we hold, every kind in its order (0: no open data yet). */
    async counts(): Promise<{ kind: FacilityKind; count: number }[]> {
      index ??= buildIndex(db);
      const { held } = await index;
      return FACILITY_KINDS.map((kind) => ({ kind, count: held.get(kind) ?? 0 }));
    },

    /** The facilities of a kind within the radius of the centre, nearest first. */
    async nearby({
      kind,
      centre,
      radiusMetres,
      limit,
      lang,
    }: NearbyQuery): Promise<NearbyFacilities> {
      index ??= buildIndex(db);
      const { grids, sourcesOfKind, held, sources } = await index;
      const suffix = LANG_COLUMN_SUFFIX[lang];
      const radiusKm = radiusMetres / 1000;
      const box = boxAround(centre, radiusKm);
      const grid = grids.get(kind);
      const within: { facility: Indexed; km: number }[] = [];
      for (let row = cellOf(box.south); grid && row <= cellOf(box.north); row += 1) {
        for (let column = cellOf(box.west); column <= cellOf(box.east); column += 1) {
          for (const facility of grid.get(`${row},${column}`) ?? []) {
            const km = haversineKm(centre, facility);
            if (km <= radiusKm) within.push({ facility, km });
          }
        }
      }
      within.sort((a, b) => a.km - b.km || (a.facility.id < b.facility.id ? -1 : 1));
      const kindSources = sourcesOfKind.get(kind) ?? new Set();
      return {
        items: within.slice(0, limit).map(({ facility, km }) => ({
          id: facility.id,
          kind,
          name: inLang(facility.name, suffix),
          lat: facility.lat,
          lng: facility.lng,
          distance: Math.floor(km * 1000),
          address: facility.address && inLang(facility.address, suffix),
          tel: facility.tel,
          source: facility.source,
          routes: facility.routes.map((route) => inLang(route, suffix)),
        })),
        total: within.length,
        held: held.get(kind) ?? 0,
        sources: sources
          .filter((source) => kindSources.has(source.id))
          .map((source) => ({
            id: source.id,
            name: source[`name_${suffix}`] ?? source.name_zh,
            publisher: source.publisher,
            licence: source.licence,
            attribution: source.attribution,
            date: source.date,
          })),
      };
    },
  };
}

export type FacilityRepository = ReturnType<typeof facilityRepository>;
