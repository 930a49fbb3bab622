import { ADMIN_API_PATHS } from '@ecg/domain/admin-api-paths';
import {
  envelope,
  publicationApplyInformationSchema,
  publicationReceiptSchema,
} from '@ecg/domain/contracts';
import {
  operatorPublicationsAnswerSchema,
  publicationPostedAnswerSchema,
  publicationRequestableAnswerSchema,
  publicationRequestsAnswerSchema,
} from '@ecg/domain/contracts/admin-publications';
import { describe, expect, it } from 'vitest';
import { lastAction, refusal, useConsoleApp, withTheLogRefusing } from './admin-sections.support';
import { loggedActions } from './operators';
import { aPublication } from './publications.support';
import { post as visitorPost } from './service-reservations.support';
import { APP_WRITTEN_STORES } from './written-engines';

describe.each(APP_WRITTEN_STORES)('on $name', ({ engine }) => {
  /**
   * Publications by post from the console (docs/architecture.md, Operator console), through the
   * real routes.
   */
  const { context, get, post, unsigned, visitorReads } = useConsoleApp(engine);
  const P = ADMIN_API_PATHS;

  const requestableToVisitors = async () =>
    (
      await visitorReads(
        publicationApplyInformationSchema,
        '/en/opendata/publication-apply-information',
      )
    ).items.map((item) => [item.id, item.copyLimit]);

  async function aRequest(publication: number, copies = 2) {
    const answer = await visitorPost(context.app, '/en/opendata/apply-publication', {
      publication,
      copies,
      address: {
        destination: 'abroad',
        recipient: 'Akiko Sato',
        line1: '1-2-3 Shibuya, Tokyo',
        postcode: '150-0002',
        country: 'Japan',
      },
      contact: { name: 'Akiko Sato', email: 'akiko@example.jp' },
    });
    expect(answer.statusCode).toBe(201);
    return envelope(publicationReceiptSchema).parse(answer.json()).data.number;
  }

  const requests = async (query = '') =>
    publicationRequestsAnswerSchema.parse((await get(`${P.publicationRequests}${query}`)).json())
      .data;

  describe('the publications section', () => {
    it.each([
      ['GET', P.publications],
      ['POST', P.publicationRequestable],
      ['GET', P.publicationRequests],
      ['POST', P.publicationPosted],
    ] as const)('%s %s needs a signed-in operator: 401', async (method, url) => {
      expect((await unsigned(method, url)).statusCode).toBe(401);
    });

    it('marks a publication requestable, which visitors may then ask for, and stops it', async () => {
      const id = await aPublication(context, null);
      const listed = await get(P.publications);
      expect(listed.headers['cache-control']).toBe('private, no-store');
      const { publications, addressKeptDays } = operatorPublicationsAnswerSchema.parse(
        listed.json(),
      ).data;
      expect(publications.find((item) => item.id === id)).toEqual({
        id,
        title: { 'zh-tw': `zh-tw 測試刊物 ${id}`, en: `en 測試刊物 ${id}` },
        copyLimit: null,
      });
      expect(addressKeptDays).toBe(90);
      expect(await requestableToVisitors()).not.toContainEqual([id, 3]);

      const marked = await post(P.publicationRequestable, { id, copyLimit: 3 });
      expect(publicationRequestableAnswerSchema.parse(marked.json()).data).toEqual({
        id,
        copyLimit: 3,
      });
      expect(await lastAction(context.written)).toMatchObject({
        action: 'publication.requestable',
        subject_kind: 'publication',
        subject_id: String(id),
        detail: JSON.stringify({ copyLimit: 3 }),
      });
      expect(await requestableToVisitors()).toContainEqual([id, 3]);

      expect((await post(P.publicationRequestable, { id, copyLimit: null })).statusCode).toBe(200);
      expect((await lastAction(context.written))?.action).toBe('publication.unrequestable');
      expect((await requestableToVisitors()).map(([item]) => item)).not.toContain(id);
    });

    it.each([
      [{ id: 1, copyLimit: 0 }, 'body.copyLimit: copyLimit must be at least 1'],
      [{ id: 1, copyLimit: 51 }, 'body.copyLimit: copyLimit must be at most 50'],
      [{ id: 1, copyLimit: 2.5 }, 'body.copyLimit: copyLimit must be a whole number'],
      [{ id: 1 }, 'body.copyLimit'],
      [{ copyLimit: 2 }, 'body.id'],
    ])('refuses %j with a 400 naming the field', async (payload, message) => {
      expect((await refusal(await post(P.publicationRequestable, payload), 400)).message).toContain(
        message,
      );
    });

    it('refuses an article that is not a publication: a 404 with the reason', async () => {
      const news = await context.store
        .selectFrom('article')
        .select('id')
        .where('kind', '=', 'news')
        .executeTakeFirstOrThrow();
      expect(
        await refusal(await post(P.publicationRequestable, { id: news.id, copyLimit: 2 }), 404),
      ).toEqual({ message: `Article ${news.id} is not a publication`, reason: 'notPublication' });
    });

    it('lists the requests with their addresses, and marks one posted once, logged', async () => {
      const id = await aPublication(context, 5);
      const number = await aRequest(id, 2);
      const waiting = await requests('?status=requested');
      expect(waiting.find((row) => row.number === number)).toMatchObject({
        status: 'requested',
        publicationId: id,
        copies: 2,
        address: { destination: 'abroad', country: 'Japan', postcode: '150-0002' },
        contact: { name: 'Akiko Sato', email: 'akiko@example.jp', phone: null },
        postedAt: null,
      });

      const posted = await post(P.publicationPosted, { number, note: 'Air mail, RR123456789TW' });
      expect(publicationPostedAnswerSchema.parse(posted.json()).data).toEqual({
        number,
        status: 'posted',
      });
      expect(await lastAction(context.written)).toMatchObject({
        action: 'publication.posted',
        subject_kind: 'publication-request',
        subject_id: number,
      });
      expect((await requests('?status=requested')).map((row) => row.number)).not.toContain(number);
      expect((await requests('?status=posted')).find((row) => row.number === number)).toMatchObject(
        {
          statusNote: 'Air mail, RR123456789TW',
          postedAt: '2026-11-20 09:00:00',
        },
      );
      expect(await refusal(await post(P.publicationPosted, { number }), 409)).toEqual({
        message: `Request ${number} is posted already`,
        reason: 'notRequested',
      });
      expect((await post(P.publicationPosted, { number: 'P-2611-9999' })).statusCode).toBe(404);
    });

    it.each([['?status=lost', 'querystring.status: status must be requested or posted']])(
      'refuses the filter %s with a 400 naming it',
      async (query, message) => {
        expect((await refusal(await get(`${P.publicationRequests}${query}`), 400)).message).toBe(
          message,
        );
      },
    );

    it('refuses a posted mark without a number: a 400 naming it', async () => {
      expect((await refusal(await post(P.publicationPosted, { note: 'x' }), 400)).message).toBe(
        'body.number: number is required',
      );
    });

    it('changes nothing when the log cannot be written: the change and its line are one', async () => {
      const id = await aPublication(context, 4);
      const number = await aRequest(id);
      const actions = (await loggedActions(context.written)).length;
      await withTheLogRefusing(context.written, async () => {
        expect((await post(P.publicationRequestable, { id, copyLimit: 9 })).statusCode).toBe(500);
        expect((await post(P.publicationPosted, { number })).statusCode).toBe(500);
      });
      expect(await requestableToVisitors()).toContainEqual([id, 4]);
      expect((await requests('?status=requested')).map((row) => row.number)).toContain(number);
      expect((await loggedActions(context.written)).length).toBe(actions);
    });
  });
});
