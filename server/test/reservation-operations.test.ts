import { describe, expect, it } from 'vitest';
import { OperatorRefusal } from '../src/store/operators/operator-refusal';
import {
  aVisitorCentre,
  bookedOf,
  bookPlaces,
  DAY,
  NOW,
  offeringWithBatch,
  TEST_OFFERING,
  useSeededStore,
} from './service-reservations.support';
import { batchRepository } from '../src/store/reservations/batch-repository';
import { bookingConsoleRepository } from '../src/store/reservations/booking-console-repository';
import { offeringRepository } from '../src/store/reservations/offering-repository';
import { visitorCentreRepository } from '../src/store/content/visitor-centre-repository';

/** The operators' functions over a real seeded store, each in a transaction of its own. */
const { context, inTransaction } = useSeededStore();

async function refusalOf(work: Promise<unknown>) {
  const error = await work.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(OperatorRefusal);
  return (error as OperatorRefusal).reason;
}

describe('offerings', () => {
  it('are made at a visitor centre only', async () => {
    const centres = await visitorCentreRepository(context.store).ids();
    const reason = await refusalOf(
      inTransaction((trx) =>
        offeringRepository(trx).create({ ...TEST_OFFERING, centreId: 999_999 }, NOW, centres),
      ),
    );
    expect(reason).toBe('notVisitorCentre');
  });

  it('are checked by the shared contract', async () => {
    const centreId = await aVisitorCentre(context.store);
    await expect(
      inTransaction((trx) =>
        offeringRepository(trx).create(
          { ...TEST_OFFERING, centreId, groupMin: 5, groupMax: 2 },
          NOW,
          new Set([centreId]),
        ),
      ),
    ).rejects.toThrow(/groupMax must be at least groupMin/);
  });

  it('are edited, and withdrawn from the list with their bookings kept', async () => {
    const { offeringId, batchId } = await offeringWithBatch(context.store);
    const number = await bookPlaces(context.store, batchId, 1);
    await inTransaction((trx) =>
      offeringRepository(trx).edit(
        offeringId,
        { title: { 'zh-tw': '新名稱', ja: 'テスト' } },
        NOW,
        new Set(),
      ),
    );
    const offerings = offeringRepository(context.store);
    const centres = visitorCentreRepository(context.store);
    const listed = (await offerings.list('tour', 'ja', await centres.contacts('ja'))).find(
      (item) => item.id === offeringId,
    );
    // Japanese title without a Japanese description: the Chinese text is shown whole.
    expect(listed).toMatchObject({ title: '新名稱', textLang: 'zh-tw' });
    await inTransaction((trx) =>
      offeringRepository(trx).edit(offeringId, { active: false }, NOW, new Set()),
    );
    const listedInEnglish = await offerings.list('tour', 'en', await centres.contacts('en'));
    expect(listedInEnglish.some((item) => item.id === offeringId)).toBe(false);
    expect(await batchRepository(context.store).toCome(offeringId, NOW)).toBeUndefined();
    const kept = await inTransaction((trx) => bookingConsoleRepository(trx).list({ offeringId }));
    expect(kept.map((row) => row.number)).toEqual([number]);
  });
});

describe('batches', () => {
  it('open in the future only, once per start, for an offering on offer', async () => {
    const { offeringId, date } = await offeringWithBatch(context.store);
    const open = (changes: object) =>
      inTransaction((trx) =>
        batchRepository(trx).open(
          { offeringId, date, time: '09:30', durationMinutes: 60, capacity: 10, ...changes },
          NOW,
        ),
      );
    expect(await open({})).toBeGreaterThan(0);
    expect(await refusalOf(open({}))).toBe('duplicate');
    expect(await refusalOf(open({ date: '2026-11-19' }))).toBe('past');
    expect(await refusalOf(open({ date: '2026-02-30' }))).toBe('past');
    expect(await refusalOf(open({ offeringId: 999_999 }))).toBe('notFound');
    await expect(open({ time: '25:00' })).rejects.toThrow(/time must be HH:mm/);
  });

  it('never take a capacity below the places booked', async () => {
    const { batchId } = await offeringWithBatch(context.store, { capacity: 10 });
    await bookPlaces(context.store, batchId, 4);
    expect(
      await refusalOf(inTransaction((trx) => batchRepository(trx).setCapacity(batchId, 3))),
    ).toBe('belowBooked');
    await inTransaction((trx) => batchRepository(trx).setCapacity(batchId, 4));
    const row = await context.store
      .selectFrom('reservation_batch')
      .select(['capacity', 'booked'])
      .where('id', '=', batchId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ capacity: 4, booked: 4 });
    expect(
      await refusalOf(inTransaction((trx) => batchRepository(trx).setCapacity(999_999, 4))),
    ).toBe('notFound');
  });

  it('close and reopen, leaving the list of batches and coming back', async () => {
    const { offeringId, batchId } = await offeringWithBatch(context.store);
    const batches = batchRepository(context.store);
    await inTransaction((trx) => batchRepository(trx).setOpen(batchId, false));
    expect((await batches.toCome(offeringId, NOW))?.days).toEqual([]);
    await inTransaction((trx) => batchRepository(trx).setOpen(batchId, true));
    expect((await batches.toCome(offeringId, NOW))?.days).toHaveLength(1);
  });
});

