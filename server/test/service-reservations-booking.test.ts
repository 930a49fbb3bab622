import { randomUUID } from 'node:crypto';
import { bookingReceiptSchema, envelope } from '@ecg/domain/contracts';
import { issuedReferencePattern } from '@ecg/domain/rules/references';
import { describe, expect, it } from 'vitest';
import {
  bookedOf,
  booking,
  DAY,
  HOUR,
  NOW,
  offeringWithBatch,
  post,
  refusalOf,
  useReservationApp,
} from './service-reservations.support';
import { keyStillBeingSaved } from './write-claims';
import { batchRepository } from '../src/store/reservations/batch-repository';
import { APP_WRITTEN_STORES } from './written-engines';

describe.each(APP_WRITTEN_STORES)('on $name', ({ engine }) => {
  /**
   * A booking (requirements §7 reservate, reservate-narrator) through inject, over a seeded store.
   */
  const context = useReservationApp(engine);

  const book = (payload: object, key?: string | null, url = '/en/opendata/reservate') =>
    post(context.app, url, payload, key);

  describe('a booking (reservate)', () => {
    it('takes the places and answers its number, its secret and its status, after commit', async () => {
      const { batchId } = await offeringWithBatch(context.written, {}, context.store);
      const answer = await book(booking(batchId, { party: 3, notes: 'One wheelchair user' }));
      expect(answer.statusCode).toBe(201);
      expect(answer.headers['cache-control']).toBe('private, no-store');
      const { data } = envelope(bookingReceiptSchema).parse(answer.json());
      expect(data).toMatchObject({ status: 'confirmed', createdAt: '2026-11-20 09:00:00' });
      expect(data.number).toMatch(issuedReferencePattern('B', '2611'));
      // A short code to read aloud: two groups of four, no 0/O or 1/I/L.
      expect(data.secret).toMatch(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
      expect(await bookedOf(context.written, batchId)).toBe(3);
      const row = await context.written
        .selectFrom('reservation_booking')
        .selectAll()
        .where('number', '=', data.number)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        party: 3,
        language: 'en',
        contact_name: 'Chen Mei-ling',
        notes: 'One wheelchair user',
        lang: 'en',
      });
      // Only the secret's hash is kept.
      expect(JSON.stringify(row)).not.toContain(data.secret);
      expect(JSON.stringify(row)).not.toContain(data.secret.replace('-', ''));
    });

    it('gives two bookings of a month numbers of their own', async () => {
      const { batchId } = await offeringWithBatch(context.written, {}, context.store);
      const numbers = new Set<string>();
      for (let i = 0; i < 2; i++) {
        numbers.add(
          envelope(bookingReceiptSchema).parse((await book(booking(batchId))).json()).data.number,
        );
      }
      // That they tell nothing of the count is held by reference-numbers.test.ts.
      expect(numbers.size).toBe(2);
      for (const number of numbers) expect(number).toMatch(issuedReferencePattern('B', '2611'));
    });

    it.each([
      [{ batch: undefined }, 'batch', 'required'],
      [{ party: 0 }, 'party', 'tooLow'],
      [{ party: 'many' }, 'party', 'format'],
      [{ language: 'fr' }, 'language', 'choice'],
      [{ contact: { name: '', email: 'mei@example.tw' } }, 'contact.name', 'required'],
      [{ contact: { name: 'Mei', email: 'mei@' } }, 'contact.email', 'email'],
      [{ contact: { name: 'Mei', phone: '123' } }, 'contact.phone', 'phone'],
      [{ contact: { name: 'Mei' } }, 'contact.email', 'emailOrPhone'],
      [{ notes: 'x'.repeat(501) }, 'notes', 'tooLong'],
      [{ website: 'http://spam.example' }, 'website', 'tooLong'],
    ])('refuses %j with a 400 naming %s, taking nothing', async (change, field, rule) => {
      const { batchId } = await offeringWithBatch(context.written, {}, context.store);
      const answer = await book(booking(batchId, change));
      expect(answer.statusCode).toBe(400);
      const refusal = refusalOf(answer);
      expect(refusal.message).toMatch(new RegExp(`^body\\.${field.replace('.', '\\.')}: `));
      expect(refusal.issues?.[0]).toMatchObject({ field, rule });
      expect(await bookedOf(context.written, batchId)).toBe(0);
    });

    it.each([
      [{ party: 11 }, 422, { field: 'party', rule: 'tooHigh', limit: 10 }],
      [{ language: 'ja' }, 422, { field: 'language', rule: 'choice' }],
      [{ batch: 999_999 }, 404, { field: 'batch', rule: 'choice' }],
    ])('refuses %j, which the offering does not take, with a %i', async (change, status, issue) => {
      const { batchId } = await offeringWithBatch(context.written, {}, context.store);
      const answer = await book(booking(batchId, change));
      expect(answer.statusCode).toBe(status);
      expect(refusalOf(answer).issues).toEqual([issue]);
      expect(await bookedOf(context.written, batchId)).toBe(0);
    });

    it('refuses a group smaller than a narrator takes', async () => {
      const { batchId } = await offeringWithBatch(
        context.written,
        { kind: 'narrator', groupMin: 5 },
        context.store,
      );
      const answer = await book(
        booking(batchId, { party: 4 }),
        undefined,
        '/en/opendata/reservate-narrator',
      );
      expect(answer.statusCode).toBe(422);
      expect(refusalOf(answer).issues).toEqual([{ field: 'party', rule: 'tooLow', limit: 5 }]);
    });

    it('books a narrator as requested, and only through reservate-narrator', async () => {
      const { batchId } = await offeringWithBatch(
        context.written,
        { kind: 'narrator' },
        context.store,
      );
      const asTour = await book(booking(batchId));
      expect(asTour.statusCode).toBe(404);
      const answer = await book(booking(batchId), undefined, '/ja/opendata/reservate-narrator');
      expect(answer.statusCode).toBe(201);
      expect(envelope(bookingReceiptSchema).parse(answer.json()).data.status).toBe('requested');
    });

    it('refuses a full batch with a 409 full, and a party larger than the places left', async () => {
      const { batchId } = await offeringWithBatch(context.written, { capacity: 3 }, context.store);
      expect((await book(booking(batchId, { party: 2 }))).statusCode).toBe(201);
      const tooMany = await book(booking(batchId, { party: 2 }));
      expect(tooMany.statusCode).toBe(409);
      expect(tooMany.json()).toMatchObject({
        message: 'body.party: only 1 places are left in this batch',
        issues: [{ field: 'party', rule: 'full', limit: 1 }],
        placesLeft: 1,
      });
      expect((await book(booking(batchId))).statusCode).toBe(201);
      const full = await book(booking(batchId));
      expect(full.statusCode).toBe(409);
      expect(refusalOf(full)).toMatchObject({
        message: 'body.batch: no places are left in this batch',
        issues: [{ field: 'batch', rule: 'full' }],
      });
      expect(await bookedOf(context.written, batchId)).toBe(3);
    });

    it('refuses a batch closed by the centre, begun, or past its lead time with a 409 closed', async () => {
      const closed = await offeringWithBatch(context.written, {}, context.store);
      await context.written
        .transaction()
        .execute((trx) => batchRepository(trx).setOpen(closed.batchId, false));
      const begun = await offeringWithBatch(context.written, { days: 1 }, context.store);
      const lead = await offeringWithBatch(
        context.written,
        { days: 2, leadDays: 3 },
        context.store,
      );
      context.clock.now = NOW + DAY + 6 * HOUR;
      for (const { batchId } of [closed, begun, lead]) {
        const answer = await book(booking(batchId));
        expect(answer.statusCode).toBe(409);
        expect(refusalOf(answer).issues).toEqual([{ field: 'batch', rule: 'closed' }]);
        expect(await bookedOf(context.written, batchId)).toBe(0);
      }
    });
  });

  describe('the idempotency key of a booking', () => {
    it('needs one', async () => {
      const { batchId } = await offeringWithBatch(context.written, {}, context.store);
      const answer = await book(booking(batchId), null);
      expect(answer.statusCode).toBe(400);
      expect(refusalOf(answer).message).toMatch(/^headers\.idempotency-key: /);
    });

    it('answers the same key and body with the first receipt, booking once', async () => {
      const { batchId } = await offeringWithBatch(context.written, {}, context.store);
      const key = randomUUID();
      const first = await book(booking(batchId, { party: 2 }), key);
      const again = await book(booking(batchId, { party: 2 }), key);
      expect(again.statusCode).toBe(201);
      expect(again.body).toBe(first.body);
      expect(await bookedOf(context.written, batchId)).toBe(2);
    });

    it('refuses the same key with another body with a 422', async () => {
      const { batchId } = await offeringWithBatch(context.written, {}, context.store);
      const key = randomUUID();
      await book(booking(batchId), key);
      const other = await book(booking(batchId, { party: 2 }), key);
      expect(other.statusCode).toBe(422);
      expect(await bookedOf(context.written, batchId)).toBe(1);
    });

    it('answers 409 while the same key is still being booked', async () => {
      const { batchId } = await offeringWithBatch(context.written, {}, context.store);
      const body = booking(batchId);
      const done = randomUUID();
      await book(body, done);
      const key = await keyStillBeingSaved(context.written, 'reservate', done, NOW);
      const running = await book(body, key);
      expect(running.statusCode).toBe(409);
      expect(refusalOf(running).message).toBe(
        'headers.idempotency-key: this form is still being saved',
      );
      expect(await bookedOf(context.written, batchId)).toBe(1);
    });
  });
});
