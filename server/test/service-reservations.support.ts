import { randomUUID } from 'node:crypto';
import {
  bookingInputSchema,
  errorEnvelopeSchema,
  IDEMPOTENCY_HEADER,
  type OfferingDraft,
} from '@ecg/domain/contracts';
import type { Kysely, Transaction } from 'kysely';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { WriteLimit } from '../src/plugins/write-limits';
import type { Store } from '../src/store/core/database';
import type { Database } from '../src/store/core/schema';
import type { WrittenTables } from '../src/store/core/written-tables';
import { closeTestApp, seededStore, testApp } from './helper';
import { DAY, NOW } from './test-clock';
import type { WrittenEngine } from './written-engines';
import { batchRepository } from '../src/store/reservations/batch-repository';
import { bookingRepository } from '../src/store/reservations/booking-repository';
import { offeringRepository } from '../src/store/reservations/offering-repository';

/*
 * The bookings' tests: the real app over a seeded store (the real visitor centres), its clock
 * set by the test, and offerings and batches made by the operators' own functions. None of
 * them is real: each test makes those it books.
 */

export { DAY, HOUR, NOW } from './test-clock';

/**
 * The app over a seeded store whose clock the test moves; the written tables in the store, or
 * apart on `engine` (docs/testing.md, Written data on both engines).
 */
export async function reservationApp(
  limit: WriteLimit = { max: 10_000, timeWindowMs: 60_000 },
  engine?: WrittenEngine,
) {
  const clock = { now: NOW };
  const made = await testApp({ now: () => clock.now, writes: { limit } }, engine);
  return { ...made, clock };
}

/** A test file's own reservationApp, its clock put back at NOW before each test. */
export function useReservationApp(engine?: WrittenEngine) {
  const context = {} as Awaited<ReturnType<typeof reservationApp>>;
  beforeAll(async () => {
    Object.assign(context, await reservationApp(undefined, engine));
  });
  beforeEach(() => {
    context.clock.now = NOW;
  });
  afterAll(() => closeTestApp(context));
  return context;
}

/** The id of a visitor centre the seed holds (the first by id). */
export async function aVisitorCentre(store: Store): Promise<number> {
  const row = await store
    .selectFrom('place_collection')
    .select('place_id')
    .where('collection', '=', 'visitor-center')
    .orderBy('place_id')
    .executeTakeFirstOrThrow();
  return row.place_id;
}

export const TEST_OFFERING: Omit<OfferingDraft, 'centreId'> = {
  kind: 'tour',
  title: { 'zh-tw': '測試導覽', en: 'Test tour' },
  description: { 'zh-tw': '測試用的導覽。', en: 'A tour made by a test.' },
  groupMin: 1,
  groupMax: 10,
  languages: ['zh', 'en'],
  leadDays: 0,
};

/**
 * An offering at a visitor centre and one batch of it, `capacity` places, days from NOW, kept in
 * `store`; the centre is the content's, `content` where the written tables are apart.
 */
export async function offeringWithBatch(
  store: Kysely<WrittenTables>,
  {
    capacity = 20,
    days = 3,
    ...changes
  }: Partial<OfferingDraft> & { capacity?: number; days?: number } = {},
  content: Store = store as Store,
) {
  const centreId = await aVisitorCentre(content);
  return store.transaction().execute(async (trx) => {
    const offeringId = await offeringRepository(trx).create(
      { ...TEST_OFFERING, centreId, ...changes },
      NOW,
      new Set([centreId]),
    );
    const date = new Date(NOW + days * DAY).toISOString().slice(0, 10);
    const batchId = await batchRepository(trx).open(
      { offeringId, date, time: '14:00', durationMinutes: 90, capacity },
      NOW,
    );
    return { offeringId, batchId, centreId, date };
  });
}

export const booking = (batch: number, changes: object = {}) => ({
  batch,
  party: 1,
  language: 'en',
  contact: { name: 'Chen Mei-ling', email: 'mei@example.tw' },
  ...changes,
});

type App = Awaited<ReturnType<typeof reservationApp>>['app'];

export const post = (app: App, url: string, payload: object, key: string | null = randomUUID()) =>
  app.inject({
    method: 'POST',
    url,
    payload,
    headers: key === null ? {} : { [IDEMPOTENCY_HEADER]: key },
  });

export async function bookedOf(store: Kysely<WrittenTables>, batchId: number): Promise<number> {
  const row = await store
    .selectFrom('reservation_batch')
    .select('booked')
    .where('id', '=', batchId)
    .executeTakeFirstOrThrow();
  return row.booked;
}

/** The refusal a refused call answers. */
export const refusalOf = (answer: { json(): unknown }) => errorEnvelopeSchema.parse(answer.json());

/** Places booked on a batch by a visitor, in a transaction of their own; the booking's number. */
export async function bookPlaces(
  store: Store,
  batchId: number,
  party: number,
  kind: 'tour' | 'narrator' = 'tour',
): Promise<string> {
  const receipt = await store
    .transaction()
    .execute((trx) =>
      bookingRepository(trx).take(
        kind,
        bookingInputSchema.parse(booking(batchId, { party })),
        { leadDays: 0 },
        'en',
        NOW,
      ),
    );
  if ('problem' in receipt) throw new Error(receipt.problem);
  return receipt.number;
}

/** A real seeded store for a test file, and a transaction of its own for each operator's call. */
export function useSeededStore() {
  const context = {} as { store: Store };
  beforeAll(async () => {
    context.store = await seededStore();
  });
  afterAll(async () => {
    await context.store.destroy();
  });
  const inTransaction = <T>(work: (trx: Transaction<Database>) => Promise<T>) =>
    context.store.transaction().execute(work);
  return { context, inTransaction };
}
