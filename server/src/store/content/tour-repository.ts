import type { ContentLang } from '@ecg/domain/rules/language';
import { sql } from 'kysely';
import type { Db } from '../core/database';
import {
  LANG_COLUMN_SUFFIX,
  type PlaceTable,
  type TourTable,
  type TourTextTable,
} from '../core/schema';

export interface TourFilter {
  category?: number | undefined;
  page: number;
  pageSize: number;
}

export interface TourCategory {
  value: number;
  name: string;
}

export interface TourStopRow {
  day: number;
  place_id: number;
  kind: PlaceTable['kind'];
  name: string;
  /** The name as the content writes it, which titles the place's pictures. */
  name_zh: string;
  lat: number;
  lng: number;
  images: string;
}

export type TourRow = TourTable &
  Pick<TourTextTable, 'title' | 'content' | 'remind' | 'note'> & {
    categories: TourCategory[];
    stops: TourStopRow[];
  };

export function tourRepository(db: Db) {
  /** Categories and stops of some tours, in their order, named in one language. */
  async function partsOf(ids: number[], lang: ContentLang) {
    if (ids.length === 0)
      return {
        categories: new Map<number, TourCategory[]>(),
        stops: new Map<number, TourStopRow[]>(),
      };
    const [categoryRows, stopRows] = await Promise.all([
      db
        .selectFrom('tour_category as tc')
        .innerJoin('category as c', (join) =>
          join.onRef('c.value', '=', 'tc.category').on('c.kind', '=', 'tour'),
        )
        .select([
          'tc.tour_id',
          'tc.category as value',
          sql<string>`${sql.ref(`c.name_${LANG_COLUMN_SUFFIX[lang]}`)}`.as('name'),
        ])
        .where('tc.tour_id', 'in', ids)
        .orderBy('tc.position')
        .execute(),
      db
        .selectFrom('tour_stop as s')
        .innerJoin('place as p', 'p.id', 's.place_id')
        .innerJoin('place_text as t', (join) =>
          join.onRef('t.place_id', '=', 'p.id').on('t.lang', '=', lang),
        )
        .innerJoin('place_text as zh', (join) =>
          join.onRef('zh.place_id', '=', 'p.id').on('zh.lang', '=', 'zh-tw'),
        )
        .select([
          's.tour_id',
          's.day',
          's.place_id',
          'p.kind',
          't.name',
          'zh.name as name_zh',
          'p.lat',
          'p.lng',
          'p.images',
        ])
        .where('s.tour_id', 'in', ids)
        .orderBy('s.day')
        .orderBy('s.position')
        .execute(),
    ]);
    const group = <R extends { tour_id: number }, T>(rows: R[], pick: (row: R) => T) => {
      const map = new Map<number, T[]>();
      for (const row of rows) map.set(row.tour_id, [...(map.get(row.tour_id) ?? []), pick(row)]);
      return map;
    };
    return {
      categories: group(categoryRows, ({ value, name }) => ({ value, name })),
      stops: group(stopRows, ({ tour_id: _tour, ...stop }) => stop),
    };
  }

  function tourRows(lang: ContentLang) {
    return db
      .selectFrom('tour as r')
      .innerJoin('tour_text as t', (join) =>
        join.onRef('t.tour_id', '=', 'r.id').on('t.lang', '=', lang),
      )
      .selectAll('r')
      .select(['t.title', 't.content', 't.remind', 't.note']);
  }

  return {
    async list(
      lang: ContentLang,
      filter: TourFilter,
    ): Promise<{ items: TourRow[]; total: number }> {
      let query = tourRows(lang);
      if (filter.category !== undefined) {
        const category = filter.category;
        query = query.where(({ exists, selectFrom }) =>
          exists(
            selectFrom('tour_category as tc')
              .select('tc.tour_id')
              .whereRef('tc.tour_id', '=', 'r.id')
              .where('tc.category', '=', category),
          ),
        );
      }
      const rows = await query.orderBy('r.id').execute();
      const page = rows.slice((filter.page - 1) * filter.pageSize, filter.page * filter.pageSize);
      const parts = await partsOf(
        page.map((row) => row.id),
        lang,
      );
      return {
        items: page.map((row) => ({
          ...row,
          categories: parts.categories.get(row.id) ?? [],
          stops: parts.stops.get(row.id) ?? [],
        })),
        total: rows.length,
      };
    },

    async find(id: number, lang: ContentLang): Promise<TourRow | undefined> {
      const row = await tourRows(lang).where('r.id', '=', id).executeTakeFirst();
      if (!row) return undefined;
      const parts = await partsOf([id], lang);
      return {
        ...row,
        categories: parts.categories.get(id) ?? [],
        stops: parts.stops.get(id) ?? [],
      };
    },
  };
}

export type TourRepository = ReturnType<typeof tourRepository>;
