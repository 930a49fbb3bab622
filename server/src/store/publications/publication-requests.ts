import type {
  Image,
  PublicationRequestInput,
  RequestablePublication,
  WriteReceipt,
} from '@ecg/domain/contracts';
import { formatTaipei } from '@ecg/domain/rules/datetime';
import type { ContentLang } from '@ecg/domain/rules/language';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../core/schema';
import { referenceRepository } from '../writes/reference-repository';

/*
 * Publications a visitor may ask to be posted (requirements §7 publication-apply-information,
 * apply-publication): those of our publications list the operators have marked, and the
 * request itself.
 */

/** Why a request was not taken; the route says it at its field. */
export type PublicationProblem = { problem: 'missing' } | { problem: 'tooMany'; limit: number };

const offers = (db: Kysely<Database>) =>
  db
    .selectFrom('publication_offer as p')
    .innerJoin('article as a', 'a.id', 'p.article_id')
    .where('a.kind', '=', 'publication');

/** The publications that may be asked for, in the editorial order of the publications list. */
export async function requestablePublications(
  db: Kysely<Database>,
  lang: ContentLang,
): Promise<RequestablePublication[]> {
  const rows = await offers(db)
    .innerJoin('article_text as t', (join) =>
      join.onRef('t.article_id', '=', 'a.id').on('t.lang', '=', lang),
    )
    .select(['a.id', 'a.image', 't.title', 't.summary', 'p.copy_limit'])
    .orderBy('a.position')
    .orderBy('a.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    summary: row.summary,
    image: row.image ? (JSON.parse(row.image) as Image) : null,
    copyLimit: row.copy_limit,
  }));
}

/** Whether the publication may be asked for in that many copies; its Chinese title if so. */
export async function checkPublicationRequest(
  db: Kysely<Database>,
  { publication, copies }: Pick<PublicationRequestInput, 'publication' | 'copies'>,
): Promise<{ title: string } | PublicationProblem> {
  const offer = await offers(db)
    .innerJoin('article_text as t', (join) =>
      join.onRef('t.article_id', '=', 'a.id').on('t.lang', '=', 'zh-tw'),
    )
    .select(['p.copy_limit', 't.title'])
    .where('a.id', '=', publication)
    .executeTakeFirst();
  if (offer === undefined) return { problem: 'missing' };
  if (copies > offer.copy_limit) return { problem: 'tooMany', limit: offer.copy_limit };
  return { title: offer.title };
}

/** Records the request, in the write's transaction; answers its number. */
export async function takePublicationRequest(
  trx: Transaction<Database>,
  input: PublicationRequestInput,
  title: string,
  lang: ContentLang,
  now: number,
): Promise<WriteReceipt> {
  const reference = await referenceRepository(trx).nextIn('publication_request', 'P', now);
  const { address, contact } = input;
  await trx
    .insertInto('publication_request')
    .values({
      ...reference,
      article_id: input.publication,
      title,
      copies: input.copies,
      destination: address.destination,
      recipient: address.recipient,
      line1: address.line1,
      line2: address.line2 ?? null,
      postcode: address.postcode,
      country: address.destination === 'abroad' ? (address.country ?? null) : null,
      contact_name: contact.name,
      contact_email: contact.email ?? null,
      contact_phone: contact.phone ?? null,
      status: 'requested',
      status_note: null,
      lang,
      created_at: now,
      posted_at: null,
    })
    .execute();
  return { number: reference.number, createdAt: formatTaipei(now) };
}
