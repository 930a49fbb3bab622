import { ADMIN_API_PATHS } from '@ecg/domain/admin-api-paths';
import { bookingReceiptSchema, bookingSchema, envelope } from '@ecg/domain/contracts';
import {
  bookingChangeAnswerSchema,
  bookingsAnswerSchema,
} from '@ecg/domain/contracts/admin-reservations';
import { describe, expect, it } from 'vitest';
import { lastAction, refusal, useConsoleApp, withTheLogRefusing } from './admin-sections.support';
import { bearer, loggedActions, tokenOf } from './operators';
import {
  bookedOf,
  booking,
  DAY,
  offeringWithBatch,
  post as visitorPost,
} from './service-reservations.support';
import { APP_WRITTEN_STORES } from './written-engines';

describe.each(APP_WRITTEN_STORES)('on $name', ({ engine }) => {
  /**
   * The bookings visitors made, answered from the console (docs/architecture.md, Operator console).
   */
  const { context, get, post, unsigned, visitorReads } = useConsoleApp(engine);
  const P = ADMIN_API_PATHS;

  async function aBooking(kind: 'tour' | 'narrator', party = 2, days = 3) {
    const { batchId, offeringId, date } = await offeringWithBatch(
      context.written,
      { kind, days },
      context.store,
    );
    const url = kind === 'tour' ? '/en/opendata/reservate' : '/en/opendata/reservate-narrator';
    const answer = await visitorPost(context.app, url, booking(batchId, { party }));
    const receipt = envelope(bookingReceiptSchema).parse(answer.json()).data;
    return { batchId, offeringId, date, ...receipt };
  }

  /** The booking as its visitor reads it on their tracking page. */
  const asTheVisitorSees = (number: string, secret: string) =>
    visitorReads(bookingSchema, '/en/opendata/application', { number, secret });

  const listed = async (query: string) =>
    bookingsAnswerSchema.parse((await get(`${P.bookings}?${query}`)).json()).data;

  describe('the bookings section', () => {
    it.each([
      ['GET', P.bookings],
      ['POST', P.confirmBooking],
      ['POST', P.cancelBooking],
    ] as const)('%s %s needs a signed-in operator: 401', async (method, url) => {
      expect((await unsigned(method, url)).statusCode).toBe(401);
    });

    it('lists bookings by batch, offering, date and status, with the visitor\u2019s contact', async () => {
      const first = await aBooking('narrator', 4);
      const response = await get(`${P.bookings}?batchId=${first.batchId}`);
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(bookingsAnswerSchema.parse(response.json()).data).toEqual([
        expect.objectContaining({
          number: first.number,
          status: 'requested',
          offeringId: first.offeringId,
          batchId: first.batchId,
          date: first.date,
          time: '14:00',
          party: 4,
          contact: { name: 'Chen Mei-ling', email: 'mei@example.tw', phone: null },
        }),
      ]);
      const other = await aBooking('tour', 1, 5);
      expect((await listed(`offeringId=${other.offeringId}`)).map((row) => row.number)).toEqual([
        other.number,
      ]);
      const onTheDay = await listed(`date=${other.date}&status=confirmed`);
      expect(onTheDay.map((row) => row.number)).toContain(other.number);
      expect(onTheDay.every((row) => row.date === other.date && row.status === 'confirmed')).toBe(
        true,
      );
    });

    it.each([
      ['status=lost', 'querystring.status: status must be one of requested, confirmed, cancelled'],
      ['date=20-11-2026', 'querystring.date: date must be YYYY-MM-DD'],
      ['batchId=first', 'querystring.batchId: batchId must be a number'],
    ])('refuses a filter of %s with a 400 naming it', async (query, message) => {
      expect((await refusal(await get(`${P.bookings}?${query}`), 400)).message).toBe(message);
    });

    it('confirms a narrator\u2019s booking with a note the visitor reads, logged', async () => {
      const { number, secret } = await aBooking('narrator');
      const response = await post(P.confirmBooking, {
        number: number.toLowerCase(),
        note: 'Ms Lin will meet your group at the front desk.',
      });
      expect(bookingChangeAnswerSchema.parse(response.json()).data).toEqual({
        number,
        status: 'confirmed',
      });
      expect(await asTheVisitorSees(number, secret)).toMatchObject({
        status: 'confirmed',
        note: 'Ms Lin will meet your group at the front desk.',
      });
      expect(await lastAction(context.written)).toMatchObject({
        action: 'booking.confirm',
        subject_kind: 'booking',
        subject_id: number,
        detail: JSON.stringify({ noteLength: 46 }),
      });
      expect(await refusal(await post(P.confirmBooking, { number }), 409)).toEqual({
        message: `Booking ${number} is confirmed`,
        reason: 'notRequested',
      });
      expect(
        (await refusal(await post(P.confirmBooking, { number: 'B-2611-9999' }), 404)).reason,
      ).toBe('notFound');
    });

    it('cancels a booking with the reason, freeing its places, once', async () => {
      const { number, secret, batchId } = await aBooking('tour', 3);
      expect(await bookedOf(context.written, batchId)).toBe(3);
      const note = 'The walk is called off: a typhoon warning is out.';
      expect((await post(P.cancelBooking, { number, note })).statusCode).toBe(200);
      expect(await bookedOf(context.written, batchId)).toBe(0);
      expect(await asTheVisitorSees(number, secret)).toMatchObject({ status: 'cancelled', note });
      expect(await lastAction(context.written)).toMatchObject({
        action: 'booking.cancel',
        subject_id: number,
      });
      expect(await refusal(await post(P.cancelBooking, { number, note }), 409)).toEqual({
        message: `Booking ${number} is already cancelled`,
        reason: 'cancelled',
      });
    });

    it('refuses to cancel a booking whose batch has begun', async () => {
      const { number } = await aBooking('tour', 1, 1);
      context.clock.now += 2 * DAY;
      // Signed in again: the session of the tests' own clock would have ended two days idle.
      const answer = await context.app.inject({
        method: 'POST',
        url: P.cancelBooking,
        headers: bearer(await tokenOf(context.app, 'mei@example.tw')),
        payload: { number, note: 'Too late' },
      });
      expect((await refusal(answer, 409)).reason).toBe('started');
    });

    it.each([
      ['no reason to cancel', P.cancelBooking, { number: 'B-2611-0001' }, 'body.note'],
      [
        'an empty reason',
        P.cancelBooking,
        { number: 'B-2611-0001', note: '  ' },
        'body.note: note must not be empty',
      ],
      [
        'a note too long',
        P.confirmBooking,
        { number: 'B-2611-0001', note: 'x'.repeat(501) },
        'body.note: note must be at most 500 characters',
      ],
      [
        'a control character',
        P.confirmBooking,
        { number: 'B-2611-0001', note: 'a\u0007b' },
        'body.note: note must not contain control characters',
      ],
      ['no number', P.confirmBooking, {}, 'body.number: number is required'],
      [
        'a number of another form',
        P.cancelBooking,
        { number: 'booking 7', note: 'x' },
        'body.number: number must be written like',
      ],
    ])('refuses %s: a 400 naming the field', async (_case, url, payload, message) => {
      expect((await refusal(await post(url, payload), 400)).message).toContain(message);
    });

    it('keeps lines of a note', async () => {
      const { number, secret } = await aBooking('narrator');
      await post(P.confirmBooking, { number, note: ' Gate 2.\nBring water. ' });
      expect((await asTheVisitorSees(number, secret)).note).toBe('Gate 2.\nBring water.');
    });

    it('changes nothing when the log cannot be written: the change and its line are one', async () => {
      const requested = await aBooking('narrator', 2);
      const confirmed = await aBooking('tour', 2);
      const actions = (await loggedActions(context.written)).length;
      await withTheLogRefusing(context.written, async () => {
        expect((await post(P.confirmBooking, { number: requested.number })).statusCode).toBe(500);
        const cancel = await post(P.cancelBooking, { number: confirmed.number, note: 'x' });
        expect(cancel.statusCode).toBe(500);
      });
      expect((await asTheVisitorSees(requested.number, requested.secret)).status).toBe('requested');
      expect((await asTheVisitorSees(confirmed.number, confirmed.secret)).status).toBe('confirmed');
      expect(await bookedOf(context.written, confirmed.batchId)).toBe(2);
      expect((await loggedActions(context.written)).length).toBe(actions);
    });
  });
});
