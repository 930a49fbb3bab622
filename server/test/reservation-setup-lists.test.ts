import { describe, expect, it } from 'vitest';
import {
  aVisitorCentre,
  bookPlaces,
  DAY,
  NOW,
  offeringWithBatch,
  useSeededStore,
} from './service-reservations.support';
import { batchRepository } from '../src/store/reservations/batch-repository';
import { offeringRepository } from '../src/store/reservations/offering-repository';
import { visitorCentreRepository } from '../src/store/content/visitor-centre-repository';

/** The lists the console sets bookings up from, over a real seeded store. */
const { context, inTransaction } = useSeededStore();

describe('the console\u2019s lists', () => {
  it('name the visitor centres in Chinese and English', async () => {
    const centres = await visitorCentreRepository(context.store).list();
    const first = await aVisitorCentre(context.store);
    expect(centres[0]?.id).toBe(first);
    const names = await context.store
      .selectFrom('place_text')
      .select(['lang', 'name'])
      .where('place_id', '=', first)
      .where('lang', 'in', ['zh-tw', 'en'])
      .execute();
    const name = (lang: string) => names.find((row) => row.lang === lang)?.name;
    expect(centres[0]?.name).toEqual({ 'zh-tw': name('zh-tw'), en: name('en') ?? name('zh-tw') });
    const inCollection = await context.store
      .selectFrom('place_collection')
      .select('place_id')
      .where('collection', '=', 'visitor-center')
      .execute();
    expect(centres).toHaveLength(inCollection.length);
  });

  it('hold every offering with all its texts, those withdrawn after those on offer', async () => {
    const { offeringId: withdrawn, centreId } = await offeringWithBatch(context.store);
    const { offeringId: onOffer } = await offeringWithBatch(context.store, { kind: 'narrator' });
    await inTransaction((trx) =>
      offeringRepository(trx).edit(withdrawn, { active: false }, NOW, new Set()),
    );
    const listed = await offeringRepository(context.store).listForOperators();
    const ids = listed.map((item) => item.id);
    expect(ids.indexOf(onOffer)).toBeLessThan(ids.indexOf(withdrawn));
    expect(listed.find((item) => item.id === withdrawn)).toEqual({
      id: withdrawn,
      kind: 'tour',
      centreId,
      title: { 'zh-tw': '測試導覽', en: 'Test tour', ja: '' },
      description: { 'zh-tw': '測試用的導覽。', en: 'A tour made by a test.', ja: '' },
      groupMin: 1,
      groupMax: 10,
      contactLimit: 10,
      languages: ['zh', 'en'],
      leadDays: 0,
      active: false,
    });
  });

  it('hold an offering\u2019s batches from today on, closed ones and the places booked too', async () => {
    const { offeringId, batchId, date } = await offeringWithBatch(context.store, { capacity: 8 });
    const today = await inTransaction((trx) =>
      batchRepository(trx).open(
        { offeringId, date: '2026-11-20', time: '10:00', durationMinutes: 60, capacity: 5 },
        NOW,
      ),
    );
    await bookPlaces(context.store, batchId, 3);
    await inTransaction((trx) => batchRepository(trx).setOpen(batchId, false));
    // At 11:00 the morning's batch has begun; it is still listed for the day's bookings.
    const later = NOW + 2 * 3_600_000;
    expect(await batchRepository(context.store).listForOperators(offeringId, later)).toEqual([
      {
        id: today,
        date: '2026-11-20',
        time: '10:00',
        startsAt: '2026-11-20 10:00:00',
        durationMinutes: 60,
        capacity: 5,
        booked: 0,
        open: true,
        started: true,
      },
      {
        id: batchId,
        date,
        time: '14:00',
        startsAt: `${date} 14:00:00`,
        durationMinutes: 90,
        capacity: 8,
        booked: 3,
        open: false,
        started: false,
      },
    ]);
    expect(
      await batchRepository(context.store).listForOperators(offeringId, NOW + DAY),
    ).toHaveLength(1);
    expect(await batchRepository(context.store).listForOperators(999_999, NOW)).toBeUndefined();
  });
});
