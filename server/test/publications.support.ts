import type { Transaction } from 'kysely';
import type { Store } from '../src/store/core/database';
import type { Database } from '../src/store/core/schema';
import type { WrittenDb } from '../src/store/core/written-tables';
import { NOW } from './test-clock';
import { publicationOfferRepository } from '../src/store/publications/publication-offer-repository';

/*
 * Our data lists no publication yet, so the publications' tests, inject and e2e alike, add
 * their own to the publications list, as the editors would; none of them is real. The
 * publication is content; that it may be requested, and in how many copies, is written data,
 * apart from the content on PostgreSQL. Nothing here needs vitest, so the e2e's fixtures use it
 * too.
 */

const LANGS = ['zh-tw', 'en', 'ja'] as const;

export interface TestPublication {
  id: number;
  /** Its title and summary in each content language. */
  textIn: (lang: (typeof LANGS)[number]) => { title: string; summary: string };
}

/** Adds a test publication to the list of the content, in one transaction. */
export async function addTestPublication(
  content: Transaction<Database>,
  { id, textIn }: TestPublication,
) {
  await content
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
  await content
    .insertInto('article_text')
    .values(LANGS.map((lang) => ({ article_id: id, lang, ...textIn(lang), content: '' })))
    .execute();
}

/** Makes a test publication requestable in up to `copyLimit` copies, or, with null, not. */
export const offerTestPublication = (
  written: WrittenDb,
  id: number,
  copyLimit: number | null,
  now: number,
) =>
  publicationOfferRepository(written).setRequestable(
    id,
    copyLimit,
    now,
    new Set(copyLimit === null ? [] : [id]),
  );

/** Takes a test publication away from the content again (its offer taken first). */
export async function removeTestPublication(content: Transaction<Database>, id: number) {
  await content.deleteFrom('article_text').where('article_id', '=', id).execute();
  await content.deleteFrom('article').where('id', '=', id).execute();
}

let nextId = 900_000;

/**
 * A publication in the list, titled `<lang> 測試刊物 <id>`, in the content's store; requestable in
 * `copyLimit` copies unless null, the offer in the written tables.
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
  await store.transaction().execute((trx) => addTestPublication(trx, { id, textIn }));
  if (copyLimit !== null) await offerTestPublication(written, id, copyLimit, NOW);
  return id;
}
