import { echelonAnswerSchema, envelope, offeringsAnswerSchema } from '@ecg/domain/contracts';
import { describe, expect, it } from 'vitest';
import {
  booking,
  DAY,
  NOW,
  offeringWithBatch,
  post,
  refusalOf,
  useReservationApp,
} from './service-reservations.support';
import { APP_WRITTEN_STORES } from './written-engines';

describe.each(APP_WRITTEN_STORES)('on $name', ({ engine }) => {
  /**
   * What is on offer and its batches (requirements §7 reservation,
   * narrator-reservation-information, echelon).
   */
  const context = useReservationApp(engine);

  const get = (url: string) => context.app.inject({ method: 'GET', url });
  const book = (payload: object, key?: string | null, url = '/en/opendata/reservate') =>
    post(context.app, url, payload, key);

  describe('the offerings', () => {
    it('lists the tours on offer in the asked language, Chinese where not written in it', async () => {
      const { offeringId, centreId } = await offeringWithBatch(context.written, {}, context.store);
      const en = envelope(offeringsAnswerSchema).parse(
        (await get('/en/opendata/reservation')).json(),
      );
      const tour = en.data.items.find((item) => item.id === offeringId);
      expect(tour).toMatchObject({
        kind: 'tour',
        title: 'Test tour',
        textLang: 'en',
        centre: { id: centreId },
        languages: ['zh', 'en'],
      });
      expect(tour?.centre.name).toMatch(/\S/);
      expect(en.data.contactKeptDays).toBe(90);
      const ja = envelope(offeringsAnswerSchema).parse(
        (await get('/ja/opendata/reservation')).json(),
      );
      expect(ja.data.items.find((item) => item.id === offeringId)).toMatchObject({
        title: '測試導覽',
        textLang: 'zh-tw',
      });
    });

    it('lists the narrators apart, with their rules, and the tours not among them', async () => {
      const { offeringId } = await offeringWithBatch(
        context.written,
        {
          kind: 'narrator',
          groupMin: 10,
          groupMax: 40,
          leadDays: 3,
        },
        context.store,
      );
      const answer = await get('/zh-tw/opendata/narrator-reservation-information');
      expect(answer.headers['cache-control']).toBe('public, max-age=60');
      const { data } = envelope(offeringsAnswerSchema).parse(answer.json());
      expect(data.items.every((item) => item.kind === 'narrator')).toBe(true);
      expect(data.items.find((item) => item.id === offeringId)).toMatchObject({
        groupMin: 10,
        groupMax: 40,
        leadDays: 3,
      });
      const tours = envelope(offeringsAnswerSchema).parse(
        (await get('/zh-tw/opendata/reservation')).json(),
      );
      expect(tours.data.items.some((item) => item.id === offeringId)).toBe(false);
    });
  });

  describe('the batches (echelon)', () => {
    it('answers the places left as of now, kept by no cache', async () => {
      const { offeringId, batchId, date } = await offeringWithBatch(
        context.written,
        { capacity: 5 },
        context.store,
      );
      expect((await book(booking(batchId, { party: 2 }))).statusCode).toBe(201);
      const answer = await get(`/en/opendata/echelon?offering=${offeringId}`);
      expect(answer.headers['cache-control']).toBe('private, no-store');
      const { data } = envelope(echelonAnswerSchema).parse(answer.json());
      expect(data.days).toEqual([
        {
          date,
          batches: [
            {
              id: batchId,
              date,
              time: '14:00',
              startsAt: `${date} 14:00:00`,
              durationMinutes: 90,
              capacity: 5,
              placesLeft: 3,
              state: 'open',
            },
          ],
        },
      ]);
    });

    it('says a batch with no room for the smallest group full, and leaves out those begun', async () => {
      const { offeringId, batchId } = await offeringWithBatch(
        context.written,
        {
          kind: 'narrator',
          groupMin: 4,
          capacity: 5,
        },
        context.store,
      );
      expect(
        (await book(booking(batchId, { party: 4 }), undefined, '/en/opendata/reservate-narrator'))
          .statusCode,
      ).toBe(201);
      const url = `/en/opendata/echelon?offering=${offeringId}`;
      const { data } = envelope(echelonAnswerSchema).parse((await get(url)).json());
      expect(data.days[0]?.batches[0]).toMatchObject({ placesLeft: 1, state: 'full' });
      context.clock.now = NOW + 4 * DAY;
      const later = envelope(echelonAnswerSchema).parse((await get(url)).json());
      expect(later.data.days).toEqual([]);
    });

    it.each([
      ['offering=abc', 400, 'querystring.offering: offering must be a number'],
      ['', 400, 'querystring.offering: offering must be a number'],
      ['offering=999999', 404, 'query.offering: no such offering on offer'],
    ])('refuses ?%s with a %i naming the field', async (query, status, message) => {
      const answer = await get(`/en/opendata/echelon?${query}`);
      expect(answer.statusCode).toBe(status);
      expect(refusalOf(answer).message).toBe(message);
    });
  });
});
