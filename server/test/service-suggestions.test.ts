import { randomUUID } from 'node:crypto';
import {
  errorEnvelopeSchema,
  suggestionStatusSchema,
  suggestionTopicSchema,
  writeReceiptSchema,
} from '@ecg/domain/contracts';
import { issuedReferencePattern } from '@ecg/domain/rules/references';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { postForm, useServiceApp } from './service-app';
import { keyStillBeingSaved } from './write-claims';
import { APP_WRITTEN_STORES } from './written-engines';
import { suggestionConsoleRepository } from '../src/store/suggestions/suggestion-console-repository';

describe.each(APP_WRITTEN_STORES)('on $name', ({ engine }) => {
  /**
   * Suggestions (requirements §7 opinion, suggest, verify-opinion, check-opinion): the
   * topics, a suggestion answered with its number and a code shown once, and the look-ups by both.
   */
  const context = useServiceApp({ max: 5, timeWindowMs: 60_000 }, engine);

  const GOOD = {
    topic: 'signs',
    place: 'Sanxiantai',
    message: 'The sign to the bridge at the car park points the wrong way.',
    contact: { name: 'Lin Mei', email: 'mei@example.tw' },
  };

  async function count(): Promise<number> {
    return (await context.written.selectFrom('suggestion').select('id').execute()).length;
  }

  async function suggest(payload: object = GOOD, key?: string) {
    return postForm(context.app, '/en/opendata/suggest', payload, key ? { key } : {});
  }

  async function sent() {
    const reply = await suggest();
    expect(reply.statusCode).toBe(201);
    const receipt = writeReceiptSchema.parse(reply.json().data);
    return { number: receipt.number, code: receipt.secret ?? '' };
  }

  describe('GET opinion', () => {
    it.each([
      ['zh-tw', '指標與資訊'],
      ['en', 'Signs and information'],
      ['ja', '案内表示と情報'],
    ])('lists the topics in %s', async (lang, signs) => {
      const reply = await context.app.inject({ url: `/${lang}/opendata/opinion` });
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['cache-control']).toBe('public, max-age=60');
      const topics = z.array(suggestionTopicSchema).parse(reply.json().data);
      expect(topics.map((topic) => topic.id)).toEqual([
        'facilities',
        'cleanliness',
        'signs',
        'transport',
        'staff',
        'events',
        'app',
        'other',
      ]);
      expect(topics[2]?.name).toBe(signs);
    });
  });

  describe('POST suggest', () => {
    it('keeps a suggestion under a number of its month, its code shown once and kept hashed', async () => {
      const reply = await suggest();
      expect(reply.statusCode).toBe(201);
      expect(reply.headers['cache-control']).toBe('private, no-store');
      const receipt = writeReceiptSchema.parse(reply.json().data);
      expect(receipt.number).toMatch(issuedReferencePattern('S', '2611'));
      expect(receipt.secret).toMatch(/^[0-9A-HJKMNP-TV-Z]{12}$/);
      expect(receipt.createdAt).toBe('2026-11-03 10:00:00');
      const row = await context.written
        .selectFrom('suggestion')
        .selectAll()
        .where('number', '=', receipt.number)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        topic: 'signs',
        place: 'Sanxiantai',
        contact_name: 'Lin Mei',
        contact_email: 'mei@example.tw',
        contact_phone: null,
        status: 'received',
        lang: 'en',
      });
      expect(JSON.stringify(row)).not.toContain(receipt.secret);
    });

    it.each([
      [{ topic: undefined }, 'body.topic: topic is required', 'topic', 'required'],
      [{ topic: 'Wifi!' }, 'body.topic: topic must be one of the topics', 'topic', 'choice'],
      [{ topic: 'wifi' }, 'body.topic: topic must be one of the topics', 'topic', 'choice'],
      [
        { place: 'x'.repeat(121) },
        'body.place: place must be at most 120 characters',
        'place',
        'tooLong',
      ],
      [
        { message: 'Too short' },
        'body.message: message must be at least 10 characters',
        'message',
        'tooShort',
      ],
      [
        { message: 'x'.repeat(2001) },
        'body.message: message must be at most 2000 characters',
        'message',
        'tooLong',
      ],
      [{ message: '' }, 'body.message: message is required', 'message', 'required'],
      [{ contact: undefined }, 'body.contact: contact is required', 'contact', 'required'],
      [
        { contact: { email: 'a@b.tw' } },
        'body.contact.name: name is required',
        'contact.name',
        'required',
      ],
      [
        { contact: { name: 'Lin' } },
        'body.contact.email: email or phone is required',
        'contact.email',
        'emailOrPhone',
      ],
      [
        { contact: { name: 'Lin', email: 'nobody' } },
        'body.contact.email: email must be an email address',
        'contact.email',
        'email',
      ],
      [
        { contact: { name: 'Lin', phone: '12' } },
        'body.contact.phone: phone must be a phone number of 7 to 15 digits',
        'contact.phone',
        'phone',
      ],
      [
        { website: 'http://spam' },
        'body.website: website must be left empty',
        'website',
        'tooLong',
      ],
    ])('refuses %j naming the field, keeping nothing', async (change, message, field, rule) => {
      const before = await count();
      const reply = await suggest({ ...GOOD, ...change });
      expect(reply.statusCode).toBe(400);
      const body = errorEnvelopeSchema.parse(reply.json());
      expect(body.message).toBe(message);
      expect(body.issues?.[0]).toMatchObject({ field, rule });
      expect(await count()).toBe(before);
    });

    it('replays the first receipt for the same key and body, keeping one', async () => {
      const key = randomUUID();
      const first = await suggest(GOOD, key);
      const before = await count();
      const again = await suggest(GOOD, key);
      expect(again.statusCode).toBe(201);
      expect(again.body).toBe(first.body);
      expect(await count()).toBe(before);
    });

    it('refuses the same key with another body with a 422', async () => {
      const key = randomUUID();
      await suggest(GOOD, key);
      const before = await count();
      const other = await suggest({ ...GOOD, place: 'Shitiping' }, key);
      expect(other.statusCode).toBe(422);
      expect(await count()).toBe(before);
    });

    it('answers 409 while the same form is still being saved', async () => {
      const first = randomUUID();
      await suggest(GOOD, first);
      const running = await keyStillBeingSaved(context.written, 'suggest', first, context.clock);
      const before = await count();
      const reply = await suggest(GOOD, running);
      expect(reply.statusCode).toBe(409);
      expect(await count()).toBe(before);
    });

    it('refuses a client past the limit', async () => {
      const remoteAddress = '192.0.2.8';
      for (let i = 0; i < 5; i++) {
        expect(
          (await postForm(context.app, '/en/opendata/suggest', GOOD, { remoteAddress })).statusCode,
        ).toBe(201);
      }
      const before = await count();
      const over = await postForm(context.app, '/en/opendata/suggest', GOOD, { remoteAddress });
      expect(over.statusCode).toBe(429);
      expect(await count()).toBe(before);
    });
  });

  const lookup = (path: string, payload: object, remoteAddress = '198.51.100.1') =>
    context.app.inject({ method: 'POST', url: `/en/opendata/${path}`, payload, remoteAddress });

  describe('POST verify-opinion and check-opinion', () => {
    it('answer the suggestion for its number and code, in any case and grouping', async () => {
      const { number, code } = await sent();
      const grouped = `${code.slice(0, 4)}-${code.slice(4, 8)} ${code.slice(8)}`.toLowerCase();
      const verified = await lookup('verify-opinion', { number, code: grouped }, '198.51.100.2');
      expect(verified.statusCode).toBe(200);
      expect(verified.headers['cache-control']).toBe('private, no-store');
      expect(verified.json()).toEqual({ success: true, data: { number } });
      const checked = await lookup('check-opinion', { number, code }, '198.51.100.2');
      expect(checked.statusCode).toBe(200);
      expect(suggestionStatusSchema.parse(checked.json().data)).toEqual({
        number,
        topic: { id: 'signs', name: 'Signs and information' },
        place: 'Sanxiantai',
        message: GOOD.message,
        createdAt: '2026-11-03 10:00:00',
        status: 'received',
      });
      expect(JSON.stringify(checked.json())).not.toContain('mei@example.tw');
    });

    it('shows the reply once an operator has given it', async () => {
      const { number, code } = await sent();
      await context.written.transaction().execute((trx) =>
        suggestionConsoleRepository(trx).reply({
          number,
          text: 'Thank you: the sign has been turned.',
          operatorId: 'staff-1',
          at: context.clock + 3_600_000,
        }),
      );
      const checked = await lookup('check-opinion', { number, code }, '198.51.100.3');
      expect(checked.json().data).toMatchObject({
        status: 'replied',
        reply: { text: 'Thank you: the sign has been turned.', at: '2026-11-03 11:00:00' },
      });
    });

    it.each(['verify-opinion', 'check-opinion'])(
      '%s answers a wrong code as it answers an unknown number',
      async (path) => {
        const { number, code } = await sent();
        const wrong = code.startsWith('0') ? `1${code.slice(1)}` : `0${code.slice(1)}`;
        const byCode = await lookup(path, { number, code: wrong }, '198.51.100.4');
        const byNumber = await lookup(path, { number: 'S-2611-9999', code }, '198.51.100.4');
        expect(byCode.statusCode).toBe(403);
        expect(byNumber.statusCode).toBe(403);
        expect(byCode.body).toBe(byNumber.body);
        expect(byCode.json()).toEqual({
          success: false,
          message: 'body.code: the number and code do not go together',
          issues: [{ field: 'code', rule: 'wrongSecret' }],
        });
      },
    );

    it.each([
      [{ code: 'ABCDEFGHJKMN' }, 'body.number: number is required'],
      [
        { number: 'S2611', code: 'ABCDEFGHJKMN' },
        'body.number: number must be written like R-2611-482913',
      ],
      [{ number: 'S-2611-0001' }, 'body.code: code is required'],
      [
        { number: 'S-2611-0001', code: 'ABC' },
        'body.code: code must be the 12 letters and digits of the receipt',
      ],
    ])('refuses %j naming the field', async (payload, message) => {
      const reply = await lookup('check-opinion', payload, '198.51.100.5');
      expect(reply.statusCode).toBe(400);
      expect(errorEnvelopeSchema.parse(reply.json()).message).toBe(message);
    });

    it.each(['verify-opinion', 'check-opinion'])(
      '%s is limited per client, so codes cannot be guessed',
      async (path) => {
        const { number, code } = await sent();
        const remoteAddress = path === 'verify-opinion' ? '198.51.100.6' : '198.51.100.7';
        for (let i = 0; i < 5; i++) {
          const guess = `${String(i).padStart(2, '0')}${code.slice(2)}`;
          await lookup(path, { number, code: guess }, remoteAddress);
        }
        const right = await lookup(path, { number, code }, remoteAddress);
        expect(right.statusCode).toBe(429);
      },
    );
  });
});
