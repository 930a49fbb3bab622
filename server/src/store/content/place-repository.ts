import { haversineKm } from '@ecg/domain/rules/distance';
import type { ContentLang } from '@ecg/domain/rules/language';
import { sql } from 'kysely';
import type { Db } from '../core/database';
import { LANG_COLUMN_SUFFIX, type PlaceCollection, type PlaceTable } from '../core/schema';
import { searchIds } from './search';

export type PlaceKind = PlaceTable['kind'];

export interface PlaceFilter {
  q?: string | undefined;
  category?: number | undefined;
  tag?: number | undefined;
  collection?: PlaceCollection | undefined;
  region?: number | undefined;
  township?: string | undefined;
  lat?: number | undefined;
  lng?: number | undefined;
  radius?: number | undefined;
  page: number;
  pageSize: number;
}

/** A place with its text in one language and the Chinese name beside it. */
export interface PlaceRow extends PlaceTable {
  name: string;
  name_zh: string;
  summary: string;
  /** Null where the full text is not translated into this language. */
  content: string | null;
  translation: 'full' | 'summary' | 'none';
  content_zh: string;
  township_name: string;
  /** The township's and its county's English names (the boundary file's TOWNENG, COUNTYENG). */
  township_name_en: string;
  county_name_en: string;
  categories: number[];
  distance?: number;
}

/** A place as its detail shows it: its tags named in the requested language. */
export interface PlaceDetailRow extends PlaceRow {
  tag_list: string | null;
  /** The spot's parking id, where live parking serves it. */
  parking_id: string | null;
  /** JSON: the closure notices in this language. */
  closure_notices: string;
}

/** A degree of latitude, in km: near enough everywhere for a search box. */
const KM_PER_DEGREE = 111.32;

function placeRows(db: Db, lang: ContentLang) {
  return db
    .selectFrom('place as p')
    .innerJoin('place_text as t', (join) =>
      join.onRef('t.place_id', '=', 'p.id').on('t.lang', '=', lang),
    )
    .innerJoin('place_text as zh', (join) =>
      join.onRef('zh.place_id', '=', 'p.id').on('zh.lang', '=', 'zh-tw'),
    )
    .innerJoin('township as tw', 'tw.code', 'p.township_code')
    .selectAll('p')
    .select([
      't.name',
      'zh.name as name_zh',
      't.summary',
      't.content',
      't.translation',
      'zh.content as content_zh',
      sql<string>`coalesce(${sql.ref(`tw.name_${LANG_COLUMN_SUFFIX[lang]}`)}, tw.name_zh)`.as(
        'township_name',
      ),
      'tw.name_en as township_name_en',
      'tw.county_en as county_name_en',
      sql<string>`(select group_concat(category) from place_category c where c.place_id = p.id)`.as(
        'category_list',
      ),
    ]);
}

const withCategories = <R extends { category_list: string | null }>(row: R) => ({
  ...row,
  categories: row.category_list
    ? row.category_list
        .split(',')
        .map(Number)
        .sort((a, b) => a - b)
    : [],
});

