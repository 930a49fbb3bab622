import type {
  Booking,
  BookingInput,
  BookingLookup,
  BookingReceipt,
  NarrationLanguage,
} from '@ecg/domain/contracts';
import {
  batchState,
  bookingDeadline,
  isCancellable,
  placesLeft,
  statusOnArrival,
  type OfferingKind,
} from '@ecg/domain/rules/bookings';
import { formatTaipei } from '@ecg/domain/rules/datetime';
import type { ContentLang } from '@ecg/domain/rules/language';
import type { Kysely, Transaction } from 'kysely';
import { offeringText } from './reservation-offerings';
import type { Database } from './schema';
import { hashSecret, newSecret, nextReference, secretMatches } from './visitor-references';

/*
 * A visitor's booking of a batch (requirements §7 reservate, reservate-narrator, application):
 * taken, found by its number and secret, and cancelled. Each runs in the write's transaction.
 */

/** Why a booking was not made or shown; the route says it at the field concerned. */
export type BookingProblem =
  | { problem: 'missing' }
  | { problem: 'closed' }
  | { problem: 'full'; placesLeft: number }
  | { problem: 'language'; languages: NarrationLanguage[] }
  | { problem: 'partyBelow'; limit: number }
  | { problem: 'partyAbove'; limit: number }
  | { problem: 'wrongSecret' }
  | { problem: 'cancelled' };

const batchWithOffering = (db: Kysely<Database>, batchId: number) =>
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

/**
 * What the offering decides of a booking (its kind, languages, group sizes, and whether the
 * batch still takes bookings), read before the write's transaction; answers the offering's
 * lead days, which the taking of the places checks again.
 */
export async function checkBooking(
  db: Kysely<Database>,
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
}

/**
 * Takes the party's places and records the booking. The places are taken by one conditional
 * UPDATE, the transaction's first statement: however many servers book the last place at
 * once, the database lets only those that fit have it, and SQLite takes its write lock before
 * anything is read, so no server decides on a stale read.
 */
export async function takeBooking(
  trx: Transaction<Database>,
  kind: OfferingKind,
  input: BookingInput,
  { leadDays }: { leadDays: number },
  lang: ContentLang,
  now: number,
): Promise<BookingReceipt | BookingProblem> {
  const taken = await trx
    .updateTable('reservation_batch')
    .set((eb) => ({ booked: eb('booked', '+', input.party) }))
    .where('id', '=', input.batch)
    .where('open', '=', 1)
    .where('starts_at', '>', now + leadDays * DAY_MS)
    .where((eb) => eb(eb('booked', '+', input.party), '<=', eb.ref('capacity')))
    .executeTakeFirst();
  if (taken.numUpdatedRows !== 1n) {
    // Another booking (or the centre closing it) came first: say which, as it stands now.
    const after = await batchWithOffering(trx, input.batch);
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

  const reference = await nextReference(trx, 'reservation_booking', 'B', now);
  const secret = newSecret();
  const status = statusOnArrival(kind);
  await trx
    .insertInto('reservation_booking')
    .values({
      ...reference,
      secret_hash: hashSecret(secret),
      batch_id: input.batch,
      party: input.party,
      language: input.language,
      contact_name: input.contact.name,
      contact_email: input.contact.email ?? null,
      contact_phone: input.contact.phone ?? null,
      notes: input.notes ?? null,
      status,
      status_note: null,
      cancelled_by: null,
      lang,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return { number: reference.number, secret, createdAt: formatTaipei(now), status };
}

const bookingRow = (db: Kysely<Database>, number: string) =>
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

type BookingRow = NonNullable<Awaited<ReturnType<typeof bookingRow>>>;

async function presentBooking(
  db: Kysely<Database>,
  row: BookingRow,
  lang: ContentLang,
  now: number,
): Promise<Booking> {
  const centre = await db
    .selectFrom('place_text')
    .select('name')
    .where('place_id', '=', row.centre_id)
    .where('lang', '=', lang)
    .executeTakeFirst();
  const { title, textLang } = offeringText(row, lang);
  return {
    number: row.number,
    status: row.status,
    createdAt: formatTaipei(row.booked_at),
    kind: row.kind,
    offering: { id: row.id, title, textLang },
    centre: centre?.name ?? '',
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

/** A booking shown to whoever has its number and secret; a wrong pair says nothing more. */
export async function findBooking(
  db: Kysely<Database>,
  { number, secret }: BookingLookup,
  lang: ContentLang,
  now: number,
): Promise<Booking | BookingProblem> {
  const row = await bookingRow(db, number);
  if (row === undefined || !secretMatches(secret, row.secret_hash)) {
    return { problem: 'wrongSecret' };
  }
  return presentBooking(db, row, lang, now);
}

/**
 * Cancels a booking and gives its places back to its batch, both in `trx`; by the visitor
 * (who sends the secret) or by the centre (operator functions, with a note).
 */
export async function cancelBookingIn(
  trx: Transaction<Database>,
  number: string,
  by: { visitor: string } | { operatorNote: string | null },
  lang: ContentLang,
  now: number,
): Promise<Booking | BookingProblem> {
  const row = await bookingRow(trx, number);
  if (row === undefined)
    return 'visitor' in by ? { problem: 'wrongSecret' } : { problem: 'missing' };
  if ('visitor' in by && !secretMatches(by.visitor, row.secret_hash)) {
    return { problem: 'wrongSecret' };
  }
  if (row.status === 'cancelled') return { problem: 'cancelled' };
  if (!isCancellable(row.status, row.starts_at, now)) return { problem: 'closed' };
  const cancelled = await trx
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
  await trx
    .updateTable('reservation_batch')
    .set((eb) => ({ booked: eb('booked', '-', row.party) }))
    .where('id', '=', row.batch_id)
    .execute();
  const after = await bookingRow(trx, number);
  return presentBooking(trx, after ?? row, lang, now);
}
