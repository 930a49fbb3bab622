import type { ReviewPlaceKind } from '@ecg/domain/rules/reviews';
import type { ContentLang } from '@ecg/domain/rules/language';
import { sql, type Expression, type SqlBool } from 'kysely';
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
 * The place's name in `lang`, else its Chinese name; '' for a place re-seeded away. `placeId`
 * is a qualified column of the outer query (`reviews.place_id`).
 */
export const placeNameSql = (placeId: Expression<number>, lang: ContentLang) =>
  sql<string>`coalesce(
    (select t.name from place_text t where t.place_id = ${placeId} and t.lang = ${lang}),
    (select t.name from place_text t where t.place_id = ${placeId} and t.lang = 'zh-tw'),
    '')`;

/** Whether `placeId` is a place of this review kind in the content. */
export const isPlaceOfKind = (placeId: Expression<number>, kind: ReviewPlaceKind) =>
  sql<SqlBool>`exists (select 1 from place p where p.id = ${placeId}
    and p.kind in (${sql.join(PLACE_KINDS_OF[kind])}))`;

/**
 * The place a review of `kind` names by `id`, as the content holds it now: an id merged into
 * another place answers that place's (data/SOURCES.md), so a shared link's reviews stay one list.
 */
export async function reviewedPlaceId(
  db: Db,
  kind: ReviewPlaceKind,
  id: number,
): Promise<number | undefined> {
  const row = await db
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
}
