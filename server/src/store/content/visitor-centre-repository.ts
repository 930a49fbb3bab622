import type { VisitorCentre } from '@ecg/domain/contracts/admin-reservations';
import type { ContentLang } from '@ecg/domain/rules/language';
import type { Db } from '../core/database';

/*
 * The visitor centres: the places of the seed's visitor-center collection, where tours start and
 * found items are collected (docs/architecture.md, Content and the seed). The console offers them
 * by name; a change that names another place is refused.
 */

/** Places' names in one language and telephones, by place id. */
export type CentreContacts = ReadonlyMap<number, { name: string; tel: string }>;

export function visitorCentreRepository(db: Db) {
  return {
    /** Visitor centres, by id, named in Chinese and in English (Chinese where none is written). */
    async list(): Promise<VisitorCentre[]> {
      const rows = await db
        .selectFrom('place_collection as c')
        .innerJoin('place_text as zh', (join) =>
          join.onRef('zh.place_id', '=', 'c.place_id').on('zh.lang', '=', 'zh-tw'),
        )
        .leftJoin('place_text as en', (join) =>
          join.onRef('en.place_id', '=', 'c.place_id').on('en.lang', '=', 'en'),
        )
        .select(['c.place_id as id', 'zh.name as zh', 'en.name as en'])
        .where('c.collection', '=', 'visitor-center')
        .orderBy('c.place_id')
        .execute();
      return rows.map((row) => ({ id: row.id, name: { 'zh-tw': row.zh, en: row.en || row.zh } }));
    },

    /** The ids of the visitor centres. */
    async ids(): Promise<ReadonlySet<number>> {
      const rows = await db
        .selectFrom('place_collection')
        .select('place_id')
        .where('collection', '=', 'visitor-center')
        .execute();
      return new Set(rows.map((row) => row.place_id));
    },

    /**
     * The name in `lang` and the telephone of each place of `ids` the content holds, or of every
     * visitor centre; a place with no name in `lang` is left out.
     */
    async contacts(lang: ContentLang, ids?: readonly number[]): Promise<CentreContacts> {
      if (ids?.length === 0) return new Map();
      let query = db
        .selectFrom('place as p')
        .innerJoin('place_text as t', (join) =>
          join.onRef('t.place_id', '=', 'p.id').on('t.lang', '=', lang),
        )
        .select(['p.id', 'p.tel', 't.name']);
      query = ids
        ? query.where('p.id', 'in', [...new Set(ids)])
        : query.where('p.id', 'in', (eb) =>
            eb
              .selectFrom('place_collection')
              .select('place_id')
              .where('collection', '=', 'visitor-center'),
          );
      const rows = await query.execute();
      return new Map(rows.map((row) => [row.id, { name: row.name, tel: row.tel }]));
    },
  };
}

export type VisitorCentreRepository = ReturnType<typeof visitorCentreRepository>;
