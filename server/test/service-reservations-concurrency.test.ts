import { errorEnvelopeSchema } from '@ecg/domain/contracts';
import { describe, expect, it } from 'vitest';
import {
  bookedOf,
  booking,
  offeringWithBatch,
  post,
  useReservationApp,
} from './service-reservations.support';
import { APP_WRITTEN_STORES } from './written-engines';

describe.each(APP_WRITTEN_STORES)('on $name', ({ engine }) => {
  /**
   * Never over-booked (requirements §7): many visitors booking the last places at once, each with a
   * key of their own. The places are taken by one conditional UPDATE, and the database refuses a
   * batch holding more than its capacity, so only those that fit are booked.
   */
  const context = useReservationApp(engine);

  /**
   * Sends all the parties at once, each from a visitor of their own (one contact's places are
   * capped apart: service-reservations-limits.test.ts); answers each status and refusal rule.
   */
  async function bookAtOnce(batchId: number, parties: number[]) {
    const answers = await Promise.all(
      parties.map((party, i) =>
        post(
          context.app,
          '/zh-tw/opendata/reservate',
          booking(batchId, { party, contact: { name: 'Visitor', email: `v${i}@example.tw` } }),
        ),
      ),
    );
    return answers.map((answer) => ({
      status: answer.statusCode,
      rule:
        answer.statusCode === 201
          ? undefined
          : errorEnvelopeSchema.parse(answer.json()).issues?.[0]?.rule,
    }));
  }

  async function bookingsOf(batchId: number) {
    return context.written
      .selectFrom('reservation_booking')
      .select(['party', 'number'])
      .where('batch_id', '=', batchId)
      .execute();
  }

  describe('the last places, booked by many at once', () => {
    it('gives 3 places to exactly 3 of 50 visitors and refuses 47 as full', async () => {
      const { batchId } = await offeringWithBatch(context.written, { capacity: 3 }, context.store);
      const results = await bookAtOnce(batchId, Array<number>(50).fill(1));
      expect(results.filter((result) => result.status === 201)).toHaveLength(3);
      const refused = results.filter((result) => result.status !== 201);
      expect(refused).toHaveLength(47);
      expect(refused.every((result) => result.status === 409 && result.rule === 'full')).toBe(true);
      expect(await bookedOf(context.written, batchId)).toBe(3);
      const rows = await bookingsOf(batchId);
      expect(rows).toHaveLength(3);
      expect(new Set(rows.map((row) => row.number)).size).toBe(3);
    });

    it('fills 5 places with parties of 2 and refuses the rest, one place left over', async () => {
      const { batchId } = await offeringWithBatch(context.written, { capacity: 5 }, context.store);
      const results = await bookAtOnce(batchId, Array<number>(20).fill(2));
      expect(results.filter((result) => result.status === 201)).toHaveLength(2);
      expect(results.filter((result) => result.rule === 'full')).toHaveLength(18);
      expect(await bookedOf(context.written, batchId)).toBe(4);
    });

    it('never passes the capacity with parties of every size, booked equal to what was accepted', async () => {
      const { batchId } = await offeringWithBatch(context.written, { capacity: 11 }, context.store);
      const parties = Array.from({ length: 40 }, (_, i) => (i % 4) + 1);
      const results = await bookAtOnce(batchId, parties);
      const accepted = parties.filter((_, i) => results[i]?.status === 201);
      const booked = await bookedOf(context.written, batchId);
      expect(booked).toBe(accepted.reduce((sum, party) => sum + party, 0));
      expect(booked).toBeLessThanOrEqual(11);
      // Every refusal is for want of room: the smallest party refused did not fit what was left.
      const refused = parties.filter((_, i) => results[i]?.status !== 201);
      expect(
        results.filter((result) => result.status !== 201).every((r) => r.rule === 'full'),
      ).toBe(true);
      expect(Math.min(...refused)).toBeGreaterThan(11 - booked);
      expect((await bookingsOf(batchId)).map((row) => row.party).sort()).toEqual(accepted.sort());
    });
  });
});
