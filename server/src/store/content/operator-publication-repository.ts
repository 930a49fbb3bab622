import type { Article } from '@ecg/domain/contracts';
import { formatTaipei } from '@ecg/domain/rules/datetime';
import type { ContentLang } from '@ecg/domain/rules/language';
import type { Selectable } from 'kysely';
import { escapeHtml } from '../../content/sanitize';
import type { OperatorPublicationTable } from '../core/schema';
import type { WrittenDb } from '../core/written-tables';
import { wordsMatch } from './search';

/*
 * The publications operators add to our publications list in the console: written data, kept
 * in operator_publication beside the seeded articles as the operators' notices are beside the
 * seeded notices, so a re-seed never touches them (docs/operations.md, Written data in
 * PostgreSQL). Visitors read them as articles of kind 'publication' after the seeded ones.
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

/** An item of a list as visitors read it in one language, with its place in the list. */
export interface ListedArticle {
  position: number;
  article: Article;
}

const COLUMN: Record<ContentLang, 'zh' | 'en' | 'ja'> = { 'zh-tw': 'zh', en: 'en', ja: 'ja' };

function listedArticle(row: Selectable<OperatorPublicationTable>, lang: ContentLang) {
  const summary = row[`summary_${COLUMN[lang]}`];
  return {
    position: POSITION_BASE + row.id,
    article: {
      id: OPERATOR_PUBLICATION_ID_BASE + row.id,
      title: row[`title_${COLUMN[lang]}`],
      summary,
      content: summary ? `<p>${escapeHtml(summary)}</p>` : '',
      datetime: formatTaipei(row.created_at),
      image: null,
    },
  } satisfies ListedArticle;
}

export function operatorPublicationRepository(db: WrittenDb) {
  return {
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
        .returning('id')
        .executeTakeFirstOrThrow();
      return OPERATOR_PUBLICATION_ID_BASE + row.id;
    },

    /** Whether an operator added the publication of this article id. */
    async has(articleId: number): Promise<boolean> {
      const row = await db
        .selectFrom('operator_publication')
        .select('id')
        .where('id', '=', articleId - OPERATOR_PUBLICATION_ID_BASE)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Every added publication in one language, in the order added; those holding `q` if given. */
    async list(lang: ContentLang, q?: string): Promise<ListedArticle[]> {
      const rows = await db.selectFrom('operator_publication').selectAll().orderBy('id').execute();
      const listed = rows.map((row) => listedArticle(row, lang));
      return q
        ? listed.filter(({ article }) => wordsMatch([article.title, article.summary], q))
        : listed;
    },
  };
}

export type OperatorPublicationRepository = ReturnType<typeof operatorPublicationRepository>;
