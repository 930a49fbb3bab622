import type { FoundItem, FoundItemQuery } from '@ecg/domain/contracts';
import type { ContentLang } from '@ecg/domain/rules/language';
import type { FoundItemState, LostItemCategory } from '@ecg/domain/rules/lost-property';
import { sql, type Selectable } from 'kysely';
import type { Db } from '../core/database';
import { pageOfQuery } from '../core/paging';
import { OperatorRefusal } from '../operators/operator-refusal';
import { referenceRepository } from '../writes/reference-repository';
import type { FoundItemTable } from '../core/schema';

/*
 * The items the visitor centres hold: searched by visitors (requirements §7 lost-property), and
 * registered, corrected and given back by the staff (docs/architecture.md, Operator console), each
 * change in the console's transaction, in which it logs the action.
 */

export interface FoundItemInput {
  category: LostItemCategory;
  description: string;
  placeFound: string;
  /** Taipei days, YYYY-MM-DD. */
  foundOn: string;
  keepUntil: string;
  /** The visitor centre (its place id) that holds the item. */
  collectPlaceId: number;
}

async function checkFoundItem(db: Db, item: FoundItemInput): Promise<void> {
  if (item.keepUntil < item.foundOn) {
    throw new OperatorRefusal(
      'days',
      `keepUntil ${item.keepUntil} is before foundOn ${item.foundOn}`,
    );
  }
  const centre = await db
    .selectFrom('place_collection')
    .select('place_id')
    .where('collection', '=', 'visitor-center')
    .where('place_id', '=', item.collectPlaceId)
    .executeTakeFirst();
  if (!centre) {
    throw new OperatorRefusal(
      'notVisitorCentre',
      `Place ${item.collectPlaceId} is not a visitor centre`,
    );
  }
}

const foundItemRow = (item: FoundItemInput) => ({
  category: item.category,
  description: item.description,
  place_found: item.placeFound,
  found_on: item.foundOn,
  keep_until: item.keepUntil,
  collect_place_id: item.collectPlaceId,
});

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

    /** A found item, held from now and shown to visitors until its last day; answers its number. */
    async register(item: FoundItemInput, now: number): Promise<string> {
      await checkFoundItem(db, item);
      const number = await referenceRepository(db).next('F', now);
      await db
        .insertInto('found_item')
        .values({
          number,
          ...foundItemRow(item),
          state: 'held',
          returned_at: null,
          return_note: null,
          created_at: now,
          updated_at: now,
        })
        .execute();
      return number;
    },

    /** The held item of a number; refused when unknown or no longer held. */
    async held(number: string) {
      const item = await db
        .selectFrom('found_item')
        .selectAll()
        .where('number', '=', number)
        .executeTakeFirst();
      if (!item) throw new OperatorRefusal('notFound', `No found item has the number ${number}`);
      if (item.state !== 'held') {
        throw new OperatorRefusal('notHeld', `${number} is ${item.state}, no longer held`);
      }
      return item;
    },

    /** Corrects a held item's record (what it is, where found, until when, where to collect it). */
    async edit(number: string, changes: Partial<FoundItemInput>, now: number): Promise<void> {
      const item = await foundItemRepository(db).held(number);
      const next: FoundItemInput = {
        category: changes.category ?? item.category,
        description: changes.description ?? item.description,
        placeFound: changes.placeFound ?? item.place_found,
        foundOn: changes.foundOn ?? item.found_on,
        keepUntil: changes.keepUntil ?? item.keep_until,
        collectPlaceId: changes.collectPlaceId ?? item.collect_place_id,
      };
      await checkFoundItem(db, next);
      await db
        .updateTable('found_item')
        .set({ ...foundItemRow(next), updated_at: now })
        .where('id', '=', item.id)
        .execute();
    },

    /** The item given to its owner (or, `disposed`, no longer held): it leaves the visitors' list. */
    async markReturned(
      number: string,
      {
        at,
        note,
        state = 'returned',
      }: { at: number; note?: string; state?: Exclude<FoundItemState, 'held'> },
    ): Promise<void> {
      const item = await foundItemRepository(db).held(number);
      await db
        .updateTable('found_item')
        .set({ state, returned_at: at, return_note: note?.trim() || null, updated_at: at })
        .where('id', '=', item.id)
        .execute();
    },

    /** Every found item, whatever its state, for the staff: newest found first. */
    async listForStaff(
      filter: { state?: FoundItemState; page?: number; pageSize?: number } = {},
    ): Promise<{ items: Selectable<FoundItemTable>[]; total: number }> {
      let query = db.selectFrom('found_item');
      if (filter.state) query = query.where('state', '=', filter.state);
      return pageOfQuery(
        query,
        (rows) => rows.selectAll().orderBy('found_on', 'desc').orderBy('id', 'desc'),
        filter,
      );
    },
  };
}

export type FoundItemRepository = ReturnType<typeof foundItemRepository>;
