import type { PublicationRequestInput, WriteReceipt } from '@ecg/domain/contracts';
import { formatTaipei } from '@ecg/domain/rules/datetime';
import type { ContentLang } from '@ecg/domain/rules/language';
import { PUBLICATION_ADDRESS_KEPT_DAYS } from '@ecg/domain/contracts';
import type { WrittenDb } from '../core/written-tables';
import { changeFromRequested } from '../operators/requested-change';
import { contactColumns } from '../writes/contact-columns';
import { referenceRepository } from '../writes/reference-repository';

/*
 * A visitor's request to be posted a publication (requirements §7 apply-publication): checked
 * against what the operators offer and taken in the write's transaction; listed, marked posted
 * and its address forgotten in time by the staff (docs/architecture.md, Operator console).
 */

const DAY_MS = 24 * 60 * 60 * 1000;

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

export function publicationRequestRepository(db: WrittenDb) {
  return {
    /** Records the request, in the write's transaction; answers its number. */
    async take(
      input: PublicationRequestInput,
      title: string,
      lang: ContentLang,
      now: number,
    ): Promise<WriteReceipt> {
      const reference = await referenceRepository(db).nextIn('publication_request', 'P', now);
      const { address, contact } = input;
      await db
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
          ...contactColumns(contact),
          status: 'requested',
          status_note: null,
          lang,
          created_at: now,
          posted_at: null,
        })
        .execute();
      return { number: reference.number, createdAt: formatTaipei(now) };
    },

    /** The requests, oldest first (the order they are posted in), of one status or all. */
    async list(
      filter: { status?: 'requested' | 'posted' } = {},
    ): Promise<OperatorPublicationRequest[]> {
      let query = db.selectFrom('publication_request').selectAll();
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
    },

    /** Marks a request posted, with a note (a tracking number), once. */
    async markPosted(number: string, note: string | null, now: number) {
      await changeFromRequested(
        db,
        'publication_request',
        number,
        { status: 'posted', status_note: note, posted_at: now },
        {
          missing: `No request ${number}`,
          decided: (status) => `Request ${number} is ${status} already`,
        },
      );
    },

    /**
     * Blanks the address and contact of requests posted PUBLICATION_ADDRESS_KEPT_DAYS ago, as the
     * form promises; answers how many.
     */
    async forgetPostedAddresses(now: number): Promise<number> {
      const result = await db
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
    },
  };
}

export type PublicationRequestRepository = ReturnType<typeof publicationRequestRepository>;
