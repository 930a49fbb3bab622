import { sql } from 'kysely';
import type { Store } from './database';
import type { SearchEntity } from './schema';

/** Trigrams need three characters; shorter words (溫泉, 綠島) are found by LIKE instead. */
const TRIGRAM = 3;

/** FTS5 query text for a phrase: quoted, inner quotes doubled, so no operator is ever read. */
const phrase = (text: string) => `"${text.replaceAll('"', '""')}"`;

/**
 * The ids of one entity whose text in `lang` holds every word of `q`, best first: matches in
 * the name before matches elsewhere, then by FTS5 rank.
 */
export async function searchIds(
  store: Store,
  entity: SearchEntity,
  lang: string,
  q: string,
): Promise<number[]> {
  const words = q.split(/\s+/).filter((word) => word !== '');
  if (words.length === 0) return [];
  const [first] = words as [string];
  const long = words.filter((word) => [...word].length >= TRIGRAM);
  const short = words.filter((word) => [...word].length < TRIGRAM);

  let query = store
    .selectFrom('search_text')
    .select('entity_id')
    .where('entity', '=', entity)
    .where('lang', '=', lang);
  if (long.length > 0) {
    query = query.where(sql<boolean>`search_text match ${long.map(phrase).join(' AND ')}`);
  }
  // Short words are matched in names, summaries and tags: scanning every full text for two
  // characters costs far more than it finds.
  for (const word of short) {
    const pattern = `%${word.replace(/[%_\\]/g, '\\$&')}%`;
    query = query.where(
      sql<boolean>`(name like ${pattern} escape '\\' or summary like ${pattern} escape '\\' or extra like ${pattern} escape '\\')`,
    );
  }
  const rows = await query
    .orderBy(sql`instr(lower(name), lower(${first})) = 0`)
    .orderBy(long.length > 0 ? sql`rank` : sql`entity_id`)
    .execute();
  return rows.map((row) => row.entity_id);
}
