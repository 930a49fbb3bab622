import { formatTaipei } from '@ecg/domain/rules/datetime';
import { CONTENT_LANGS, type ContentLang } from '@ecg/domain/rules/language';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { escapeHtml } from '../../content/sanitize';
import type { Database, OperatorPublicationTable } from '../core/schema';

/**
 * The publications the operators add in the console (docs/architecture.md, Operator console):
 * kept in operator_publication, and shown as articles of kind 'publication' like the seeded
 * ones. Their article ids start far above data/editorial's, so the two never meet.
 */
export const OPERATOR_PUBLICATION_ID_BASE = 100_000;
/** After the seeded publications, in the order they were added. */
const POSITION_BASE = 100_000;

type Texts = Record<ContentLang, string>;
export interface PublicationAddition {
  title: Texts;
  summary?: Partial<Texts> | undefined;
}

const COLUMN: Record<ContentLang, 'zh' | 'en' | 'ja'> = { 'zh-tw': 'zh', en: 'en', ja: 'ja' };

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

/** Every publication the operators added, for the seeder to keep among the articles. */
export async function operatorPublicationArticles(db: Kysely<Database>) {
  const rows = await db.selectFrom('operator_publication').selectAll().orderBy('id').execute();
  return rows.map(operatorArticle);
}

/** Adds a publication to the list; answers its article id. */
export async function addPublication(
  trx: Transaction<Database>,
  addition: PublicationAddition,
  now: number,
): Promise<number> {
  const row = await trx
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
  await trx.insertInto('article').values(article).execute();
  await trx.insertInto('article_text').values(texts).execute();
  return article.id;
}
