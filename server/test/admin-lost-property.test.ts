import { ADMIN_API_PATHS } from '@ecg/domain/admin-api-paths';
import { envelope, foundItemPageSchema, writeReceiptSchema } from '@ecg/domain/contracts';
import {
  foundItemChangeAnswerSchema,
  foundItemsAnswerSchema,
  lostReportsAnswerSchema,
  type FoundItemDraft,
} from '@ecg/domain/contracts/admin-lost-property';
import { issuedReferencePattern } from '@ecg/domain/rules/references';
import { describe, expect, it } from 'vitest';
import { lastAction, refusal, useConsoleApp, withTheLogRefusing } from './admin-sections.support';
import { loggedActions } from './operators';
import { aVisitorCentre, post as visitorPost } from './service-reservations.support';
import { APP_WRITTEN_STORES } from './written-engines';

describe.each(APP_WRITTEN_STORES)('on $name', ({ engine }) => {
  /**
   * Lost property from the console (docs/architecture.md, Operator console), through the real
   * routes.
   */
  const { context, get, post, unsigned } = useConsoleApp(engine);
  const P = ADMIN_API_PATHS;

  async function wallet(changes: Partial<FoundItemDraft> = {}): Promise<FoundItemDraft> {
    return {
      category: 'wallet',
      description: 'A brown leather wallet with a Taitung bus card.',
      placeFound: 'Sanxiantai car park',
      foundOn: '2026-11-19',
      keepUntil: '2027-02-19',
      collectPlaceId: await aVisitorCentre(context.store),
      ...changes,
    };
  }

  async function register(changes: Partial<FoundItemDraft> = {}) {
    const answer = await post(P.foundItems, await wallet(changes));
    expect(answer.statusCode).toBe(200);
    return foundItemChangeAnswerSchema.parse(answer.json()).data.number;
  }

  /** The found items visitors see, by number. */
  const shownToVisitors = async () =>
    envelope(foundItemPageSchema)
      .parse((await context.app.inject('/en/opendata/lost-property?pageSize=100')).json())
      .data.items.map((item) => item.number);

  const foundItems = async (query = '') =>
    foundItemsAnswerSchema.parse((await get(`${P.foundItems}${query}`)).json()).data;

  describe('the lost property section', () => {
    it.each([
      ['GET', P.visitorCentres],
      ['GET', P.foundItems],
      ['POST', P.foundItems],
      ['POST', P.editFoundItem],
      ['POST', P.returnFoundItem],
      ['GET', P.lostReports],
      ['POST', P.matchLostReport],
    ] as const)('%s %s needs a signed-in operator: 401', async (method, url) => {
      expect((await unsigned(method, url)).statusCode).toBe(401);
    });

    it('registers a found item, which visitors see at once, and corrects it; each logged', async () => {
      const number = await register();
      expect(number).toMatch(issuedReferencePattern('F', '2611'));
      expect(await lastAction(context.written)).toMatchObject({
        action: 'found-item.register',
        subject_kind: 'found-item',
        subject_id: number,
      });
      expect(await shownToVisitors()).toContain(number);
      const answer = await post(P.editFoundItem, {
        number,
        ...(await wallet({ placeFound: 'Sanxiantai bridge, east end' })),
      });
      expect(answer.statusCode).toBe(200);
      expect((await lastAction(context.written))?.action).toBe('found-item.edit');
      const listed = await get(`${P.foundItems}?state=held`);
      expect(listed.headers['cache-control']).toBe('private, no-store');
      expect(
        foundItemsAnswerSchema
          .parse(listed.json())
          .data.items.find((item) => item.number === number),
      ).toMatchObject({
        placeFound: 'Sanxiantai bridge, east end',
        state: 'held',
        returnedAt: null,
      });
    });

    it('gives an item back once, with a note; it leaves the visitors\u2019 list', async () => {
      const number = await register();
      const answer = await post(P.returnFoundItem, { number, note: 'Owner showed her ID card.' });
      expect(answer.statusCode).toBe(200);
      expect((await lastAction(context.written))?.action).toBe('found-item.return');
      expect(await shownToVisitors()).not.toContain(number);
      expect(
        (await foundItems('?state=returned')).items.find((item) => item.number === number),
      ).toMatchObject({
        returnNote: 'Owner showed her ID card.',
        returnedAt: '2026-11-20 09:00:00',
      });
      expect(await refusal(await post(P.returnFoundItem, { number }), 409)).toEqual({
        message: `${number} is returned, no longer held`,
        reason: 'notHeld',
      });
      const disposed = await register();
      await post(P.returnFoundItem, { number: disposed, state: 'disposed' });
      expect((await lastAction(context.written))?.action).toBe('found-item.dispose');
    });

    it('refuses a place that is not a visitor centre at its field', async () => {
      const answer = await post(P.foundItems, await wallet({ collectPlaceId: 999_999 }));
      expect(await refusal(answer, 400)).toEqual({
        message: 'body.collectPlaceId: Place 999999 is not a visitor centre',
        reason: 'notVisitorCentre',
      });
    });

    it.each([
      [{ keepUntil: '2026-11-01' }, 'body.keepUntil: keepUntil must not be before foundOn'],
      [{ foundOn: '19/11/2026' }, 'body.foundOn: foundOn must be a day of the calendar'],
      [{ category: 'hat' }, 'body.category: category must be one of wallet'],
      [{ description: ' ' }, 'body.description: description must not be empty'],
    ])('refuses a found item with %j: a 400 naming the field', async (changes, message) => {
      const answer = await post(P.foundItems, { ...(await wallet()), ...changes });
      expect((await refusal(answer, 400)).message).toContain(message);
    });

    it('lists the lost items\u2019 reports with the contact, and matches one to a found item', async () => {
      const sent = await visitorPost(context.app, '/en/opendata/lost-property', {
        category: 'wallet',
        description: 'A brown wallet with my bus card.',
        placeLost: 'Sanxiantai',
        lostOn: '2026-11-19',
        contact: { name: 'Akiko Sato', email: 'akiko@example.jp' },
      });
      expect(sent.statusCode).toBe(201);
      const report = envelope(writeReceiptSchema).parse(sent.json()).data.number;
      const answer = await get(`${P.lostReports}?state=open&category=wallet`);
      const listed = lostReportsAnswerSchema.parse(answer.json()).data.items;
      expect(listed.find((item) => item.number === report)).toMatchObject({
        placeLost: 'Sanxiantai',
        lostOn: '2026-11-19',
        contact: { name: 'Akiko Sato', email: 'akiko@example.jp', phone: null },
        state: 'open',
        matchedItem: null,
      });
      const item = await register();
      expect((await post(P.matchLostReport, { report, item })).statusCode).toBe(200);
      expect(await lastAction(context.written)).toMatchObject({
        action: 'lost-report.match',
        subject_id: report,
      });
      const matched = lostReportsAnswerSchema
        .parse((await get(`${P.lostReports}?state=matched`)).json())
        .data.items.find((one) => one.number === report);
      expect(matched).toMatchObject({ matchedItem: item, matchedAt: '2026-11-20 09:00:00' });
      expect(await refusal(await post(P.matchLostReport, { report, item }), 409)).toEqual({
        message: `body.report: ${report} is already matched`,
        reason: 'notOpen',
      });
      expect((await refusal(await get(`${P.lostReports}?state=lost`), 400)).message).toBe(
        'querystring.state: state must be one of open, matched, closed',
      );
    });

    it('changes nothing when the log cannot be written: the change and its line are one', async () => {
      const number = await register();
      const before = await foundItems();
      const actions = (await loggedActions(context.written)).length;
      await withTheLogRefusing(context.written, async () => {
        expect((await post(P.foundItems, await wallet())).statusCode).toBe(500);
        expect((await post(P.returnFoundItem, { number })).statusCode).toBe(500);
      });
      expect(await foundItems()).toEqual(before);
      expect(await shownToVisitors()).toContain(number);
      expect((await loggedActions(context.written)).length).toBe(actions);
    });
  });
});
