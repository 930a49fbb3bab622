import type { Article, ArticleKind, Image, KeywordListQuery } from '@ecg/domain/contracts';
import type { ContentLang } from '@ecg/domain/rules/language';
import type { Db } from '../core/database';
import { pageOf } from '../core/paging';
import { searchIds } from './search';

/** Editorial items of one kind (news, banners, faqs …). */
export function articleRepository(db: Db) {
  return {
    /**
     * News newest first; every other kind in its editorial order (a glossary, a list of
     * questions and two banners are read in the order they were written).
     */
    async list(
      kind: ArticleKind,
      lang: ContentLang,
      filter: KeywordListQuery,
    ): Promise<{ items: Article[]; total: number }> {
      const matches = filter.q ? await searchIds(db, 'article', lang, filter.q) : undefined;
      if (matches?.length === 0) return { items: [], total: 0 };
      let query = db
        .selectFrom('article as a')
        .innerJoin('article_text as t', (join) =>
          join.onRef('t.article_id', '=', 'a.id').on('t.lang', '=', lang),
        )
        .selectAll('a')
        .select(['t.title', 't.summary', 't.content'])
        .where('a.kind', '=', kind);
      if (matches) query = query.where('a.id', 'in', matches);
      query =
        kind === 'news'
          ? query.orderBy('a.datetime', 'desc').orderBy('a.id', 'desc')
          : query.orderBy('a.position');
      const rows = await query.execute();
      const { items, total } = pageOf(rows, filter);
      return {
        total,
        items: items.map((row) => ({
          id: row.id,
          title: row.title,
          summary: row.summary,
          content: row.content,
          datetime: row.datetime,
          ...(row.href ? { href: row.href } : {}),
          image: row.image ? (JSON.parse(row.image) as Image) : null,
        })),
      };
    },
  };
}

export type ArticleRepository = ReturnType<typeof articleRepository>;
