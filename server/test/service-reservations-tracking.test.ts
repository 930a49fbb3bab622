import { randomUUID } from 'node:crypto';
import { bookingReceiptSchema, bookingSchema, envelope } from '@ecg/domain/contracts';
import { describe, expect, it } from 'vitest';
import {
  bookedOf,
  booking,
  DAY,
  NOW,
  offeringWithBatch,
  post,
  refusalOf,
  reservationApp,
  useReservationApp,
} from './service-reservations.support';
import { closeTestApp } from './helper';
import { bookingConsoleRepository } from '../src/store/reservations/booking-console-repository';
import { APP_WRITTEN_STORES } from './written-engines';

describe.each(APP_WRITTEN_STORES)('on $name', ({ engine }) => {
  /** A booking found (application) and cancelled by its number and secret. */
  const context = useReservationApp(engine);

  async function aBooking(party = 2, kind: 'tour' | 'narrator' = 'tour') {
    const { batchId, date } = await offeringWithBatch(context.written, { kind }, context.store);
    const url = kind === 'tour' ? '/en/opendata/reservate' : '/en/opendata/reservate-narrator';
    const answer = await post(context.app, url, booking(batchId, { party }));
    return { batchId, date, ...envelope(bookingReceiptSchema).parse(answer.json()).data };
  }

  const lookUp = (payload: object, lang = 'en') =>
    context.app.inject({ method: 'POST', url: `/${lang}/opendata/application`, payload });
  const cancel = (payload: object, key?: string) =>
    post(context.app, '/en/opendata/application/cancel', payload, key);

  describe('a booking found by its number and secret (application)', () => {
    it('shows the booking and its status, kept by no cache', async () => {
      const { number, secret, date } = await aBooking(2, 'narrator');
      const answer = await lookUp({ number: number.toLowerCase(), secret });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['cache-control']).toBe('private, no-store');
      const { data } = envelope(bookingSchema).parse(answer.json());
      expect(data).toMatchObject({
        number,
        status: 'requested',
        kind: 'narrator',
        offering: { title: 'Test tour', textLang: 'en' },
        date,
        time: '14:00',
        durationMinutes: 90,
        party: 2,
        language: 'en',
        name: 'Chen Mei-ling',
        cancellable: true,
      });
      expect(data.centre).toMatch(/\S/);
      expect(data).not.toHaveProperty('note');
    });

    it.each([
      ['in small letters', (code: string) => code.toLowerCase()],
      ['without its dash', (code: string) => code.replace('-', '')],
      ['with spaces', (code: string) => ` ${code.replace('-', ' ')} `],
    ])('reads the code typed %s', async (_case, typed) => {
      const { number, secret } = await aBooking();
      const answer = await lookUp({ number, secret: typed(secret) });
      expect(answer.statusCode).toBe(200);
      expect(envelope(bookingSchema).parse(answer.json()).data.number).toBe(number);
    });

    it("shows the centre's confirmation and its note", async () => {
      const { number, secret } = await aBooking(1, 'narrator');
      await context.written
        .transaction()
        .execute((trx) =>
          bookingConsoleRepository(trx).confirm(number, 'Meet at the front desk', NOW),
        );
      const { data } = envelope(bookingSchema).parse((await lookUp({ number, secret })).json());
      expect(data).toMatchObject({ status: 'confirmed', note: 'Meet at the front desk' });
    });

    it.each([
      ['a wrong secret', (number: string) => ({ number, secret: 'not-the-secret' })],
      ['a number that does not exist', () => ({ number: 'B-2611-9999', secret: 'not-the-secret' })],
    ])('says the same of %s: a 403 at the secret', async (_case, body) => {
      const { number } = await aBooking();
      const answer = await lookUp(body(number));
      expect(answer.statusCode).toBe(403);
      expect(refusalOf(answer)).toEqual({
        success: false,
        message: 'body.secret: the number and secret do not go together',
        issues: [{ field: 'secret', rule: 'wrongSecret' }],
      });
    });

    it.each([
      [{ secret: 'abcdefgh' }, /^body\.number: /],
      [{ number: 'B-26-1', secret: 'abcdefgh' }, /^body\.number: /],
      [{ number: 'B-2611-0001', secret: 'ab' }, /^body\.secret: /],
    ])('refuses %j with a 400 naming the field', async (payload, message) => {
      const answer = await lookUp(payload);
      expect(answer.statusCode).toBe(400);
      expect(refusalOf(answer).message).toMatch(message);
    });
  });

  describe('a booking cancelled by the visitor', () => {
    it('gives its places back in the same transaction and says so', async () => {
      const { number, secret, batchId } = await aBooking(3);
      expect(await bookedOf(context.written, batchId)).toBe(3);
      const answer = await cancel({ number, secret });
      expect(answer.statusCode).toBe(200);
      const { data } = envelope(bookingSchema).parse(answer.json());
      expect(data).toMatchObject({ status: 'cancelled', cancellable: false });
      expect(await bookedOf(context.written, batchId)).toBe(0);
      const row = await context.written
        .selectFrom('reservation_booking')
        .select(['status', 'cancelled_by'])
        .where('number', '=', number)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ status: 'cancelled', cancelled_by: 'visitor' });
    });

    it('answers the same key with the first answer, and a new one with a 409 used', async () => {
      const { number, secret, batchId } = await aBooking(2);
      const key = randomUUID();
      const first = await cancel({ number, secret }, key);
      const again = await cancel({ number, secret }, key);
      expect(again.body).toBe(first.body);
      const twice = await cancel({ number, secret });
      expect(twice.statusCode).toBe(409);
      expect(refusalOf(twice).issues).toEqual([{ field: 'number', rule: 'used' }]);
      expect(await bookedOf(context.written, batchId)).toBe(0);
    });

    it('refuses a wrong secret with a 403, cancelling nothing', async () => {
      const { number, batchId } = await aBooking(2);
      const answer = await cancel({ number, secret: 'guessed-secret' });
      expect(answer.statusCode).toBe(403);
      expect(refusalOf(answer).issues).toEqual([{ field: 'secret', rule: 'wrongSecret' }]);
      expect(await bookedOf(context.written, batchId)).toBe(2);
    });

    it('refuses once the batch has started, with a 409 closed', async () => {
      const { number, secret, batchId } = await aBooking(2);
      context.clock.now = NOW + 4 * DAY;
      const answer = await cancel({ number, secret });
      expect(answer.statusCode).toBe(409);
      expect(refusalOf(answer).issues).toEqual([{ field: 'number', rule: 'closed' }]);
      expect(await bookedOf(context.written, batchId)).toBe(2);
      const { data } = envelope(bookingSchema).parse((await lookUp({ number, secret })).json());
      expect(data.cancellable).toBe(false);
    });
  });

  describe('the limit per client', () => {
    it('refuses the bookings past the limit with a 429, booking nothing more', async () => {
      const limited = await reservationApp({ max: 2, timeWindowMs: 60_000 }, engine);
      try {
        const { batchId } = await offeringWithBatch(limited.written, {}, limited.store);
        const send = () => post(limited.app, '/en/opendata/reservate', booking(batchId));
        expect((await send()).statusCode).toBe(201);
        expect((await send()).statusCode).toBe(201);
        const over = await send();
        expect(over.statusCode).toBe(429);
        expect(refusalOf(over).message).toMatch(/^Too many requests: try again in /);
        expect(await bookedOf(limited.written, batchId)).toBe(2);
        // Each kind is counted apart: the narrators' form is still open to this client.
        const narrator = await offeringWithBatch(
          limited.written,
          { kind: 'narrator' },
          limited.store,
        );
        const other = await post(
          limited.app,
          '/en/opendata/reservate-narrator',
          booking(narrator.batchId),
        );
        expect(other.statusCode).toBe(201);
      } finally {
        await closeTestApp(limited);
      }
    });
  });
});
