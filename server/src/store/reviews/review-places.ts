import type { ReviewPlaceKind } from '@ecg/domain/rules/reviews';
import type { ContentLang } from '@ecg/domain/rules/language';
import { sql } from 'kysely';
import type { Db } from '../core/database';
import type { PlaceTable } from '../core/schema';

/**
 * The content's places a review may be of (docs/reviews.md): an attraction, a shop (food or
 * souvenirs, the shops' detail) or an accommodation (lodging), each by the kinds its detail
 * answers (routes/content/places.ts).
 */
export const PLACE_KINDS_OF: Readonly<Record<ReviewPlaceKind, PlaceTable['kind'][]>> = {
  attraction: ['attraction'],
  shop: ['food', 'souvenir'],
  accommodation: ['lodging'],
};

/**
 * The content's side of the reviews (docs/reviews.md): the places reviewed, read from the content
 * store, never from the written tables' (docs/operations.md, Written data in PostgreSQL).
 */
export function reviewPlaceRepository(content: Db) {
  return {
    /**
     * The place a review of `kind` names by `id`, as the content holds it now: an id merged into
     * another place answers that place's (data/SOURCES.md), so a shared link's reviews stay one
     * list.
     */
    async reviewedPlaceId(kind: ReviewPlaceKind, id: number): Promise<number | undefined> {
      const row = await content
        .selectFrom('place')
        .select('id')
        .where(
          'id',
          '=',
          sql<number>`coalesce((select f.place_id from place_former_id f where f.id = ${id}), ${id})`,
        )
        .where('kind', 'in', PLACE_KINDS_OF[kind])
        .executeTakeFirst();
      return row?.id;
    },

    /** Of `ids`, those that are places of this review kind in the content. */
    async ofKind(kind: ReviewPlaceKind, ids: readonly number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await content
        .selectFrom('place')
        .select('id')
        .where('id', 'in', [...new Set(ids)])
        .where('kind', 'in', PLACE_KINDS_OF[kind])
        .execute();
      return new Set(rows.map((row) => row.id));
    },

    /** Each place's name in `lang`, else its Chinese name; a place re-seeded away has none. */
    async names(ids: readonly number[], lang: ContentLang): Promise<PlaceNames> {
      if (ids.length === 0) return new Map();
      const rows = await content
        .selectFrom('place_text')
        .select(['place_id', 'lang', 'name'])
        .where('place_id', 'in', [...new Set(ids)])
        .where('lang', 'in', [lang, 'zh-tw'])
        .execute();
      const names = new Map<number, string>();
      for (const row of rows) {
        if (row.lang === lang || !names.has(row.place_id)) names.set(row.place_id, row.name);
      }
      return names;
    },
  };
}

/** Places' names by id; `nameOf` answers '' for a place re-seeded away. */
export type PlaceNames = ReadonlyMap<number, string>;
export const nameOf = (names: PlaceNames, id: number): string => names.get(id) ?? '';

export type ReviewPlaceRepository = ReturnType<typeof reviewPlaceRepository>;
