import type { Transaction } from 'kysely';
import type { Store } from '../src/store/core/database';
import type { Database } from '../src/store/core/schema';
import type { WrittenDb } from '../src/store/core/written-tables';
import { NOW } from './test-clock';
import { publicationOfferRepository } from '../src/store/publications/publication-offer-repository';

/*
 * Our data lists no publication yet, so the publications' tests, inject and e2e alike, add
 * their own to the publications list, as the editors would; none of them is real. Nothing here
 * needs vitest, so the e2e's fixtures use it too.
 */

const LANGS = ['zh-tw', 'en', 'ja'] as const;

export interface TestPublication {
  id: number;
  /** Its title and summary in each content language. */
  textIn: (lang: (typeof LANGS)[number]) => { title: string; summary: string };
  /** Requestable in up to this many copies; null: not requestable. */
  copyLimit: number | null;
}

/** Adds a test publication to the list, in one transaction. */
export async function addTestPublication(
  trx: Transaction<Database>,
  { id, textIn, copyLimit }: TestPublication,
  now: number,
) {
  await trx
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
  await trx
    .insertInto('article_text')
    .values(LANGS.map((lang) => ({ article_id: id, lang, ...textIn(lang), content: '' })))
    .execute();
  if (copyLimit !== null) {
    await publicationOfferRepository(trx).setRequestable(id, copyLimit, now, new Set([id]));
  }
}

/** Takes a test publication away again, and the offer of it. */
export async function removeTestPublication(trx: Transaction<Database>, id: number, now: number) {
  await publicationOfferRepository(trx).setRequestable(id, null, now, new Set());
  await trx.deleteFrom('article_text').where('article_id', '=', id).execute();
  await trx.deleteFrom('article').where('id', '=', id).execute();
}

let nextId = 900_000;

/**
 * A publication in the list, titled `<lang> 測試刊物 <id>`, in the content's store; requestable in
 * `copyLimit` copies unless null, the offer in the written tables (apart on PostgreSQL).
 */
export async function aPublication(
  { store, written }: { store: Store; written: WrittenDb },
  copyLimit: number | null = 5,
) {
  const id = ++nextId;
  const textIn = (lang: string) => ({
    title: `${lang} 測試刊物 ${id}`,
    summary: 'A test publication',
  });
  await store
    .transaction()
    .execute((trx) => addTestPublication(trx, { id, textIn, copyLimit: null }, NOW));
  if (copyLimit !== null)
    await publicationOfferRepository(written).setRequestable(id, copyLimit, NOW, new Set([id]));
  return id;
}
