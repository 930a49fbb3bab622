import { PUBLICATION_ADDRESS_KEPT_DAYS, COPIES_MAX } from '@ecg/domain/contracts';
import { formatTaipei } from '@ecg/domain/rules/datetime';
import type { Transaction } from 'kysely';
import { OperatorRefusal } from '../operators/operator-refusal';
import type { Database } from '../core/schema';

/*
 * What the staff do with publications by post (docs/architecture.md, Operator console): say which
 * may be asked for and how many copies, list the requests, and mark one posted. Each runs in the
 * caller's transaction, so the console logs the action in the same commit.
 */

type Trx = Transaction<Database>;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Lets visitors ask for a publication of our publications list, at most `copyLimit` copies a
 * request; `null` stops it being asked for (requests made stay).
 */
export async function setPublicationRequestable(
  trx: Trx,
  articleId: number,
  copyLimit: number | null,
  now: number,
) {
  if (copyLimit === null) {
    await trx.deleteFrom('publication_offer').where('article_id', '=', articleId).execute();
    return;
  }
  if (!Number.isInteger(copyLimit) || copyLimit < 1 || copyLimit > COPIES_MAX) {
    throw new RangeError(`copyLimit must be a whole number from 1 to ${COPIES_MAX}`);
  }
  const article = await trx
    .selectFrom('article')
    .select('id')
    .where('id', '=', articleId)
    .where('kind', '=', 'publication')
    .executeTakeFirst();
  if (!article) {
    throw new OperatorRefusal('notPublication', `Article ${articleId} is not a publication`);
  }
  await trx
    .insertInto('publication_offer')
    .values({ article_id: articleId, copy_limit: copyLimit, updated_at: now })
    .onConflict((conflict) =>
      conflict.column('article_id').doUpdateSet({ copy_limit: copyLimit, updated_at: now }),
    )
    .execute();
}

export interface OperatorPublicationRequest {
  number: string;
  status: 'requested' | 'posted';
  statusNote: string | null;
  createdAt: string;
  postedAt: string | null;
  publicationId: number;
  title: string;
  copies: number;
  address: {
    destination: 'taiwan' | 'abroad';
    recipient: string;
    line1: string;
    line2: string | null;
    postcode: string;
    country: string | null;
  };
  contact: { name: string; email: string | null; phone: string | null };
  lang: string;
}

/** The requests, oldest first (the order they are posted in), of one status or all. */
export async function listPublicationRequests(
  trx: Trx,
  filter: { status?: 'requested' | 'posted' } = {},
): Promise<OperatorPublicationRequest[]> {
  let query = trx.selectFrom('publication_request').selectAll();
  if (filter.status) query = query.where('status', '=', filter.status);
  const rows = await query.orderBy('created_at').orderBy('id').execute();
  return rows.map((row) => ({
    number: row.number,
    status: row.status,
    statusNote: row.status_note,
    createdAt: formatTaipei(row.created_at),
    postedAt: row.posted_at === null ? null : formatTaipei(row.posted_at),
    publicationId: row.article_id,
    title: row.title,
    copies: row.copies,
    address: {
      destination: row.destination,
      recipient: row.recipient,
      line1: row.line1,
      line2: row.line2,
      postcode: row.postcode,
      country: row.country,
    },
    contact: { name: row.contact_name, email: row.contact_email, phone: row.contact_phone },
    lang: row.lang,
  }));
}

/** Marks a request posted, with a note (a tracking number), once. */
export async function markPublicationPosted(
  trx: Trx,
  number: string,
  note: string | null,
  now: number,
) {
  const changed = await trx
    .updateTable('publication_request')
    .set({ status: 'posted', status_note: note, posted_at: now })
    .where('number', '=', number)
    .where('status', '=', 'requested')
    .executeTakeFirst();
  if (changed.numUpdatedRows === 1n) return;
  const row = await trx
    .selectFrom('publication_request')
    .select('status')
    .where('number', '=', number)
    .executeTakeFirst();
  if (!row) throw new OperatorRefusal('notFound', `No request ${number}`);
  throw new OperatorRefusal('notRequested', `Request ${number} is ${row.status} already`);
}

/**
 * Blanks the address and contact of requests posted PUBLICATION_ADDRESS_KEPT_DAYS ago, as the
 * form promises; answers how many.
 */
export async function forgetPostedAddresses(trx: Trx, now: number): Promise<number> {
  const result = await trx
    .updateTable('publication_request')
    .set({
      recipient: '',
      line1: '',
      line2: null,
      postcode: '',
      country: null,
      contact_name: '',
      contact_email: null,
      contact_phone: null,
    })
    .where('status', '=', 'posted')
    .where('posted_at', '<', now - PUBLICATION_ADDRESS_KEPT_DAYS * DAY_MS)
    .where('recipient', '!=', '')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Every publication of our list, in its editorial order, with its copy limit where visitors
 * may ask for it (null where not); titled in Chinese and English (Chinese where none is written).
 */
export async function listPublicationsForOperators(trx: Trx) {
  const rows = await trx
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
}
