import { htmlToText } from '../content/sanitize';
import type { SearchTextTable } from '../store/schema';

/** One record's words in one language, as the keyword index holds them. */
export function searchRow(row: {
  entity: SearchTextTable['entity'];
  id: number;
  lang: string;
  name: string;
  summary: string;
  /** HTML, or null where the full text is not in this language. */
  content: string | null;
  extra?: string;
}): SearchTextTable {
  return {
    entity: row.entity,
    entity_id: row.id,
    lang: row.lang,
    name: row.name,
    summary: row.summary,
    body: row.content ? htmlToText(row.content) : '',
    extra: row.extra ?? '',
  };
}
