import {
  batchDraftSchema,
  offeringDraftSchema,
  type BatchDraft,
  type NarrationLanguage,
  type OfferingChanges,
  type OfferingDraft,
} from '@ecg/domain/contracts';
import { batchStartsAt } from '@ecg/domain/rules/bookings';
import type { Selectable, Transaction } from 'kysely';
import { OperatorRefusal } from '../operators/operator-refusal';
import type { Database, ReservationOfferingTable } from '../core/schema';

/*
 * What the visitor centres' staff set up for bookings (docs/architecture.md, Operator console): the
 * offerings and their batches. Each runs in the caller's transaction, so the console logs the
 * action in the same commit. The bookings themselves: booking-operations.ts.
 */

type Trx = Transaction<Database>;

function offeringColumns(draft: ReturnType<typeof offeringDraftSchema.parse>) {
  return {
    kind: draft.kind,
    centre_id: draft.centreId,
    title_zh: draft.title['zh-tw'],
    title_en: draft.title.en || null,
    title_ja: draft.title.ja || null,
    description_zh: draft.description['zh-tw'],
    description_en: draft.description.en || null,
    description_ja: draft.description.ja || null,
    group_min: draft.groupMin,
    group_max: draft.groupMax,
    contact_limit: draft.contactLimit,
    languages: JSON.stringify(draft.languages),
    lead_days: draft.leadDays,
  };
}

/** An offering as stored, as the draft it was written from (texts not written are ''). */
export function offeringDraftOf(row: Selectable<ReservationOfferingTable>) {
  return {
    kind: row.kind,
    centreId: row.centre_id,
    title: { 'zh-tw': row.title_zh, en: row.title_en ?? '', ja: row.title_ja ?? '' },
    description: {
      'zh-tw': row.description_zh,
      en: row.description_en ?? '',
      ja: row.description_ja ?? '',
    },
    groupMin: row.group_min,
    groupMax: row.group_max,
    contactLimit: row.contact_limit,
    languages: JSON.parse(row.languages) as NarrationLanguage[],
    leadDays: row.lead_days,
  };
}

async function requireVisitorCentre(trx: Trx, centreId: number): Promise<void> {
  const centre = await trx
    .selectFrom('place_collection')
    .select('place_id')
    .where('collection', '=', 'visitor-center')
    .where('place_id', '=', centreId)
    .executeTakeFirst();
  if (!centre) {
    throw new OperatorRefusal('notVisitorCentre', `Place ${centreId} is not a visitor centre`);
  }
}

/** A new tour or narrator service of a visitor centre; answers its id. */
export async function createOffering(trx: Trx, draft: OfferingDraft, now: number) {
  const checked = offeringDraftSchema.parse(draft);
  await requireVisitorCentre(trx, checked.centreId);
  const { id } = await trx
    .insertInto('reservation_offering')
    .values({ ...offeringColumns(checked), active: 1, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Changes an offering's texts or limits, or withdraws it (`active: false`); bookings stay. */
export async function editOffering(trx: Trx, id: number, changes: OfferingChanges, now: number) {
  const row = await trx
    .selectFrom('reservation_offering')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw new OperatorRefusal('notFound', `No offering ${id}`);
  const { active, ...fields } = changes;
  const checked = offeringDraftSchema.parse({ ...offeringDraftOf(row), ...fields });
  if (checked.centreId !== row.centre_id) await requireVisitorCentre(trx, checked.centreId);
  await trx
    .updateTable('reservation_offering')
    .set({
      ...offeringColumns(checked),
      ...(active === undefined ? {} : { active: active ? 1 : 0 }),
      updated_at: now,
    })
    .where('id', '=', id)
    .execute();
}

/** Opens a batch of an offering on a Taipei date and time; answers its id. */
export async function openBatch(trx: Trx, draft: BatchDraft, now: number) {
  const checked = batchDraftSchema.parse(draft);
  const startsAt = batchStartsAt(checked.date, checked.time);
  if (!Number.isFinite(startsAt)) {
    throw new OperatorRefusal('past', `${checked.date} is not a date`);
  }
  if (startsAt <= now) throw new OperatorRefusal('past', 'A batch must start in the future');
  const offering = await trx
    .selectFrom('reservation_offering')
    .select('id')
    .where('id', '=', checked.offeringId)
    .where('active', '=', 1)
    .executeTakeFirst();
  if (!offering) throw new OperatorRefusal('notFound', `No offering ${checked.offeringId}`);
  const inserted = await trx
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
}

async function requireBatch(trx: Trx, batchId: number) {
  const batch = await trx
    .selectFrom('reservation_batch')
    .select(['id', 'booked'])
    .where('id', '=', batchId)
    .executeTakeFirst();
  if (!batch) throw new OperatorRefusal('notFound', `No batch ${batchId}`);
  return batch;
}

/** A batch's places: never below those already booked (checked by the UPDATE itself). */
export async function setBatchCapacity(trx: Trx, batchId: number, capacity: number) {
  const checked = batchDraftSchema.shape.capacity.parse(capacity);
  const changed = await trx
    .updateTable('reservation_batch')
    .set({ capacity: checked })
    .where('id', '=', batchId)
    .where('booked', '<=', checked)
    .executeTakeFirst();
  if (changed.numUpdatedRows === 1n) return;
  const { booked } = await requireBatch(trx, batchId);
  throw new OperatorRefusal('belowBooked', `${booked} places are booked already`);
}

/** Stops (or resumes) a batch's bookings; those made stay. */
export async function setBatchOpen(trx: Trx, batchId: number, open: boolean) {
  await requireBatch(trx, batchId);
  await trx
    .updateTable('reservation_batch')
    .set({ open: open ? 1 : 0 })
    .where('id', '=', batchId)
    .execute();
}
