import type { Store } from '../src/store/database';
import { setPublicationRequestable } from '../src/store/publication-operations';
import { NOW } from './service-reservations.support';

/*
 * Our data lists no publication yet, so the publications' tests add their own to the
 * publications list, as the editors would; none of them is real.
 */

let nextId = 900_000;

/** A publication in the list, titled `<lang> 測試刊物 <id>`, requestable in `copyLimit` copies unless null. */
export async function aPublication(store: Store, copyLimit: number | null = 5) {
  const id = ++nextId;
  await store
    .insertInto('article')
    .values({
      id,
      kind: 'publication',
      position: id,
      datetime: '2026-11-01 09:00:00',
      href: null,
      image: null,
    })
    .execute();
  await store
    .insertInto('article_text')
    .values(
      (['zh-tw', 'en', 'ja'] as const).map((lang) => ({
        article_id: id,
        lang,
        title: `${lang} 測試刊物 ${id}`,
        summary: 'A test publication',
        content: '',
      })),
    )
    .execute();
  if (copyLimit !== null) {
    await store.transaction().execute((trx) => setPublicationRequestable(trx, id, copyLimit, NOW));
  }
  return id;
}
