import type { BookingInput, BookingReceipt, NarrationLanguage } from '@ecg/domain/contracts';
import { arrivalOf, placesHeldBy } from '@ecg/domain/rules/booking-limits';
import {
  batchState,
  bookingDeadline,
  placesLeft,
  type OfferingKind,
} from '@ecg/domain/rules/bookings';
import { groupedBookingCode } from '@ecg/domain/rules/booking-codes';
import { formatTaipei } from '@ecg/domain/rules/datetime';
import type { ContentLang } from '@ecg/domain/rules/language';
import type { WrittenDb } from '../core/written-tables';
import { referenceRepository } from '../writes/reference-repository';
import { contactColumns } from '../writes/contact-columns';
import { hashSecret } from '../writes/visitor-secrets';
import { bookingCodeRepository } from './booking-code-repository';

/*
 * A visitor's booking of a batch (requirements §7 reservate, reservate-narrator): checked
 * against its offering, then taken in the write's transaction, with a code no other booking
 * has (booking-code-repository.ts). Finding and cancelling one: booking-lookup-repository.ts.
 */

/** Why a booking was not made or shown; the route says it at the field concerned. */
export type BookingProblem =
  | { problem: 'missing' }
  | { problem: 'closed' }
  | { problem: 'full'; placesLeft: number }
  | { problem: 'language'; languages: NarrationLanguage[] }
  | { problem: 'partyBelow'; limit: number }
  | { problem: 'partyAbove'; limit: number }
  | { problem: 'contactLimit'; limit: number; held: number }
  | { problem: 'wrongSecret' }
  | { problem: 'cancelled' };

const batchWithOffering = (db: WrittenDb, batchId: number) =>
  db
    .selectFrom('reservation_batch as b')
    .innerJoin('reservation_offering as o', 'o.id', 'b.offering_id')
    .select([
      'b.open',
      'b.starts_at',
      'b.capacity',
      'b.booked',
      'o.kind',
      'o.active',
      'o.group_min',
      'o.group_max',
      'o.lead_days',
      'o.languages',
    ])
    .where('b.id', '=', batchId)
    .executeTakeFirst();

const DAY_MS = 24 * 60 * 60 * 1000;

export function bookingRepository(db: WrittenDb) {
  /**
   * What the booking becomes (rules/booking-limits.ts): confirmed or requested by its party and
   * the places its contact already holds in the batch, or refused past the contact limit. Read
   * after the batch's UPDATE, so under its lock: SQLite's write lock, or PostgreSQL's lock on the
   * batch's row, which makes every other booking of the batch wait for this one's commit.
   */
  async function arrivalIn(kind: OfferingKind, input: BookingInput) {
    const { contact_limit: contactLimit } = await db
      .selectFrom('reservation_batch as b')
      .innerJoin('reservation_offering as o', 'o.id', 'b.offering_id')
      .select('o.contact_limit')
      .where('b.id', '=', input.batch)
      .executeTakeFirstOrThrow();
    const bookings = await db
      .selectFrom('reservation_booking')
      .select(['party', 'contact_email as email', 'contact_phone as phone'])
      .where('batch_id', '=', input.batch)
      .where('status', '!=', 'cancelled')
      .execute();
    const held = placesHeldBy(input.contact, bookings);
    return { held, ...arrivalOf(kind, { party: input.party, held, contactLimit }) };
  }

  return {
    /**
     * What the offering decides of a booking (its kind, languages, group sizes, and whether the
     * batch still takes bookings), read before the write's transaction; answers the offering's
     * lead days, which the taking of the places checks again.
     */
    async check(
      kind: OfferingKind,
      input: BookingInput,
      now: number,
    ): Promise<{ leadDays: number } | BookingProblem> {
      const batch = await batchWithOffering(db, input.batch);
      if (batch === undefined || batch.kind !== kind || batch.active !== 1) {
        return { problem: 'missing' };
      }
      if (batch.open !== 1 || now >= bookingDeadline(batch.starts_at, batch.lead_days)) {
        return { problem: 'closed' };
      }
      const languages = JSON.parse(batch.languages) as NarrationLanguage[];
      if (!languages.includes(input.language)) return { problem: 'language', languages };
      if (input.party < batch.group_min) return { problem: 'partyBelow', limit: batch.group_min };
      if (input.party > batch.group_max) return { problem: 'partyAbove', limit: batch.group_max };
      return { leadDays: batch.lead_days };
    },

    /**
     * Takes the party's places and records the booking. The places are taken by one conditional
     * UPDATE, the transaction's first statement: however many servers book the last place at
     * once, the database lets only those that fit have it, and SQLite takes its write lock before
     * anything is read, so no server decides on a stale read. The contact limit is checked after
     * it, under its lock (arrivalIn), so a burst from one contact cannot pass it together. `db`
     * is the write's transaction.
     */
    async take(
      kind: OfferingKind,
      input: BookingInput,
      { leadDays }: { leadDays: number },
      lang: ContentLang,
      now: number,
    ): Promise<BookingReceipt | BookingProblem> {
      const taken = await db
        .updateTable('reservation_batch')
        .set((eb) => ({ booked: eb('booked', '+', input.party) }))
        .where('id', '=', input.batch)
        .where('open', '=', 1)
        .where('starts_at', '>', now + leadDays * DAY_MS)
        .where((eb) => eb(eb('booked', '+', input.party), '<=', eb.ref('capacity')))
        .executeTakeFirst();
      if (taken.numUpdatedRows !== 1n) {
        // Another booking (or the centre closing it) came first: say which, as it stands now.
        const after = await batchWithOffering(db, input.batch);
        if (after === undefined) return { problem: 'missing' };
        const facts = {
          open: after.open === 1,
          startsAt: after.starts_at,
          capacity: after.capacity,
          booked: after.booked,
        };
        const offering = { groupMin: after.group_min, leadDays: after.lead_days };
        if (batchState(facts, offering, now) === 'closed') return { problem: 'closed' };
        return { problem: 'full', placesLeft: placesLeft(after) };
      }

      const arrival = await arrivalIn(kind, input);
      if ('refused' in arrival) {
        // The places go back at once, whatever the caller then does with the transaction.
        await db
          .updateTable('reservation_batch')
          .set((eb) => ({ booked: eb('booked', '-', input.party) }))
          .where('id', '=', input.batch)
          .execute();
        return { problem: 'contactLimit', limit: arrival.limit, held: arrival.held };
      }
      const { status } = arrival;
      const reference = await referenceRepository(db).nextIn('reservation_booking', 'B', now);
      const code = await bookingCodeRepository(db).unused();
      await db
        .insertInto('reservation_booking')
        .values({
          ...reference,
          secret_hash: hashSecret(code),
          batch_id: input.batch,
          party: input.party,
          language: input.language,
          ...contactColumns(input.contact),
          notes: input.notes ?? null,
          status,
          status_note: null,
          cancelled_by: null,
          lang,
          created_at: now,
          updated_at: now,
        })
        .execute();
      return {
        number: reference.number,
        secret: groupedBookingCode(code),
        createdAt: formatTaipei(now),
        status,
      };
    },
  };
}

export type BookingRepository = ReturnType<typeof bookingRepository>;
