import { favouritesCollectionSchema } from '@ecg/domain/contracts';
import type { Favourites } from '@ecg/domain/rules/favourites';
import type { WrittenDb } from '../core/written-tables';

/**
 * The favourites a member saved with the account (migration 0026; requirements §7, the
 * favourites save): one collection a member, deletion markers included, as its JSON text.
 */
export function memberFavouritesRepository(db: WrittenDb) {
  return {
    /** The member's collection; empty until the first save. */
    async of(memberId: number): Promise<Favourites> {
      const row = await db
        .selectFrom('member_favourites')
        .select('collection')
        .where('member_id', '=', memberId)
        .executeTakeFirst();
      if (row === undefined) return {};
      return favouritesCollectionSchema.parse(JSON.parse(row.collection));
    },

    async save(memberId: number, collection: Favourites, now: number): Promise<void> {
      const text = JSON.stringify(collection);
      await db
        .insertInto('member_favourites')
        .values({ member_id: memberId, collection: text, updated_at: now })
        .onConflict((c) => c.column('member_id').doUpdateSet({ collection: text, updated_at: now }))
        .execute();
    },
  };
}

export type MemberFavouritesRepository = ReturnType<typeof memberFavouritesRepository>;
