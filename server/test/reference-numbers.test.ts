import { writeReceiptSchema } from '@ecg/domain/contracts';
import { issuedReferencePattern } from '@ecg/domain/rules/references';
import { beforeAll, describe, expect, it } from 'vitest';
import { referenceRepository } from '../src/store/writes/reference-repository';
import { postForm, useServiceApp } from './service-app';
import { APP_WRITTEN_STORES, POSTGRES } from './written-engines';

describe.each(APP_WRITTEN_STORES)('on $name', ({ engine }) => {
  /**
   * The public numbers of forms (docs/writes.md): each month's count shown through
   * the store's keyed permutation, so a number tells nothing of how many came before it, while
   * the numbers given before, counted in four digits, still find what their holders sent.
   */
  const context = useServiceApp({ max: 10, timeWindowMs: 60_000 }, engine);

  beforeAll(async () => {
    // A key of the test's own, so the order it asserts is the same on every run.
    const secret = Buffer.alloc(32, 7).toString('base64');
    await context.written.updateTable('reference_key').set({ secret }).execute();
  });

  const SUGGESTION = {
    topic: 'signs',
    message: 'The sign to the bridge at the car park points the wrong way.',
    contact: { name: 'Lin Mei', email: 'mei@example.tw' },
  };

  async function suggest() {
    const reply = await postForm(context.app, '/en/opendata/suggest', SUGGESTION);
    expect(reply.statusCode).toBe(201);
    const receipt = writeReceiptSchema.parse(reply.json().data);
    return { number: receipt.number, code: receipt.secret ?? '' };
  }

  const digits = (number: string) => Number(number.split('-')[2]);

  describe('the public numbers', () => {
    it('of two forms in a row tell nothing of the count', async () => {
      const first = (await suggest()).number;
      const second = (await suggest()).number;
      expect(first).toMatch(issuedReferencePattern('S', '2611'));
      expect(second).toMatch(issuedReferencePattern('S', '2611'));
      // The month's first and second are not 1 and 2, nor one after the other.
      expect([digits(first) % 10_000, digits(second) % 10_000]).not.toContain(1);
      expect(Math.abs(digits(second) - digits(first))).toBeGreaterThan(1);
    });

    it('stay each its own over three hundred of a month', async () => {
      const now = Date.UTC(2026, 10, 20, 2, 0, 0);
      const numbers = await context.written.transaction().execute(async (trx) => {
        const given: string[] = [];
        for (let i = 0; i < 300; i++) given.push(await referenceRepository(trx).next('R', now));
        return given;
      });
      expect(new Set(numbers).size).toBe(300);
      for (const number of numbers) expect(number).toMatch(issuedReferencePattern('R', '2611'));
    });

    it('given before, in four digits, still find what their holders sent', async () => {
      const { number, code } = await suggest();
      await context.written
        .updateTable('suggestion')
        .set({ number: 'S-2611-0042' })
        .where('number', '=', number)
        .execute();
      const found = await context.app.inject({
        method: 'POST',
        url: '/en/opendata/verify-opinion',
        payload: { number: ' s-2611-0042 ', code },
        remoteAddress: '198.51.100.7',
      });
      expect(found.statusCode).toBe(200);
      expect(found.json()).toEqual({ success: true, data: { number: 'S-2611-0042' } });
    });
  });
});

/*
 * On PostgreSQL only: many transactions at once through a pool, as several servers sharing the
 * written tables run them. SQLite's written tables are one server's, its writes one at a time.
 */
describe('the public numbers on a PostgreSQL several servers share', () => {
  it('are each their own when many forms are taken at once', async () => {
    const store = await POSTGRES.open();
    try {
      const now = Date.UTC(2026, 10, 20, 2, 0, 0);
      const taken = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          store.transaction().execute(async (trx) => {
            const reference = await referenceRepository(trx).nextIn('suggestion', 'S', now);
            await trx
              .insertInto('suggestion')
              .values({
                ...reference,
                topic: 'signs',
                place: null,
                message: `Form ${i}`,
                contact_name: 'Lin Mei',
                contact_email: 'mei@example.tw',
                contact_phone: null,
                contact_erased_at: null,
                code_hash: `hash-${i}`,
                lang: 'en',
                status: 'received',
                created_at: now,
                reply_text: null,
                replied_at: null,
                replied_by: null,
              })
              .execute();
            return reference.number;
          }),
        ),
      );
      expect(new Set(taken).size).toBe(30);
    } finally {
      await store.destroy();
    }
  });
});
