import {
  envelope,
  errorEnvelopeSchema,
  listPageSchema,
  TOUR_CATEGORY_VALUES,
  tourSchema,
  tourSummarySchema,
} from '@ecg/domain/contracts';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helper';

const tourList = envelope(listPageSchema(tourSummarySchema));
const tourAnswer = envelope(z.array(tourSchema));
const context = useTestApp();

const get = (url: string) => context.app.inject({ method: 'GET', url });
const detail = (lang: string, payload: unknown) =>
  context.app.inject({
    method: 'POST',
    url: `/${lang}/opendata/tours/detail`,
    payload: payload as object,
  });

describe('GET /{lang}/opendata/tours', () => {
  it.each(['zh-tw', 'en', 'ja'])(
    'lists at least eight itineraries in %s over all seven categories',
    async (lang) => {
      const response = await get(`/${lang}/opendata/tours?category=all&pageSize=100`);
      const { items, total } = tourList.parse(response.json()).data;
      expect(total).toBeGreaterThanOrEqual(8);
      expect(new Set(items.flatMap((tour) => tour.categories))).toEqual(
        new Set(TOUR_CATEGORY_VALUES),
      );
      for (const tour of items) {
        expect(tour.days).toBeGreaterThanOrEqual(1);
        expect(tour.days).toBeLessThanOrEqual(3);
        expect(tour.category_names).toHaveLength(tour.categories.length);
        expect(tour.image).not.toBeNull();
      }
    },
  );

  it.each([...TOUR_CATEGORY_VALUES])('category %i lists only its itineraries', async (category) => {
    const { items } = tourList.parse(
      (await get(`/en/opendata/tours?category=${category}`)).json(),
    ).data;
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((tour) => tour.categories.includes(category))).toBe(true);
  });

  it.each(['abc', '-1', '1.5'])(
    'answers category=%s with a 400 naming category',
    async (category) => {
      const response = await get(`/zh-tw/opendata/tours?category=${category}`);
      expect(response.statusCode).toBe(400);
      expect(errorEnvelopeSchema.parse(response.json()).message).toContain('querystring.category');
    },
  );

  it('answers a category without itineraries with an empty list', async () => {
    const { items, total } = tourList.parse(
      (await get('/zh-tw/opendata/tours?category=999')).json(),
    ).data;
    expect({ items, total }).toEqual({ items: [], total: 0 });
  });
});

describe('POST /{lang}/opendata/tours/detail', () => {
  it.each(['zh-tw', 'en', 'ja'])(
    'answers every itinerary as data[0] in %s, its days holding real stops',
    async (lang) => {
      const { items } = tourList.parse(
        (await get(`/${lang}/opendata/tours?pageSize=100`)).json(),
      ).data;
      for (const summary of items) {
        const response = await detail(lang, { id: summary.id });
        expect(response.statusCode).toBe(200);
        const [tour] = tourAnswer.parse(response.json()).data;
        expect(tour!.id).toBe(summary.id);
        expect(tour!.daylist).toHaveLength(tour!.days);
        for (const day of tour!.daylist) {
          expect(day.length).toBeGreaterThan(0);
          for (const stop of day) {
            expect(stop.lat).toBeTypeOf('number');
            expect(stop.lng).toBeTypeOf('number');
            const overlay =
              stop.type === 'attraction'
                ? 'attractions'
                : stop.type === 'shop'
                  ? 'shops'
                  : 'accommodations';
            const place = await context.app.inject({
              method: 'POST',
              url: `/${lang}/opendata/${overlay}/detail`,
              payload: { id: stop.id },
            });
            expect(place.statusCode, `${summary.id}: stop ${stop.id} as ${stop.type}`).toBe(200);
            expect(place.json().data.name).toBe(stop.name);
          }
        }
      }
    },
  );

  it.each([
    [{}, 'body.id'],
    [{ id: 'one' }, 'body.id'],
  ])('answers %j with a 400 naming %s', async (payload, field) => {
    const response = await detail('en', payload);
    expect(response.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(response.json()).message).toContain(field);
  });

  it('answers an unknown id with a 404', async () => {
    expect((await detail('en', { id: 9999 })).statusCode).toBe(404);
  });
});
