import type { FoundItem, FoundItemQuery } from '@ecg/domain/contracts';
import type { ContentLang } from '@ecg/domain/rules/language';
import { sql } from 'kysely';
import type { Db } from '../core/database';

/*
 * The items the visitor centres hold, as visitors search them (requirements §7 lost-property).
 * The staff register, correct and give them back: found-item-console-repository.ts.
 */

/** `%` and `_` in what a visitor types are letters to find, not wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function foundItemRepository(db: Db) {
  return {
    /**
     * The items held on `today` (until their last day), newest found first; searched by the place
     * they were found (any part of its name), the days found and the category.
     */
    async listHeld(
      query: FoundItemQuery,
      lang: ContentLang,
      today: string,
    ): Promise<{ items: FoundItem[]; total: number }> {
      let found = db
        .selectFrom('found_item as f')
        .where('f.state', '=', 'held')
        .where('f.keep_until', '>=', today);
      if (query.place) {
        found = found.where(
          sql<boolean>`f.place_found like ${likePattern(query.place)} escape '\\'`,
        );
      }
      if (query.from) found = found.where('f.found_on', '>=', query.from);
      if (query.to) found = found.where('f.found_on', '<=', query.to);
      if (query.category) found = found.where('f.category', '=', query.category);
      const { total } = await found
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow();
      const rows = await found
        .leftJoin('place as p', 'p.id', 'f.collect_place_id')
        .leftJoin('place_text as t', (join) =>
          join.onRef('t.place_id', '=', 'f.collect_place_id').on('t.lang', '=', lang),
        )
        .select([
          'f.number',
          'f.category',
          'f.description',
          'f.place_found',
          'f.found_on',
          'f.keep_until',
          'f.collect_place_id',
          't.name as centre_name',
          'p.tel as centre_tel',
        ])
        .orderBy('f.found_on', 'desc')
        .orderBy('f.id', 'desc')
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize)
        .execute();
      return {
        total: Number(total),
        items: rows.map((row) => ({
          number: row.number,
          category: row.category,
          description: row.description,
          placeFound: row.place_found,
          foundOn: row.found_on,
          collectAt: {
            id: row.collect_place_id,
            name: row.centre_name ?? '',
            tel: row.centre_tel ?? '',
          },
          keepUntil: row.keep_until,
        })),
      };
    },
  };
}

export type FoundItemRepository = ReturnType<typeof foundItemRepository>;