describe('bookings', () => {
  it('are listed by batch, date and status, with the contact', async () => {
    const { batchId, date, offeringId } = await offeringWithBatch(context.store, {
      kind: 'narrator',
    });
    const first = await bookPlaces(context.store, batchId, 2, 'narrator');
    const second = await bookPlaces(context.store, batchId, 3, 'narrator');
    await inTransaction((trx) => bookingConsoleRepository(trx).confirm(second, null, NOW));
    const all = await inTransaction((trx) => bookingConsoleRepository(trx).list({ batchId }));
    expect(all.map((row) => [row.number, row.status, row.party])).toEqual([
      [first, 'requested', 2],
      [second, 'confirmed', 3],
    ]);
    expect(all[0]).toMatchObject({
      offeringId,
      date,
      time: '14:00',
      contact: { name: 'Chen Mei-ling', email: 'mei@example.tw', phone: null },
    });
    const requested = await inTransaction((trx) =>
      bookingConsoleRepository(trx).list({ date, status: 'requested', offeringId }),
    );
    expect(requested.map((row) => row.number)).toEqual([first]);
  });

  it('are confirmed from requested only', async () => {
    const { batchId } = await offeringWithBatch(context.store);
    const confirmed = await bookPlaces(context.store, batchId, 1);
    expect(
      await refusalOf(
        inTransaction((trx) => bookingConsoleRepository(trx).confirm(confirmed, null, NOW)),
      ),
    ).toBe('notRequested');
    expect(
      await refusalOf(
        inTransaction((trx) => bookingConsoleRepository(trx).confirm('B-2611-9999', null, NOW)),
      ),
    ).toBe('notFound');
  });

  it('are cancelled by the centre with a note, freeing their places, once', async () => {
    const { batchId } = await offeringWithBatch(context.store, { capacity: 5 });
    const number = await bookPlaces(context.store, batchId, 5);
    await inTransaction((trx) =>
      bookingConsoleRepository(trx).cancel(number, 'The centre is closed by a typhoon', NOW),
    );
    expect(await bookedOf(context.store, batchId)).toBe(0);
    const [row] = await inTransaction((trx) => bookingConsoleRepository(trx).list({ batchId }));
    expect(row).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'operator',
      statusNote: 'The centre is closed by a typhoon',
    });
    expect(
      await refusalOf(
        inTransaction((trx) => bookingConsoleRepository(trx).cancel(number, null, NOW)),
      ),
    ).toBe('cancelled');
  });

  it('forget their contact 90 days after the visit, as the form promises', async () => {
    const { batchId } = await offeringWithBatch(context.store, { days: 1 });
    const number = await bookPlaces(context.store, batchId, 1);
    const visit = NOW + DAY;
    expect(
      await inTransaction((trx) =>
        bookingConsoleRepository(trx).forgetPastContacts(visit + 89 * DAY),
      ),
    ).toBe(0);
    expect(
      await inTransaction((trx) =>
        bookingConsoleRepository(trx).forgetPastContacts(visit + 91 * DAY),
      ),
    ).toBeGreaterThanOrEqual(1);
    const [row] = await inTransaction((trx) => bookingConsoleRepository(trx).list({ batchId }));
    expect(row).toMatchObject({
      number,
      party: 1,
      contact: { name: '', email: null, phone: null },
      notes: null,
    });
  });
});
