import { randomUUID } from 'node:crypto';
import {
  envelope,
  errorEnvelopeSchema,
  publicationApplyInformationSchema,
  publicationReceiptSchema,
} from '@ecg/domain/contracts';
import { issuedReferencePattern } from '@ecg/domain/rules/references';
import type { Transaction } from 'kysely';
import { describe, expect, it } from 'vitest';
import { OperatorRefusal } from '../src/store/operators/operator-refusal';
import type { WrittenTables } from '../src/store/core/written-tables';
import { closeTestApp } from './helper';
import { publicationOfferRepository } from '../src/store/publications/publication-offer-repository';
import { aPublication } from './publications.support';
import { DAY, NOW, post, reservationApp, useReservationApp } from './service-reservations.support';
import { publicationRepository } from '../src/store/publications/publication-repository';
import { publicationRequestRepository } from '../src/store/publications/publication-request-repository';
import { APP_WRITTEN_STORES } from './written-engines';

describe.each(APP_WRITTEN_STORES)('on $name', ({ engine }) => {
  /**
   * Publications by post (requirements §7 publication-apply-information, apply-publication). Our
   * data lists no publication yet, so each test adds one of its own to the publications list, as
   * the editors would, and the operators mark it requestable.
   */
  const context = useReservationApp(engine);

  const inTransaction = <T>(work: (trx: Transaction<WrittenTables>) => Promise<T>) =>
    context.written.transaction().execute(work);
  const offersIn = publicationOfferRepository;
  const publications = () => publicationRepository(context.written, context.store);

  const address = {
    destination: 'taiwan',
    recipient: 'Chen Mei-ling',
    line1: 'No. 25, Shimen, Fengbin Township, Hualien County',
    postcode: '97741',
  };
  const request = (publication: number, changes: object = {}) => ({
    publication,
    copies: 2,
    address,
    contact: { name: 'Chen Mei-ling', email: 'mei@example.tw' },
    ...changes,
  });
  const apply = (payload: object, key?: string | null) =>
    post(context.app, '/en/opendata/apply-publication', payload, key);
  const information = async (lang = 'en') => {
    const answer = await context.app.inject({
      method: 'GET',
      url: `/${lang}/opendata/publication-apply-information`,
    });
    expect(answer.headers['cache-control']).toBe('public, max-age=60');
    return envelope(publicationApplyInformationSchema).parse(answer.json()).data;
  };
  const requestsOf = (publication: number) =>
    context.written
      .selectFrom('publication_request')
      .selectAll()
      .where('article_id', '=', publication)
      .execute();

  describe('publication-apply-information', () => {
    it('lists the publications marked requestable, with their copy limit, and no other', async () => {
      const marked = await aPublication(context, 3);
      const unmarked = await aPublication(context, null);
      const { items, addressKeptDays } = await information('ja');
      expect(items.find((item) => item.id === marked)).toEqual({
        id: marked,
        title: `ja 測試刊物 ${marked}`,
        summary: 'A test publication',
        image: null,
        copyLimit: 3,
      });
      expect(items.some((item) => item.id === unmarked)).toBe(false);
      expect(addressKeptDays).toBe(90);
      await inTransaction((trx) => offersIn(trx).setRequestable(marked, null, NOW, new Set()));
      expect((await information()).items.some((item) => item.id === marked)).toBe(false);
    });
  });

  describe('apply-publication', () => {
    it('records the request and answers its number after commit', async () => {
      const id = await aPublication(context);
      const answer = await apply(
        request(id, {
          address: { ...address, destination: 'abroad', postcode: '100-0001', country: 'Japan' },
        }),
      );
      expect(answer.statusCode).toBe(201);
      const { data } = envelope(publicationReceiptSchema).parse(answer.json());
      expect(data.number).toMatch(issuedReferencePattern('P', '2611'));
      expect(data.createdAt).toBe('2026-11-20 09:00:00');
      expect(await requestsOf(id)).toMatchObject([
        {
          number: data.number,
          copies: 2,
          destination: 'abroad',
          country: 'Japan',
          status: 'requested',
        },
      ]);
    });

    it.each([
      [{ publication: undefined }, 'publication', 'required'],
      [{ copies: 0 }, 'copies', 'tooLow'],
      [{ address: { ...address, recipient: ' ' } }, 'address.recipient', 'required'],
      [{ address: { ...address, line1: 'x'.repeat(121) } }, 'address.line1', 'tooLong'],
      [{ address: { ...address, postcode: '97' } }, 'address.postcode', 'format'],
      [
        { address: { ...address, destination: 'abroad', postcode: '75001' } },
        'address.country',
        'required',
      ],
      [{ address: { ...address, destination: 'moon' } }, 'address.destination', 'choice'],
      [{ contact: { name: 'Mei' } }, 'contact.email', 'emailOrPhone'],
      [{ website: 'spam' }, 'website', 'tooLong'],
    ])('refuses %j with a 400 naming %s, recording nothing', async (change, field, rule) => {
      const id = await aPublication(context);
      const answer = await apply(request(id, change));
      expect(answer.statusCode).toBe(400);
      const refusal = errorEnvelopeSchema.parse(answer.json());
      expect(refusal.message.startsWith(`body.${field}: `)).toBe(true);
      expect(refusal.issues?.[0]).toMatchObject({ field, rule });
      expect(await requestsOf(id)).toEqual([]);
    });

    it('refuses more copies than the publication allows, and one not requestable', async () => {
      const id = await aPublication(context, 3);
      const tooMany = await apply(request(id, { copies: 4 }));
      expect(tooMany.statusCode).toBe(422);
      expect(errorEnvelopeSchema.parse(tooMany.json()).issues).toEqual([
        { field: 'copies', rule: 'tooHigh', limit: 3 },
      ]);
      const unmarked = await aPublication(context, null);
      const missing = await apply(request(unmarked));
      expect(missing.statusCode).toBe(404);
      expect(errorEnvelopeSchema.parse(missing.json()).issues).toEqual([
        { field: 'publication', rule: 'choice' },
      ]);
      expect([...(await requestsOf(id)), ...(await requestsOf(unmarked))]).toEqual([]);
    });

    it('keeps to its key: the same answer again, another body a 422, none a 400', async () => {
      const id = await aPublication(context);
      const key = randomUUID();
      const first = await apply(request(id), key);
      expect((await apply(request(id), key)).body).toBe(first.body);
      expect((await apply(request(id, { copies: 1 }), key)).statusCode).toBe(422);
      expect((await apply(request(id), null)).statusCode).toBe(400);
      expect(await requestsOf(id)).toHaveLength(1);
    });

    it('refuses requests past the limit per client with a 429', async () => {
      const limited = await reservationApp({ max: 1, timeWindowMs: 60_000 }, engine);
      try {
        const id = await aPublication(limited);
        const send = () => post(limited.app, '/en/opendata/apply-publication', request(id));
        expect((await send()).statusCode).toBe(201);
        expect((await send()).statusCode).toBe(429);
      } finally {
        await closeTestApp(limited);
      }
    });
  });

  describe('the operators', () => {
    it('mark only a publication requestable, within the copies any request may ask', async () => {
      const listed = await publications().ids();
      const error = await inTransaction((trx) =>
        offersIn(trx).setRequestable(1, 3, NOW, listed),
      ).catch((reason: unknown) => reason);
      expect(error).toBeInstanceOf(OperatorRefusal);
      const id = await aPublication(context, null);
      await expect(
        inTransaction((trx) => offersIn(trx).setRequestable(id, 51, NOW, new Set([id]))),
      ).rejects.toThrow(RangeError);
    });

    it('list every publication of the list, with its copy limit where requestable', async () => {
      const requestable = await aPublication(context, 4);
      const not = await aPublication(context, null);
      const listed = await publications().listForOperators();
      expect(listed.filter((item) => [requestable, not].includes(item.id))).toEqual([
        {
          id: requestable,
          title: { 'zh-tw': `zh-tw 測試刊物 ${requestable}`, en: `en 測試刊物 ${requestable}` },
          copyLimit: 4,
        },
        {
          id: not,
          title: { 'zh-tw': `zh-tw 測試刊物 ${not}`, en: `en 測試刊物 ${not}` },
          copyLimit: null,
        },
      ]);
      await inTransaction((trx) => offersIn(trx).setRequestable(requestable, null, NOW, new Set()));
      const after = await publications().listForOperators();
      expect(after.find((item) => item.id === requestable)?.copyLimit).toBeNull();
    });

    it('list the requests, mark one posted once, and forget its address 90 days later', async () => {
      const id = await aPublication(context);
      const { number } = envelope(publicationReceiptSchema).parse(
        (await apply(request(id))).json(),
      ).data;
      const waiting = await inTransaction((trx) =>
        publicationRequestRepository(trx).list({ status: 'requested' }),
      );
      expect(waiting.find((row) => row.number === number)).toMatchObject({
        publicationId: id,
        title: `zh-tw 測試刊物 ${id}`,
        copies: 2,
        address: { recipient: 'Chen Mei-ling', postcode: '97741', destination: 'taiwan' },
        contact: { email: 'mei@example.tw' },
      });
      await inTransaction((trx) =>
        publicationRequestRepository(trx).markPosted(number, 'Registered mail RR123', NOW),
      );
      const again = await inTransaction((trx) =>
        publicationRequestRepository(trx)
          .markPosted(number, null, NOW)
          .catch((reason: unknown) => reason),
      );
      expect((again as OperatorRefusal).reason).toBe('notRequested');
      expect(
        await inTransaction((trx) =>
          publicationRequestRepository(trx).forgetPostedAddresses(NOW + 89 * DAY),
        ),
      ).toBe(0);
      expect(
        await inTransaction((trx) =>
          publicationRequestRepository(trx).forgetPostedAddresses(NOW + 91 * DAY),
        ),
      ).toBe(1);
      const [row] = (
        await inTransaction((trx) => publicationRequestRepository(trx).list({ status: 'posted' }))
      ).filter((candidate) => candidate.number === number);
      expect(row).toMatchObject({
        statusNote: 'Registered mail RR123',
        postedAt: '2026-11-20 09:00:00',
        copies: 2,
        address: { recipient: '', line1: '', postcode: '' },
        contact: { name: '', email: null },
      });
    });
  });
});
