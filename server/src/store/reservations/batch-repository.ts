import {
  batchDraftSchema,
  type Batch,
  type BatchDraft,
  type EchelonAnswer,
} from '@ecg/domain/contracts';
import type { OperatorBatch } from '@ecg/domain/contracts/admin-reservations';
import { batchStartsAt, batchState, placesLeft } from '@ecg/domain/rules/bookings';
import { formatTaipei, taipeiDate } from '@ecg/domain/rules/datetime';
import type { Selectable } from 'kysely';
import type { WrittenDb } from '../core/written-tables';
import type { ReservationBatchTable } from '../core/schema';
import { OperatorRefusal } from '../operators/operator-refusal';

/*
 * An offering's batches: those to come with their places left, as visitors read them
 * (requirements §7 echelon), and every batch from today on as the console opens, resizes and
 * closes them (docs/architecture.md, Operator console).
 */

/** At most this many batches are listed: a season of daily tours, more than a phone scrolls. */
const BATCHES_LISTED = 400;

/** A batch as a visitor sees it at `now`: its places left and whether it takes bookings. */
function presentBatch(
  row: Selectable<ReservationBatchTable>,
  offering: { group_min: number; lead_days: number },
  now: number,
): Batch {
  const facts = {
    open: row.open === 1,
    startsAt: row.starts_at,
    capacity: row.capacity,
    booked: row.booked,
  };
  return {
    id: row.id,
    date: row.date,
    time: row.time,
    startsAt: `${row.date} ${row.time}:00`,
    durationMinutes: row.duration_minutes,
    capacity: row.capacity,
    placesLeft: placesLeft(facts),
    state: batchState(facts, { groupMin: offering.group_min, leadDays: offering.lead_days }, now),
  };
}

export function batchRepository(db: WrittenDb) {
  async function requireBatch(batchId: number) {
    const batch = await db
      .selectFrom('reservation_batch')
      .select(['id', 'booked'])
      .where('id', '=', batchId)
      .executeTakeFirst();
    if (!batch) throw new OperatorRefusal('notFound', `No batch ${batchId}`);
    return batch;
  }

  return {
    /** An offering's batches that have not started, by date; undefined when not on offer. */
    async toCome(offeringId: number, now: number): Promise<EchelonAnswer | undefined> {
      const offering = await db
        .selectFrom('reservation_offering')
        .select(['group_min', 'lead_days'])
        .where('id', '=', offeringId)
        .where('active', '=', 1)
        .executeTakeFirst();
      if (offering === undefined) return undefined;
      const rows = await db
        .selectFrom('reservation_batch')
        .selectAll()
        .where('offering_id', '=', offeringId)
        .where('open', '=', 1)
        .where('starts_at', '>', now)
        .orderBy('starts_at')
        .limit(BATCHES_LISTED)
        .execute();
      const days: EchelonAnswer['days'] = [];
      for (const row of rows) {
        const batch = presentBatch(row, offering, now);
        const day = days.at(-1);
        if (day?.date === batch.date) day.batches.push(batch);
        else days.push({ date: batch.date, batches: [batch] });
      }
      return { offering: offeringId, days };
    },

    /**
     * An offering's batches for the console, from the Taipei day of `now` on (today's begun ones
     * too, for the bookings of the day), by start; undefined when there is no such offering.
     */
    async listForOperators(offeringId: number, now: number): Promise<OperatorBatch[] | undefined> {
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
    },

    /** Opens a batch of an offering on a Taipei date and time; answers its id. */
    async open(draft: BatchDraft, now: number): Promise<number> {
      const checked = batchDraftSchema.parse(draft);
      const startsAt = batchStartsAt(checked.date, checked.time);
      if (!Number.isFinite(startsAt)) {
        throw new OperatorRefusal('past', `${checked.date} is not a date`);
      }
      if (startsAt <= now) throw new OperatorRefusal('past', 'A batch must start in the future');
      const offering = await db
        .selectFrom('reservation_offering')
        .select('id')
        .where('id', '=', checked.offeringId)
        .where('active', '=', 1)
        .executeTakeFirst();
      if (!offering) throw new OperatorRefusal('notFound', `No offering ${checked.offeringId}`);
      const inserted = await db
        .insertInto('reservation_batch')
        .values({
          offering_id: checked.offeringId,
          date: checked.date,
          time: checked.time,
          starts_at: startsAt,
          duration_minutes: checked.durationMinutes,
          capacity: checked.capacity,
          booked: 0,
          open: 1,
          created_at: now,
        })
        .onConflict((conflict) => conflict.columns(['offering_id', 'starts_at']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!inserted) {
        throw new OperatorRefusal(
          'duplicate',
          `A batch already starts at ${checked.date} ${checked.time}`,
        );
      }
      return inserted.id;
    },

    /** A batch's places: never below those already booked (checked by the UPDATE itself). */
    async setCapacity(batchId: number, capacity: number): Promise<void> {
      const checked = batchDraftSchema.shape.capacity.parse(capacity);
      const changed = await db
        .updateTable('reservation_batch')
        .set({ capacity: checked })
        .where('id', '=', batchId)
        .where('booked', '<=', checked)
        .executeTakeFirst();
      if (changed.numUpdatedRows === 1n) return;
      const { booked } = await requireBatch(batchId);
      throw new OperatorRefusal('belowBooked', `${booked} places are booked already`);
    },

    /** Stops (or resumes) a batch's bookings; those made stay. */
    async setOpen(batchId: number, open: boolean): Promise<void> {
      await requireBatch(batchId);
      await db
        .updateTable('reservation_batch')
        .set({ open: open ? 1 : 0 })
        .where('id', '=', batchId)
        .execute();
    },
  };
}

export type BatchRepository = ReturnType<typeof batchRepository>;
