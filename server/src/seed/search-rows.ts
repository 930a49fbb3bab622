import { htmlToText } from '../content/sanitize';
import type { Store } from '../store/core/database';
import type { SearchEntity, SearchTextTable } from '../store/core/schema';
import { syncTable } from './sync-table';

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

/** Makes the keyword index hold exactly these rows for one kind of record, leaving the others. */
export async function syncSearchRows(
  store: Store,
  entity: SearchEntity,
  rows: SearchTextTable[],
): Promise<void> {
  await syncTable(store, 'search_text', ['entity', 'entity_id', 'lang'], rows, { entity });
}
