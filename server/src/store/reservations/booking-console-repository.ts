import { bookingFilterSchema, type BookingFilter } from '@ecg/domain/contracts';
import { BOOKING_CONTACT_KEPT_DAYS, type BookingStatus } from '@ecg/domain/rules/bookings';
import { formatTaipei } from '@ecg/domain/rules/datetime';
import type { WrittenDb } from '../core/written-tables';
import { OperatorRefusal } from '../operators/operator-refusal';
import { changeFromRequested } from '../operators/requested-change';
import { bookingLookupRepository } from './booking-lookup-repository';

/*
 * What the visitor centres' staff do with the bookings visitors made (docs/architecture.md,
 * Operator console): list them, confirm or cancel one, and forget contacts past their time. A
 * change runs in the console's transaction, so its log line is written in the same commit.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** A booking as the centre sees it: with the visitor's contact, while it is kept. */
export interface OperatorBooking {
  number: string;
  status: BookingStatus;
  statusNote: string | null;
  cancelledBy: 'visitor' | 'operator' | null;
  createdAt: string;
  offeringId: number;
  offeringTitle: string;
  batchId: number;
  date: string;
  time: string;
  party: number;
  language: string;
  contact: { name: string; email: string | null; phone: string | null };
  notes: string | null;
  lang: string;
}

export function bookingConsoleRepository(db: WrittenDb) {
  return {
    /** Bookings by offering, batch, Taipei date or status, by their batch's start. */
    async list(filter: BookingFilter = {}): Promise<OperatorBooking[]> {
      const { offeringId, batchId, date, status } = bookingFilterSchema.parse(filter);
      let query = db
        .selectFrom('reservation_booking as k')
        .innerJoin('reservation_batch as b', 'b.id', 'k.batch_id')
        .innerJoin('reservation_offering as o', 'o.id', 'b.offering_id')
        .selectAll('k')
        .select(['b.offering_id', 'b.date', 'b.time', 'o.title_zh']);
      if (offeringId !== undefined) query = query.where('b.offering_id', '=', offeringId);
      if (batchId !== undefined) query = query.where('k.batch_id', '=', batchId);
      if (date !== undefined) query = query.where('b.date', '=', date);
      if (status !== undefined) query = query.where('k.status', '=', status);
      const rows = await query.orderBy('b.starts_at').orderBy('k.id').execute();
      return rows.map((row): OperatorBooking => ({
        number: row.number,
        status: row.status,
        statusNote: row.status_note,
        cancelledBy: row.cancelled_by,
        createdAt: formatTaipei(row.created_at),
        offeringId: row.offering_id,
        offeringTitle: row.title_zh,
        batchId: row.batch_id,
        date: row.date,
        time: row.time,
        party: row.party,
        language: row.language,
        contact: { name: row.contact_name, email: row.contact_email, phone: row.contact_phone },
        notes: row.notes,
        lang: row.lang,
      }));
    },

    /** Confirms a requested booking (a narrator found for the group), with a note for them. */
    async confirm(number: string, note: string | null, now: number): Promise<void> {
      await changeFromRequested(
        db,
        'reservation_booking',
        number,
        { status: 'confirmed', status_note: note, updated_at: now },
        { missing: `No booking ${number}`, decided: (status) => `Booking ${number} is ${status}` },
      );
    },

    /** Cancels a booking for the centre, with a note for the visitor; its places are freed. */
    async cancel(number: string, note: string | null, now: number): Promise<void> {
      const result = await bookingLookupRepository(db).cancel(number, { operatorNote: note }, now);
      if (!('problem' in result)) return;
      if (result.problem === 'cancelled') {
        throw new OperatorRefusal('cancelled', `Booking ${number} is already cancelled`);
      }
      if (result.problem === 'closed') {
        throw new OperatorRefusal('started', `Booking ${number}'s batch has started`);
      }
      throw new OperatorRefusal('notFound', `No booking ${number}`);
    },

    /**
     * Blanks the contact and notes of bookings whose batch started BOOKING_CONTACT_KEPT_DAYS ago,
     * as the form promises; answers how many.
     */
    async forgetPastContacts(now: number): Promise<number> {
      const before = now - BOOKING_CONTACT_KEPT_DAYS * DAY_MS;
      const result = await db
        .updateTable('reservation_booking')
        .set({ contact_name: '', contact_email: null, contact_phone: null, notes: null })
        .where('contact_name', '!=', '')
        .where('batch_id', 'in', (eb) =>
          eb.selectFrom('reservation_batch').select('id').where('starts_at', '<', before),
        )
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  };
}

export type BookingConsoleRepository = ReturnType<typeof bookingConsoleRepository>;