export function placeRepository(db: Db) {
  return {
    async list(kinds: PlaceKind[], lang: ContentLang, filter: PlaceFilter) {
      const matches = filter.q ? await searchIds(db, 'place', lang, filter.q) : undefined;
      if (matches?.length === 0) return { items: [] as PlaceRow[], total: 0 };
      const centre =
        filter.lat !== undefined && filter.lng !== undefined
          ? { lat: filter.lat, lng: filter.lng }
          : undefined;

      let query = db.selectFrom('place as p').where('p.kind', 'in', kinds);
      if (filter.region !== undefined) query = query.where('p.region_id', '=', filter.region);
      if (filter.township !== undefined)
        query = query.where('p.township_code', '=', filter.township);
      if (filter.category !== undefined) {
        const category = filter.category;
        query = query.where(({ exists, selectFrom }) =>
          exists(
            selectFrom('place_category as c')
              .select('c.place_id')
              .whereRef('c.place_id', '=', 'p.id')
              .where('c.category', '=', category),
          ),
        );
      }
      if (filter.tag !== undefined) {
        // Places keep their tags as the Chinese texts; the tag table gives each text its id.
        query = query.where(
          sql<boolean>`exists (select 1 from json_each(p.tags) j join tag g on g.name_zh = j.value where g.id = ${filter.tag})`,
        );
      }
      if (filter.collection !== undefined) {
        const collection = filter.collection;
        query = query.where(({ exists, selectFrom }) =>
          exists(
            selectFrom('place_collection as pc')
              .select('pc.place_id')
              .whereRef('pc.place_id', '=', 'p.id')
              .where('pc.collection', '=', collection),
          ),
        );
      }
      if (matches) query = query.where('p.id', 'in', matches);
      if (centre && filter.radius !== undefined) {
        // A box around the circle, narrowed in SQL; the exact distance is checked below.
        const latSpan = filter.radius / KM_PER_DEGREE;
        const lngSpan = filter.radius / (KM_PER_DEGREE * Math.cos((centre.lat * Math.PI) / 180));
        query = query
          .where('p.lat', '>=', centre.lat - latSpan)
          .where('p.lat', '<=', centre.lat + latSpan)
          .where('p.lng', '>=', centre.lng - lngSpan)
          .where('p.lng', '<=', centre.lng + lngSpan);
      }
      const offset = (filter.page - 1) * filter.pageSize;

      let pageIds: { id: number; distance?: number }[];
      let total: number;
      if (!centre && !matches) {
        // The plain list pages in SQL. Places with a photo first: they make the better card.
        const [count, rows] = await Promise.all([
          query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
          query
            .select('p.id')
            .orderBy(sql`p.images = '[]'`)
            .orderBy('p.id')
            .limit(filter.pageSize)
            .offset(offset)
            .execute(),
        ]);
        total = Number(count.n);
        pageIds = rows;
      } else {
        const rank = matches ? new Map(matches.map((id, index) => [id, index])) : undefined;
        let candidates = (await query.select(['p.id', 'p.lat', 'p.lng']).execute()).map((row) => ({
          id: row.id,
          rank: rank?.get(row.id) ?? row.id,
          ...(centre ? { distance: haversineKm(centre, row) } : {}),
        }));
        if (filter.radius !== undefined) {
          const radius = filter.radius;
          candidates = candidates.filter((candidate) => (candidate.distance ?? 0) <= radius);
        }
        candidates.sort((a, b) => (a.distance ?? 0) - (b.distance ?? 0) || a.rank - b.rank);
        total = candidates.length;
        pageIds = candidates.slice(offset, offset + filter.pageSize);
      }
      if (pageIds.length === 0) return { items: [] as PlaceRow[], total };

      const rows = await placeRows(db, lang)
        .where(
          'p.id',
          'in',
          pageIds.map((candidate) => candidate.id),
        )
        .execute();
      const byId = new Map(rows.map((row) => [row.id, withCategories(row)]));
      const items = pageIds.flatMap((candidate) => {
        const row = byId.get(candidate.id);
        return row
          ? [
              {
                ...row,
                ...(candidate.distance !== undefined ? { distance: candidate.distance } : {}),
              },
            ]
          : [];
      });
      return { items: items as PlaceRow[], total };
    },

    async find(
      kinds: PlaceKind[],
      id: number,
      lang: ContentLang,
    ): Promise<PlaceDetailRow | undefined> {
      const row = await placeRows(db, lang)
        .select([
          't.closure_notices',
          sql<
            string | null
          >`(select group_concat(coalesce(${sql.ref(`g.name_${LANG_COLUMN_SUFFIX[lang]}`)}, j.value), ',') from json_each(p.tags) j left join tag g on g.name_zh = j.value and g.kind = (case p.kind when 'lodging' then 'hotel' when 'souvenir' then 'shop' else p.kind end))`.as(
            'tag_list',
          ),
          sql<
            string | null
          >`(select spot_id from parking_spot_place pp where pp.place_id = p.id)`.as('parking_id'),
        ])
        // An id merged into another place answers with the place it was merged into, so shared
        // links and saved pages keep working (data/SOURCES.md: ids are never given to another).
        .where(
          'p.id',
          '=',
          sql<number>`coalesce((select f.place_id from place_former_id f where f.id = ${id}), ${id})`,
        )
        .where('p.kind', 'in', kinds)
        .executeTakeFirst();
      return row ? (withCategories(row) as PlaceDetailRow) : undefined;
    },
  };
}

export type PlaceRepository = ReturnType<typeof placeRepository>;
