import type { Article, ArticleKind, Image, KeywordListQuery } from '@ecg/domain/contracts';
import type { ContentLang } from '@ecg/domain/rules/language';
import type { Db } from '../core/database';
import { pageOf } from '../core/paging';
import type { ListedArticle } from './operator-publication-repository';
import { searchIds } from './search';

/** Editorial items of one kind (news, banners, faqs …). */
export function articleRepository(db: Db) {
  /**
   * News newest first; every other kind in its editorial order (a glossary, a list of
   * questions and two banners are read in the order they were written). With `q`, those holding
   * it, best first.
   */
  async function listed(
    kind: ArticleKind,
    lang: ContentLang,
    q?: string,
  ): Promise<ListedArticle[]> {
    const matches = q ? await searchIds(db, 'article', lang, q) : undefined;
    if (matches?.length === 0) return [];
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
    return rows.map((row) => ({
      position: row.position,
      article: {
        id: row.id,
        title: row.title,
        summary: row.summary,
        content: row.content,
        datetime: row.datetime,
        ...(row.href ? { href: row.href } : {}),
        image: row.image ? (JSON.parse(row.image) as Image) : null,
      },
    }));
  }

  return {
    listed,

    /**
     * One page of a kind's items; `added`, items written beside the seed's (the publications
     * operators add), come after them.
     */
    async list(
      kind: ArticleKind,
      lang: ContentLang,
      filter: KeywordListQuery,
      added: readonly ListedArticle[] = [],
    ): Promise<{ items: Article[]; total: number }> {
      const { items, total } = pageOf([...(await listed(kind, lang, filter.q)), ...added], filter);
      return { total, items: items.map((item) => item.article) };
    },
  };
}

export type ArticleRepository = ReturnType<typeof articleRepository>;
