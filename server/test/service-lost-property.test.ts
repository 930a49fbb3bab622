import { randomUUID } from 'node:crypto';
import {
  envelope,
  errorEnvelopeSchema,
  foundItemPageSchema,
  lostReportReceiptSchema,
} from '@ecg/domain/contracts';
import { issuedReferencePattern } from '@ecg/domain/rules/references';
import { describe, expect, it } from 'vitest';
import {
  foundItemConsoleRepository,
  type FoundItemInput,
} from '../src/store/lost-property/found-item-console-repository';
import { postForm, useServiceApp } from './service-forms-support';
import { keyStillBeingSaved } from './write-claims';
import { APP_WRITTEN_STORES } from './written-engines';

describe.each(APP_WRITTEN_STORES)('on $name', ({ engine }) => {
  /**
   * lost-property (requirements §7): the found items the visitor centres hold, and a lost item's
   * report. The centres are content (`context.store`); the items and reports are written
   * (`context.written`).
   */
  const context = useServiceApp(3, engine);
  const URL = '/en/opendata/lost-property';

  const foundPage = async (query: string, lang = 'en') => {
    const answer = await context.app.inject(`/${lang}/opendata/lost-property${query}`);
    expect(answer.statusCode, answer.body).toBe(200);
    return envelope(foundItemPageSchema).parse(answer.json()).data;
  };

  /** The first visitor centre of the seed, in the language asked. */
  async function centre(lang = 'en') {
    const row = await context.store
      .selectFrom('place_collection as c')
      .innerJoin('place_text as t', (join) =>
        join.onRef('t.place_id', '=', 'c.place_id').on('t.lang', '=', lang),
      )
      .innerJoin('place as p', 'p.id', 'c.place_id')
      .select(['c.place_id as id', 't.name', 'p.tel'])
      .where('c.collection', '=', 'visitor-center')
      .orderBy('c.place_id')
      .executeTakeFirstOrThrow();
    return row;
  }

  const register = async (item: Partial<FoundItemInput>) => {
    const { id } = await centre();
    return context.written.transaction().execute((trx) =>
      foundItemConsoleRepository(trx).register(
        {
          category: 'wallet',
          description: 'Brown leather wallet',
          placeFound: 'Sanxiantai car park',
          foundOn: '2026-11-20',
          keepUntil: '2027-02-20',
          collectPlaceId: id,
          ...item,
        },
        context.clock.now,
        new Set([id]),
      ),
    );
  };

  describe('GET lost-property', () => {
    it('answers an empty list while nothing is registered, kept a minute at most', async () => {
      const answer = await context.app.inject(`${URL}?place=nowhere-at-all`);
      expect(answer.headers['cache-control']).toBe('public, max-age=60');
      expect(envelope(foundItemPageSchema).parse(answer.json()).data).toEqual({
        items: [],
        total: 0,
        page: 1,
        pageSize: 20,
      });
    });

    it('lists the held items newest found first, the centre named in the language asked', async () => {
      const wallet = await register({ placeFound: 'Dulan beach', foundOn: '2026-11-21' });
      const umbrella = await register({
        category: 'umbrella',
        description: 'Blue folding umbrella',
        placeFound: 'Dulan visitor centre',
        foundOn: '2026-11-22',
      });
      const { items, total } = await foundPage('?place=dulan');
      expect(total).toBe(2);
      const en = await centre('en');
      expect(items).toEqual([
        {
          number: umbrella,
          category: 'umbrella',
          description: 'Blue folding umbrella',
          placeFound: 'Dulan visitor centre',
          foundOn: '2026-11-22',
          collectAt: { id: en.id, name: en.name, tel: en.tel },
          keepUntil: '2027-02-20',
        },
        expect.objectContaining({ number: wallet, foundOn: '2026-11-21' }),
      ]);
      expect(umbrella).toMatch(issuedReferencePattern('F', '2611'));
      const zh = await foundPage('?place=dulan', 'zh-tw');
      expect(zh.items[0]?.collectAt.name).toBe((await centre('zh-tw')).name);
    });

    it('searches by the days found and pages the list', async () => {
      for (const day of ['2026-10-01', '2026-10-02', '2026-10-03']) {
        await register({ placeFound: 'Jialulan rest area', foundOn: day });
      }
      const october = await foundPage('?place=Jialulan&from=2026-10-02&to=2026-10-03');
      expect(october.items.map((item) => item.foundOn)).toEqual(['2026-10-03', '2026-10-02']);
      const second = await foundPage('?place=Jialulan&pageSize=2&page=2');
      expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2 });
      expect(second.items.map((item) => item.foundOn)).toEqual(['2026-10-01']);
    });

    it('leaves out an item given back and one past its last day; % is a letter', async () => {
      const given = await register({ placeFound: 'Xiaoyeliu 100% rocks' });
      await register({
        placeFound: 'Xiaoyeliu 100% rocks',
        keepUntil: '2026-11-25',
        foundOn: '2026-11-01',
      });
      await register({ placeFound: 'Xiaoyeliu 1000 rocks' });
      expect((await foundPage('?place=100%25')).total).toBe(1);
      await context.written
        .transaction()
        .execute((trx) =>
          foundItemConsoleRepository(trx).markReturned(given, { at: context.clock.now }),
        );
      expect((await foundPage('?place=100%25')).total).toBe(0);
    });

    it.each([
      ['?from=2026-11-30&to=2026-11-01', 'querystring.from'],
      ['?from=yesterday', 'querystring.from'],
      ['?pageSize=1000', 'querystring.pageSize'],
      ['?category=car', 'querystring.category'],
    ])('refuses %s naming the field', async (query, field) => {
      const answer = await context.app.inject(`${URL}${query}`);
      expect(answer.statusCode).toBe(400);
      expect(errorEnvelopeSchema.parse(answer.json()).message).toMatch(new RegExp(`^${field}: `));
    });
  });

  const lostForm = (change: Record<string, unknown> = {}) => ({
    category: 'phone',
    description: 'Black phone in a green case',
    placeLost: 'Qingshui Cliff viewpoint',
    lostOn: '2026-11-25',
    contact: { name: 'Lin Mei', email: 'lin@example.tw', phone: '' },
    website: '',
    ...change,
  });
  const send = (payload: unknown, key?: string) => postForm(context.app, URL, payload, key);
  /**
   * A report to the limited app from one client of its own: on PostgreSQL the two apps count a
   * client's writes in the table they share, as servers do.
   */
  const sendLimited = (payload: unknown) =>
    postForm(context.limitedApp, URL, payload, undefined, '192.0.2.41');
  const lostCount = async () =>
    (await context.written.selectFrom('lost_report').select('id').execute()).length;

  describe('POST lost-property', () => {
    it('keeps the report with its contact and answers its number', async () => {
      const answer = await send(lostForm());
      expect(answer.statusCode, answer.body).toBe(201);
      expect(answer.headers['cache-control']).toBe('private, no-store');
      const receipt = envelope(lostReportReceiptSchema).parse(answer.json()).data;
      expect(receipt).toEqual({
        number: expect.stringMatching(issuedReferencePattern('L', '2611')),
        createdAt: '2026-11-26 10:00:00',
      });
      const kept = await context.written
        .selectFrom('lost_report')
        .selectAll()
        .where('number', '=', receipt.number)
        .executeTakeFirstOrThrow();
      expect(kept).toMatchObject({
        category: 'phone',
        place_lost: 'Qingshui Cliff viewpoint',
        lost_on: '2026-11-25',
        contact_name: 'Lin Mei',
        contact_email: 'lin@example.tw',
        contact_phone: null,
        lang: 'en',
        state: 'open',
      });
    });

    it.each([
      ['an unknown category', { category: 'car' }, 'category', 'choice'],
      ['a short description', { description: 'bag' }, 'description', 'tooShort'],
      ['no place', { placeLost: '' }, 'placeLost', 'required'],
      ['tomorrow', { lostOn: '2026-11-27' }, 'lostOn', 'futureDate'],
      ['a day not on the calendar', { lostOn: '2026-02-30' }, 'lostOn', 'date'],
      ['no contact', { contact: undefined }, 'contact', 'required'],
      ['a contact with no way back', { contact: { name: 'Lin' } }, 'contact.email', 'emailOrPhone'],
      ['a bad phone', { contact: { name: 'Lin', phone: '12' } }, 'contact.phone', 'phone'],
      ['the honeypot filled', { website: 'x' }, 'website', 'tooLong'],
    ])('refuses %s, naming the field, writing nothing', async (_name, change, field, rule) => {
      const before = await lostCount();
      const answer = await send(lostForm(change));
      expect(answer.statusCode).toBe(400);
      const body = errorEnvelopeSchema.parse(answer.json());
      expect(body.message).toMatch(new RegExp(`^body\\.${field.replace('.', '\\.')}: `));
      expect(body.issues?.[0]).toMatchObject({ field, rule });
      expect(await lostCount()).toBe(before);
    });

    it('answers the same key and body once, refuses another body (422) and a running key (409)', async () => {
      const key = randomUUID();
      const form = lostForm();
      const first = await send(form, key);
      const before = await lostCount();
      const again = await send(form, key);
      expect(again.body).toBe(first.body);
      expect(await lostCount()).toBe(before);
      expect(
        (await send(lostForm({ description: 'Another phone entirely' }), key)).statusCode,
      ).toBe(422);

      const running = await keyStillBeingSaved(
        context.written,
        'lostProperty',
        key,
        context.clock.now,
      );
      expect((await send(form, running)).statusCode).toBe(409);
    });

    it('is limited per client', async () => {
      for (let i = 0; i < 3; i++) {
        expect((await sendLimited(lostForm())).statusCode).toBe(201);
      }
      const before = await lostCount();
      expect((await sendLimited(lostForm())).statusCode).toBe(429);
      expect(await lostCount()).toBe(before);
    });
  });
});
