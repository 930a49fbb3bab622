import type { Guide, GuideListQuery, GuideSummary, Image, Link } from '@ecg/domain/contracts';
import { imageInLanguage, type PlaceNames } from '@ecg/domain/rules/image-titles';
import type { ContentLang } from '@ecg/domain/rules/language';
import type { Db } from '../core/database';
import { pageOf } from '../core/paging';
import { searchIds } from './search';

function guideRows(db: Db, lang: ContentLang) {
  return db
    .selectFrom('guide as g')
    .innerJoin('guide_text as t', (join) =>
      join.onRef('t.guide_id', '=', 'g.id').on('t.lang', '=', lang),
    )
    .selectAll('g')
    .select(['t.title', 't.content', 't.links']);
}

/** Media of a video or audio guide, present only where the guide has them. */
const mediaOf = (row: { video_id: string | null; audio: string | null }) => ({
  ...(row.video_id ? { video_id: row.video_id } : {}),
  ...(row.audio ? { audio: row.audio } : {}),
});

/** Tour guides: photo stories (ours, from the open data's photos), videos and audio. */
export function guideRepository(db: Db) {
  /** The places whose photos picture each guide, named as the content and in `lang`. */
  async function placesOf(ids: number[], lang: ContentLang): Promise<Map<number, PlaceNames[]>> {
    const places = new Map<number, PlaceNames[]>();
    if (ids.length === 0) return places;
    const rows = await db
      .selectFrom('guide_place as g')
      .innerJoin('place_text as zh', (join) =>
        join.onRef('zh.place_id', '=', 'g.place_id').on('zh.lang', '=', 'zh-tw'),
      )
      .innerJoin('place_text as t', (join) =>
        join.onRef('t.place_id', '=', 'g.place_id').on('t.lang', '=', lang),
      )
      .select(['g.guide_id', 'zh.name as zh', 't.name as local'])
      .where('g.guide_id', 'in', ids)
      .execute();
    for (const { guide_id, ...names } of rows) {
      places.set(guide_id, [...(places.get(guide_id) ?? []), names]);
    }
    return places;
  }

  /** A guide's photos, titled in the reader's language by the places they show. */
  const imagesOf = (images: string, lang: ContentLang, places: PlaceNames[] = []) =>
    (JSON.parse(images) as Image[]).map((image) => imageInLanguage(image, lang, places));

  return {
    /** The newest first. */
    async list(
      lang: ContentLang,
      filter: GuideListQuery,
    ): Promise<{ items: GuideSummary[]; total: number }> {
      const matches = filter.q ? await searchIds(db, 'guide', lang, filter.q) : undefined;
      if (matches?.length === 0) return { items: [], total: 0 };
      let query = guideRows(db, lang);
      if (matches) query = query.where('g.id', 'in', matches);
      if (filter.type !== undefined) query = query.where('g.type', '=', filter.type);
      const rows = await query.orderBy('g.update_time', 'desc').orderBy('g.id').execute();
      const { items, total } = pageOf(rows, filter);
      const places = await placesOf(
        items.map((row) => row.id),
        lang,
      );
      return {
        total,
        items: items.map((row) => ({
          id: row.id,
          title: row.title,
          type: row.type,
          update_time: row.update_time,
          image: imagesOf(row.images, lang, places.get(row.id))[0] ?? null,
          ...mediaOf(row),
        })),
      };
    },

    async find(id: number, lang: ContentLang): Promise<Guide | undefined> {
      const row = await guideRows(db, lang).where('g.id', '=', id).executeTakeFirst();
      if (!row) return undefined;
      return {
        id: row.id,
        title: row.title,
        update_time: row.update_time,
        type: row.type,
        images: imagesOf(row.images, lang, (await placesOf([row.id], lang)).get(row.id)),
        ...mediaOf(row),
        content: row.content,
        link: JSON.parse(row.links) as Link[],
      };
    },
  };
}

export type GuideRepository = ReturnType<typeof guideRepository>;
