import type {
  OperatorBatch,
  OperatorOffering,
  VisitorCentre,
} from '@ecg/domain/contracts/admin-reservations';
import { formatTaipei, taipeiDate } from '@ecg/domain/rules/datetime';
import type { Kysely } from 'kysely';
import { offeringDraftOf } from './reservation-operations';
import type { Database } from '../core/schema';

/*
 * What the console lists to set up bookings (docs/architecture.md, Operator console): the visitor
 * centres an offering may belong to, every offering (withdrawn ones too) with all its texts,
 * and an offering's batches with their places booked. The changes: reservation-operations.ts.
 */

/** Visitor centres, by id, named in Chinese and in English (Chinese where none is written). */
export async function listVisitorCentres(db: Kysely<Database>): Promise<VisitorCentre[]> {
  const rows = await db
    .selectFrom('place_collection as c')
    .innerJoin('place_text as zh', (join) =>
      join.onRef('zh.place_id', '=', 'c.place_id').on('zh.lang', '=', 'zh-tw'),
    )
    .leftJoin('place_text as en', (join) =>
      join.onRef('en.place_id', '=', 'c.place_id').on('en.lang', '=', 'en'),
    )
    .select(['c.place_id as id', 'zh.name as zh', 'en.name as en'])
    .where('c.collection', '=', 'visitor-center')
    .orderBy('c.place_id')
    .execute();
  return rows.map((row) => ({ id: row.id, name: { 'zh-tw': row.zh, en: row.en || row.zh } }));
}

/** Every offering, on offer first, then as created; texts not written are ''. */
export async function listOfferingsForOperators(db: Kysely<Database>): Promise<OperatorOffering[]> {
  const rows = await db
    .selectFrom('reservation_offering')
    .selectAll()
    .orderBy('active', 'desc')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    ...offeringDraftOf(row),
    active: row.active === 1,
  }));
}

/** At most this many batches are listed: a season of daily tours. */
const BATCHES_LISTED = 400;

/**
 * An offering's batches from the Taipei day of `now` on (today's begun ones too, for the
 * bookings of the day), by start; undefined when there is no such offering.
 */
export async function listBatchesForOperators(
  db: Kysely<Database>,
  offeringId: number,
  now: number,
): Promise<OperatorBatch[] | undefined> {
  const offering = await db
    .selectFrom('reservation_offering')
    .select('id')
    .where('id', '=', offeringId)
    .executeTakeFirst();
  if (!offering) return undefined;
  const rows = await db
    .selectFrom('reservation_batch')
    .selectAll()
    .where('offering_id', '=', offeringId)
    .where('date', '>=', taipeiDate(now))
    .orderBy('starts_at')
    .limit(BATCHES_LISTED)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    date: row.date,
    time: row.time,
    startsAt: formatTaipei(row.starts_at),
    durationMinutes: row.duration_minutes,
    capacity: row.capacity,
    booked: row.booked,
    open: row.open === 1,
    started: row.starts_at <= now,
  }));
}
