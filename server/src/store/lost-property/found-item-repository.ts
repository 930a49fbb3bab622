import type { FoundItem, FoundItemQuery } from '@ecg/domain/contracts';
import type { ContentLang } from '@ecg/domain/rules/language';
import { sql } from 'kysely';
import type { WrittenDb } from '../core/written-tables';
import type { VisitorCentreRepository } from '../content/visitor-centre-repository';

/*
 * The items the visitor centres hold, as visitors search them (requirements §7 lost-property),
 * with the centre's name and telephone from the content. The staff register, correct and give
 * them back: found-item-console-repository.ts.
 */

/** `%` and `_` in what a visitor types are letters to find, not wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function foundItemRepository(db: WrittenDb, centres: VisitorCentreRepository) {
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
          // In any case, as SQLite's like on its own; PostgreSQL's minds the case.
          sql<boolean>`lower(f.place_found) like lower(${likePattern(query.place)}) escape '\\'`,
        );
      }
      if (query.from) found = found.where('f.found_on', '>=', query.from);
      if (query.to) found = found.where('f.found_on', '<=', query.to);
      if (query.category) found = found.where('f.category', '=', query.category);
      const { total } = await found
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow();
      const rows = await found
        .select([
          'f.number',
          'f.category',
          'f.description',
          'f.place_found',
          'f.found_on',
          'f.keep_until',
          'f.collect_place_id',
        ])
        .orderBy('f.found_on', 'desc')
        .orderBy('f.id', 'desc')
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize)
        .execute();
      const contacts = await centres.contacts(
        lang,
        rows.map((row) => row.collect_place_id),
      );
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
            name: contacts.get(row.collect_place_id)?.name ?? '',
            tel: contacts.get(row.collect_place_id)?.tel ?? '',
          },
          keepUntil: row.keep_until,
        })),
      };
    },
  };
}

export type FoundItemRepository = ReturnType<typeof foundItemRepository>;
