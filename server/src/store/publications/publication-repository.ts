import { COPIES_MAX, type Image, type RequestablePublication } from '@ecg/domain/contracts';
import { formatTaipei } from '@ecg/domain/rules/datetime';
import { CONTENT_LANGS, type ContentLang } from '@ecg/domain/rules/language';
import type { Selectable } from 'kysely';
import { escapeHtml } from '../../content/sanitize';
import type { Db } from '../core/database';
import type { OperatorPublicationTable } from '../core/schema';
import { OperatorRefusal } from '../operators/operator-refusal';

/*
 * Our publications list as the post sends it (requirements §7 publication-apply-information): which
 * publications visitors may ask for and in how many copies, and those the operators add in the
 * console (docs/architecture.md, Operator console), kept in operator_publication and shown as
 * articles of kind 'publication' like the seeded ones.
 */

/** An added publication's article id: far above data/editorial's, so the two never meet. */
export const OPERATOR_PUBLICATION_ID_BASE = 100_000;
/** After the seeded publications, in the order they were added. */
const POSITION_BASE = 100_000;

type Texts = Record<ContentLang, string>;
export interface PublicationAddition {
  title: Texts;
  summary?: Partial<Texts> | undefined;
}

const COLUMN: Record<ContentLang, 'zh' | 'en' | 'ja'> = { 'zh-tw': 'zh', en: 'en', ja: 'ja' };

/** The publications of our list the operators offer by post, with their offers. */
export const offeredPublications = (db: Db) =>
  db
    .selectFrom('publication_offer as p')
    .innerJoin('article as a', 'a.id', 'p.article_id')
    .where('a.kind', '=', 'publication');

/** The article and its texts of an operator's publication, as the article tables hold them. */
export function operatorArticle(row: Selectable<OperatorPublicationTable>) {
  const id = OPERATOR_PUBLICATION_ID_BASE + row.id;
  return {
    article: {
      id,
      kind: 'publication' as const,
      position: POSITION_BASE + row.id,
      datetime: formatTaipei(row.created_at),
      href: null,
      image: null,
    },
    texts: CONTENT_LANGS.map((lang) => {
      const summary = row[`summary_${COLUMN[lang]}`];
      return {
        article_id: id,
        lang,
        title: row[`title_${COLUMN[lang]}`],
        summary,
        content: summary ? `<p>${escapeHtml(summary)}</p>` : '',
      };
    }),
  };
}

export function publicationRepository(db: Db) {
  return {
    /** Every publication the operators added, for the seeder to keep among the articles. */
    async operatorArticles() {
      const rows = await db.selectFrom('operator_publication').selectAll().orderBy('id').execute();
      return rows.map(operatorArticle);
    },

    /** Adds a publication to the list; answers its article id. */
    async add(addition: PublicationAddition, now: number): Promise<number> {
      const row = await db
        .insertInto('operator_publication')
        .values({
          title_zh: addition.title['zh-tw'],
          title_en: addition.title.en,
          title_ja: addition.title.ja,
          summary_zh: addition.summary?.['zh-tw'] ?? '',
          summary_en: addition.summary?.en ?? '',
          summary_ja: addition.summary?.ja ?? '',
          created_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      const { article, texts } = operatorArticle(row);
      await db.insertInto('article').values(article).execute();
      await db.insertInto('article_text').values(texts).execute();
      return article.id;
    },

    /**
     * Lets visitors ask for a publication of our publications list, at most `copyLimit` copies a
     * request; `null` stops it being asked for (requests made stay).
     */
    async setRequestable(articleId: number, copyLimit: number | null, now: number) {
      if (copyLimit === null) {
        await db.deleteFrom('publication_offer').where('article_id', '=', articleId).execute();
        return;
      }
      if (!Number.isInteger(copyLimit) || copyLimit < 1 || copyLimit > COPIES_MAX) {
        throw new RangeError(`copyLimit must be a whole number from 1 to ${COPIES_MAX}`);
      }
      const article = await db
        .selectFrom('article')
        .select('id')
        .where('id', '=', articleId)
        .where('kind', '=', 'publication')
        .executeTakeFirst();
      if (!article) {
        throw new OperatorRefusal('notPublication', `Article ${articleId} is not a publication`);
      }
      await db
        .insertInto('publication_offer')
        .values({ article_id: articleId, copy_limit: copyLimit, updated_at: now })
        .onConflict((conflict) =>
          conflict.column('article_id').doUpdateSet({ copy_limit: copyLimit, updated_at: now }),
        )
        .execute();
    },

    /**
     * Every publication of our list, in its editorial order, with its copy limit where visitors
     * may ask for it (null where not); titled in Chinese and English (Chinese where none is written).
     */
    async listForOperators() {
      const rows = await db
        .selectFrom('article as a')
        .innerJoin('article_text as zh', (join) =>
          join.onRef('zh.article_id', '=', 'a.id').on('zh.lang', '=', 'zh-tw'),
        )
        .leftJoin('article_text as en', (join) =>
          join.onRef('en.article_id', '=', 'a.id').on('en.lang', '=', 'en'),
        )
        .leftJoin('publication_offer as p', 'p.article_id', 'a.id')
        .select(['a.id', 'zh.title as zh', 'en.title as en', 'p.copy_limit'])
        .where('a.kind', '=', 'publication')
        .orderBy('a.position')
        .orderBy('a.id')
        .execute();
      return rows.map((row) => ({
        id: row.id,
        title: { 'zh-tw': row.zh, en: row.en || row.zh },
        copyLimit: row.copy_limit,
      }));
    },

    /** The publications that may be asked for, in the editorial order of the publications list. */
    async requestable(lang: ContentLang): Promise<RequestablePublication[]> {
      const rows = await offeredPublications(db)
        .innerJoin('article_text as t', (join) =>
          join.onRef('t.article_id', '=', 'a.id').on('t.lang', '=', lang),
        )
        .select(['a.id', 'a.image', 't.title', 't.summary', 'p.copy_limit'])
        .orderBy('a.position')
        .orderBy('a.id')
        .execute();
      return rows.map((row) => ({
        id: row.id,
        title: row.title,
        summary: row.summary,
        image: row.image ? (JSON.parse(row.image) as Image) : null,
        copyLimit: row.copy_limit,
      }));
    },
  };
}

export type PublicationRepository = ReturnType<typeof publicationRepository>;
