import type { Guide, GuideListQuery, GuideSummary, Image, Link } from '@ecg/domain/contracts';
import type { ContentLang } from '@ecg/domain/rules/language';
import type { Store } from './database';
import { pageOf } from './paging';
import { searchIds } from './search';

function guideRows(store: Store, lang: ContentLang) {
  return store
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
export function guideRepository(store: Store) {
  return {
    /** The newest first. */
    async list(
      lang: ContentLang,
      filter: GuideListQuery,
    ): Promise<{ items: GuideSummary[]; total: number }> {
      const matches = filter.q ? await searchIds(store, 'guide', lang, filter.q) : undefined;
      if (matches?.length === 0) return { items: [], total: 0 };
      let query = guideRows(store, lang);
      if (matches) query = query.where('g.id', 'in', matches);
      if (filter.type !== undefined) query = query.where('g.type', '=', filter.type);
      const rows = await query.orderBy('g.update_time', 'desc').orderBy('g.id').execute();
      const { items, total } = pageOf(rows, filter);
      return {
        total,
        items: items.map((row) => ({
          id: row.id,
          title: row.title,
          type: row.type,
          update_time: row.update_time,
          image: (JSON.parse(row.images) as Image[])[0] ?? null,
          ...mediaOf(row),
        })),
      };
    },

    async find(id: number, lang: ContentLang): Promise<Guide | undefined> {
      const row = await guideRows(store, lang).where('g.id', '=', id).executeTakeFirst();
      if (!row) return undefined;
      return {
        id: row.id,
        title: row.title,
        update_time: row.update_time,
        type: row.type,
        images: JSON.parse(row.images) as Image[],
        ...mediaOf(row),
        content: row.content,
        link: JSON.parse(row.links) as Link[],
      };
    },
  };
}

export type GuideRepository = ReturnType<typeof guideRepository>;
