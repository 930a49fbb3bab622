import type { Booking, BookingLookup, NarrationLanguage } from '@ecg/domain/contracts';
import { isCancellable } from '@ecg/domain/rules/bookings';
import { formatTaipei } from '@ecg/domain/rules/datetime';
import type { ContentLang } from '@ecg/domain/rules/language';
import type { CentreContacts } from '../content/visitor-centre-repository';
import type { WrittenDb } from '../core/written-tables';
import { secretMatches } from '../writes/visitor-secrets';
import type { BookingProblem } from './booking-repository';
import { offeringText } from './offering-repository';

/*
 * A booking found by its number (requirements §7 application): shown to whoever has its
 * secret, and cancelled by the visitor or the centre, its places given back.
 */

const bookingRow = (db: WrittenDb, number: string) =>
  db
    .selectFrom('reservation_booking as k')
    .innerJoin('reservation_batch as b', 'b.id', 'k.batch_id')
    .innerJoin('reservation_offering as o', 'o.id', 'b.offering_id')
    .selectAll('o')
    .select([
      'k.id as booking_id',
      'k.number',
      'k.secret_hash',
      'k.status',
      'k.status_note',
      'k.created_at as booked_at',
      'k.party',
      'k.language',
      'k.contact_name',
      'k.batch_id',
      'b.date',
      'b.time',
      'b.starts_at',
      'b.duration_minutes',
    ])
    .where('k.number', '=', number)
    .executeTakeFirst();

export type BookingRow = NonNullable<Awaited<ReturnType<typeof bookingRow>>>;

/** A booking as its visitor sees it, its centre named from the content's `centres`. */
export function presentBooking(
  row: BookingRow,
  lang: ContentLang,
  now: number,
  centres: CentreContacts,
): Booking {
  const { title, textLang } = offeringText(row, lang);
  return {
    number: row.number,
    status: row.status,
    createdAt: formatTaipei(row.booked_at),
    kind: row.kind,
    offering: { id: row.id, title, textLang },
    centre: centres.get(row.centre_id)?.name ?? '',
    date: row.date,
    time: row.time,
    durationMinutes: row.duration_minutes,
    party: row.party,
    language: row.language as NarrationLanguage,
    name: row.contact_name,
    ...(row.status_note ? { note: row.status_note } : {}),
    cancellable: isCancellable(row.status, row.starts_at, now),
  };
}

export function bookingLookupRepository(db: WrittenDb) {
  return {
    /** A booking for whoever has its number and secret; a wrong pair says nothing more. */
    async find({ number, secret }: BookingLookup): Promise<BookingRow | BookingProblem> {
      const row = await bookingRow(db, number);
      if (row === undefined || !secretMatches(secret, row.secret_hash)) {
        return { problem: 'wrongSecret' };
      }
      return row;
    },

    /**
     * Cancels a booking and gives its places back to its batch, both in `db`, a transaction; by
     * the visitor (who sends the secret) or by the centre (the console, with a note).
     */
    async cancel(
      number: string,
      by: { visitor: string } | { operatorNote: string | null },
      now: number,
    ): Promise<BookingRow | BookingProblem> {
      const row = await bookingRow(db, number);
      if (row === undefined)
        return 'visitor' in by ? { problem: 'wrongSecret' } : { problem: 'missing' };
      if ('visitor' in by && !secretMatches(by.visitor, row.secret_hash)) {
        return { problem: 'wrongSecret' };
      }
      if (row.status === 'cancelled') return { problem: 'cancelled' };
      if (!isCancellable(row.status, row.starts_at, now)) return { problem: 'closed' };
      const cancelled = await db
        .updateTable('reservation_booking')
        .set({
          status: 'cancelled',
          cancelled_by: 'visitor' in by ? 'visitor' : 'operator',
          ...('operatorNote' in by ? { status_note: by.operatorNote } : {}),
          updated_at: now,
        })
        .where('id', '=', row.booking_id)
        .where('status', '!=', 'cancelled')
        .executeTakeFirst();
      if (cancelled.numUpdatedRows !== 1n) return { problem: 'cancelled' };
      await db
        .updateTable('reservation_batch')
        .set((eb) => ({ booked: eb('booked', '-', row.party) }))
        .where('id', '=', row.batch_id)
        .execute();
      return (await bookingRow(db, number)) ?? row;
    },
  };
}

export type BookingLookupRepository = ReturnType<typeof bookingLookupRepository>;
