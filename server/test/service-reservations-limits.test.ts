import { bookingReceiptSchema, envelope, errorEnvelopeSchema } from '@ecg/domain/contracts';
import { describe, expect, it } from 'vitest';
import {
  bookedOf,
  booking,
  offeringWithBatch,
  post,
  refusalOf,
  useReservationApp,
} from './service-reservations.support';
import { APP_WRITTEN_STORES } from './written-engines';

describe.each(APP_WRITTEN_STORES)('on $name', ({ engine }) => {
  /**
   * One request cannot take a whole tour (rules/booking-limits.ts, requirements §9): a party
   * above its offering's contact limit waits as requested for the centre, and one email or phone
   * holds at most that many places of a batch, however many bookings it sends at once.
   */
  const context = useReservationApp(engine);

  const book = (payload: object, url = '/en/opendata/reservate') => post(context.app, url, payload);
  const statusOf = (answer: { json(): unknown }) =>
    envelope(bookingReceiptSchema).parse(answer.json()).data.status;
  const contact = (email?: string, phone?: string) => ({
    contact: { name: 'Lin Mei', ...(email ? { email } : {}), ...(phone ? { phone } : {}) },
  });

  async function heldBy(batchId: number) {
    const rows = await context.written
      .selectFrom('reservation_booking')
      .select(['party', 'status'])
      .where('batch_id', '=', batchId)
      .execute();
    return rows;
  }

  describe('a party above the contact limit', () => {
    it('of 200 is held as requested, not confirmed, under the default limit of 10', async () => {
      const { batchId } = await offeringWithBatch(
        context.written,
        { capacity: 200, groupMax: 200 },
        context.store,
      );
      const answer = await book(booking(batchId, { party: 200 }));
      expect(answer.statusCode).toBe(201);
      expect(statusOf(answer)).toBe('requested');
      expect(await heldBy(batchId)).toEqual([{ party: 200, status: 'requested' }]);
    });

    it('within the limit is confirmed; past the limit the operator set, requested', async () => {
      const { batchId } = await offeringWithBatch(
        context.written,
        { groupMax: 10, contactLimit: 4 },
        context.store,
      );
      const within = await book(booking(batchId, { party: 4, ...contact('a@example.tw') }));
      expect(statusOf(within)).toBe('confirmed');
      const above = await book(booking(batchId, { party: 5, ...contact('b@example.tw') }));
      expect(above.statusCode).toBe(201);
      expect(statusOf(above)).toBe('requested');
    });
  });

  describe("one contact's places in a batch", () => {
    it('are capped across bookings by email or phone in any spelling, with a 409 at party', async () => {
      const { batchId } = await offeringWithBatch(context.written, { capacity: 30 }, context.store);
      const first = await book(booking(batchId, { party: 6, ...contact('mei@example.tw') }));
      expect(statusOf(first)).toBe('confirmed');
      const byEmail = await book(booking(batchId, { party: 5, ...contact('MEI@Example.tw') }));
      expect(byEmail.statusCode).toBe(409);
      expect(refusalOf(byEmail)).toMatchObject({
        message:
          'body.party: one email or phone may hold at most 10 places in this batch, 6 held already',
        issues: [{ field: 'party', rule: 'contactLimit', limit: 10 }],
      });
      const upTo = await book(
        booking(batchId, { party: 4, ...contact('Mei@example.TW', '+886 912 345 678') }),
      );
      expect(statusOf(upTo)).toBe('confirmed');
      const byPhone = await book(
        booking(batchId, { party: 7, ...contact(undefined, '0912-345-678') }),
      );
      expect(byPhone.statusCode).toBe(409);
      expect(refusalOf(byPhone).issues).toEqual([
        { field: 'party', rule: 'contactLimit', limit: 10 },
      ]);
      expect(await bookedOf(context.written, batchId)).toBe(10);
      // Someone else still books, and the refused form took nothing.
      const other = await book(booking(batchId, { party: 2, ...contact('chen@example.tw') }));
      expect(statusOf(other)).toBe('confirmed');
      expect(await bookedOf(context.written, batchId)).toBe(12);
    });

    it('do not pass the limit in a burst of one contact, each form with its own key', async () => {
      const { batchId } = await offeringWithBatch(
        context.written,
        { capacity: 100 },
        context.store,
      );
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => book(booking(batchId, { party: 3 }))),
      );
      const accepted = answers.filter((answer) => answer.statusCode === 201);
      expect(accepted).toHaveLength(3);
      expect(accepted.every((answer) => statusOf(answer) === 'confirmed')).toBe(true);
      const refused = answers.filter((answer) => answer.statusCode !== 201);
      expect(refused).toHaveLength(17);
      expect(
        refused.every(
          (answer) =>
            answer.statusCode === 409 &&
            errorEnvelopeSchema.parse(answer.json()).issues?.[0]?.rule === 'contactLimit',
        ),
      ).toBe(true);
      expect(await bookedOf(context.written, batchId)).toBe(9);
      expect((await heldBy(batchId)).map((row) => row.party)).toEqual([3, 3, 3]);
    });

    it('count no cancelled booking, and cap a narrator request too', async () => {
      const { batchId } = await offeringWithBatch(
        context.written,
        {
          kind: 'narrator',
          groupMax: 40,
          capacity: 40,
        },
        context.store,
      );
      const url = '/en/opendata/reservate-narrator';
      const group = await book(booking(batchId, { party: 30 }), url);
      expect(statusOf(group)).toBe('requested');
      const more = await book(booking(batchId, { party: 1 }), url);
      expect(refusalOf(more).issues).toEqual([{ field: 'party', rule: 'contactLimit', limit: 10 }]);
      await context.written
        .updateTable('reservation_booking')
        .set({ status: 'cancelled' })
        .where('batch_id', '=', batchId)
        .execute();
      expect((await book(booking(batchId, { party: 8 }), url)).statusCode).toBe(201);
    });
  });
});
