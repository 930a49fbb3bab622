import type { FoundItemState, LostItemCategory } from '@ecg/domain/rules/lost-property';
import type { Selectable } from 'kysely';
import type { WrittenDb } from '../core/written-tables';
import { pageOfQuery } from '../core/paging';
import type { FoundItemTable } from '../core/schema';
import { OperatorRefusal } from '../operators/operator-refusal';
import { referenceRepository } from '../writes/reference-repository';

/*
 * The items the visitor centres hold, as the staff keep them (docs/architecture.md, Operator
 * console): registered, corrected and given back, each change in the console's transaction, in
 * which it logs the action. Visitors' search of the held ones: found-item-repository.ts.
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

/** Refuses an item kept past its finding, or collected at a place of `centres` does not hold. */
function checkFoundItem(item: FoundItemInput, centres: ReadonlySet<number>): void {
  if (item.keepUntil < item.foundOn) {
    throw new OperatorRefusal(
      'days',
      `keepUntil ${item.keepUntil} is before foundOn ${item.foundOn}`,
    );
  }
  if (!centres.has(item.collectPlaceId)) {
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

export function foundItemConsoleRepository(db: WrittenDb) {
  return {
    /**
     * A found item, held from now and shown to visitors until its last day; answers its number.
     * `centres` are the visitor centres' ids, read from the content before the transaction.
     */
    async register(
      item: FoundItemInput,
      now: number,
      centres: ReadonlySet<number>,
    ): Promise<string> {
      checkFoundItem(item, centres);
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
    async edit(
      number: string,
      changes: Partial<FoundItemInput>,
      now: number,
      centres: ReadonlySet<number>,
    ): Promise<void> {
      const item = await foundItemConsoleRepository(db).held(number);
      const next: FoundItemInput = {
        category: changes.category ?? item.category,
        description: changes.description ?? item.description,
        placeFound: changes.placeFound ?? item.place_found,
        foundOn: changes.foundOn ?? item.found_on,
        keepUntil: changes.keepUntil ?? item.keep_until,
        collectPlaceId: changes.collectPlaceId ?? item.collect_place_id,
      };
      checkFoundItem(next, centres);
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
      const item = await foundItemConsoleRepository(db).held(number);
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

export type FoundItemConsoleRepository = ReturnType<typeof foundItemConsoleRepository>;
