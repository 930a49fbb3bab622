import { sql, type RawBuilder } from 'kysely';
import { Converter } from 'opencc-js/cn2t';
import type { Db } from '../core/database';
import type { SearchEntity } from '../core/schema';

type Convert = (text: string) => string;

let simplifiedToTaiwan: Convert | undefined;

/**
 * OpenCC's Simplified → Traditional (Taiwan) converter (s2tw, with its phrase dictionary, so
 * 头发 becomes 頭髮 and not 頭發). Building it takes about 0.2 s on an idle machine and keeps
 * about 40 MB of heap (55 MB of the server's memory), so it is built once per process: at
 * start-up by the server, on first use elsewhere.
 */
export function loadSimplifiedToTaiwan(): Convert {
  simplifiedToTaiwan ??= Converter({ from: 'cn', to: 'tw' });
  return simplifiedToTaiwan;
}

const HAN = /\p{Script=Han}/u;

/**
 * The forms in which a search word is looked for. Our Chinese content is in Traditional
 * characters, and the interface also offers Simplified Chinese, so a word is looked for as
 * typed and as OpenCC writes it in Taiwan (绿岛 → 綠島). The word as typed stays one of its
 * forms, because characters that are also Traditional are rewritten too (三仙台 → 三仙臺,
 * while the content says 三仙台). Taiwan writes 臺 and its everyday form 台 alike (the content
 * has 臺東 and 台東 both), so a converted word is looked for with 台 as well (台东 → 台東).
 */
export function searchForms(word: string): string[] {
  if (!HAN.test(word)) return [word];
  const taiwan = loadSimplifiedToTaiwan()(word);
  return [...new Set([word, taiwan, taiwan.replaceAll('臺', '台')])];
}

/** Trigrams need three characters; shorter words (溫泉, 綠島) are found by LIKE instead. */
const TRIGRAM = 3;

/** FTS5 query text for a phrase: quoted, inner quotes doubled, so no operator is ever read. */
const phrase = (text: string) => `"${text.replaceAll('"', '""')}"`;

const anyOf = (conditions: RawBuilder<boolean>[]) =>
  sql<boolean>`(${sql.join(conditions, sql` or `)})`;

/** Short words are matched in names, summaries and tags, in any of their forms. */
function shortWordMatch(forms: string[]): RawBuilder<boolean> {
  return anyOf(
    forms.map((form) => {
      const pattern = `%${form.replace(/[%_\\]/g, '\\$&')}%`;
      return sql<boolean>`name like ${pattern} escape '\\' or summary like ${pattern} escape '\\' or extra like ${pattern} escape '\\'`;
    }),
  );
}

/** The words of a search, each with the forms it is looked for in (searchForms). */
const searchWords = (q: string) =>
  q
    .split(/\s+/)
    .filter((word) => word !== '')
    .map((word) => ({ length: [...word].length, forms: searchForms(word) }));

/**
 * Whether every word of `q`, in one of its forms, is in one of `texts`, case aside: the search
 * of the few rows written data holds, which the seeded search index never sees.
 */
export function wordsMatch(texts: string[], q: string): boolean {
  const lower = texts.map((text) => text.toLowerCase());
  return searchWords(q).every(({ forms }) =>
    forms.some((form) => lower.some((text) => text.includes(form.toLowerCase()))),
  );
}

/**
 * The ids of one entity whose text in `lang` holds every word of `q` (each in one of its
 * forms, see searchForms), best first: matches in the name before matches elsewhere, then by
 * FTS5 rank.
 */
export async function searchIds(
  db: Db,
  entity: SearchEntity,
  lang: string,
  q: string,
): Promise<number[]> {
  const words = searchWords(q);
  if (words.length === 0) return [];
  const [first] = words as [(typeof words)[number]];
  const long = words.filter((word) => word.length >= TRIGRAM);
  const short = words.filter((word) => word.length < TRIGRAM);

  let query = db
    .selectFrom('search_text')
    .select('entity_id')
    .where('entity', '=', entity)
    .where('lang', '=', lang);
  if (long.length > 0) {
    const match = long.map((word) => `(${word.forms.map(phrase).join(' OR ')})`).join(' AND ');
    query = query.where(sql<boolean>`search_text match ${match}`);
  }
  // Short words are not looked for in the full texts: scanning every full text for two
  // characters costs far more than it finds.
  for (const word of short) query = query.where(shortWordMatch(word.forms));
  const notInName = first.forms.map((form) => sql<boolean>`instr(lower(name), lower(${form})) = 0`);
  const rows = await query
    .orderBy(sql`(${sql.join(notInName, sql` and `)})`)
    .orderBy(long.length > 0 ? sql`rank` : sql`entity_id`)
    .execute();
  return rows.map((row) => row.entity_id);
}
