import {
  attractionSchema,
  categoryTagSchema,
  collectionPlaceSchema,
  envelope,
  errorEnvelopeSchema,
  listPageSchema,
  placeSummarySchema,
  regionDetailRecordSchema,
  shopSchema,
} from '@ecg/domain/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useTestApp } from './helper';

const context = useTestApp();
const get = (url: string) => context.app.inject({ method: 'GET', url });
const post = (url: string, payload?: object) =>
  context.app.inject({ method: 'POST', url, ...(payload ? { payload } : {}) });
const records = envelope(z.array(regionDetailRecordSchema));
const placePage = envelope(listPageSchema(placeSummarySchema));

describe('POST /{lang}/opendata/region-detail', () => {
  it('lists the nine areas along the coast, each linked to its neighbours', async () => {
    const { data } = records.parse(
      (await post('/en/opendata/region-detail', { type: 'all' })).json(),
    );
    expect(data).toHaveLength(9);
    data.forEach((area, index) => {
      expect(area.afterId).toBe(data[index - 1]?.id ?? null);
      expect(area.nextId).toBe(data[index + 1]?.id ?? null);
      expect(area.regionId).toBe(area.type === 'HUN' ? 1 : area.type === 'TTT' ? 2 : 3);
    });
    expect(data.map((area) => area.name)).toContain('Chenggong Township');
  });

  it.each([
    ['HUN', 1, 3],
    ['TTT', 2, 5],
    ['GNI', 3, 1],
  ])('lists the areas of %s with regionId %i', async (type, regionId, count) => {
    const { data } = records.parse((await post('/ja/opendata/region-detail', { type })).json());
    expect(data).toHaveLength(count);
    expect(data.every((area) => area.regionId === regionId && area.type === type)).toBe(true);
  });

  it('answers one area by id, with its zipcode as a number', async () => {
    const { data: list } = records.parse(
      (await post('/zh-tw/opendata/region-detail', { type: 'GNI' })).json(),
    );
    const response = await post('/zh-tw/opendata/region-detail', { id: list[0]!.id });
    const area = envelope(regionDetailRecordSchema).parse(response.json()).data;
    expect(area).toMatchObject({ zipcode: 951, regionId: 3, name: '綠島鄉' });
  });

  it.each([
    [{}, 'body.type'],
    [{ type: 'GNI', id: 1 }, 'body.type'],
    [{ type: 'Kenting' }, 'body.type'],
    [{ id: 'x' }, 'body.id'],
  ])('answers %j with a 400 naming the field', async (payload, field) => {
    const response = await post('/en/opendata/region-detail', payload);
    expect(response.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(response.json()).message).toContain(field);
  });

  it('answers an unknown area with a 404', async () => {
    expect((await post('/en/opendata/region-detail', { id: 99 })).statusCode).toBe(404);
  });
});

describe('filter tags', () => {
  const tags = async (query: string, lang = 'en') =>
    envelope(z.array(categoryTagSchema)).parse((await get(`/${lang}/opendata/tags${query}`)).json())
      .data;

  it('lists the hotel tags of the open data in each language', async () => {
    const english = await tags('?kind=hotel');
    expect(english.map((tag) => tag.title)).toContain('Wi-Fi');
    const chinese = await tags('?kind=hotel', 'zh-tw');
    expect(chinese.map((tag) => tag.value)).toEqual(english.map((tag) => tag.value));
    expect(chinese.map((tag) => tag.title)).toContain('無線網路');
  });

  it('offers food the category its data names, and filters the food list by it', async () => {
    // requirements §2 filter-tag lists: the rural food of the Ministry of Agriculture's list.
    expect(await tags('?kind=food')).toEqual([{ title: 'Rural food', value: 14 }]);
    expect(await tags('?kind=food', 'ja')).toEqual([{ title: '農村グルメ', value: 14 }]);
    const food = async (query: string) =>
      placePage.parse((await get(`/zh-tw/opendata/shops?type=cuisines${query}`)).json()).data;
    const rural = await food('&tag=14&pageSize=100');
    expect(rural.total).toBeGreaterThan(0);
    expect(rural.total).toBeLessThan((await food('')).total);
    // No souvenir shop is in the open data, so the shops' list has no tag to offer.
    expect(await tags('?kind=shop')).toEqual([]);
  });

  it('filters accommodations by a tag id, and names the tags in the detail in its language', async () => {
    const wifi = (await tags('?kind=hotel')).find((tag) => tag.title === 'Wi-Fi')!;
    const { data } = placePage.parse(
      (await get(`/en/opendata/accommodations?tag=${String(wifi.value)}`)).json(),
    );
    expect(data.total).toBeGreaterThan(0);
    const all = placePage.parse((await get('/en/opendata/accommodations')).json()).data;
    expect(data.total).toBeLessThan(all.total);
    const detail = envelope(shopSchema).parse(
      (await post('/en/opendata/accommodations/detail', { id: data.items[0]!.id })).json(),
    ).data;
    expect(detail.tags.split(',')).toContain('Wi-Fi');
    expect(detail.tags).not.toMatch(/[\u4e00-\u9fff]/);
  });

  it('answers a bad kind or tag with a 400 naming it', async () => {
    for (const [url, field] of [
      ['/en/opendata/tags?kind=bars', 'querystring.kind'],
      ['/en/opendata/tags', 'querystring.kind'],
      ['/en/opendata/attractions?tag=wifi', 'querystring.tag'],
    ] as const) {
      const response = await get(url);
      expect(response.statusCode).toBe(400);
      expect(errorEnvelopeSchema.parse(response.json()).message).toContain(field);
    }
  });
});

describe('place collections', () => {
  const collectionPage = envelope(listPageSchema(collectionPlaceSchema.strict()));
  const collection = async (path: string, query = '', lang = 'zh-tw') =>
    collectionPage.parse((await get(`/${lang}/opendata/${path}?pageSize=100${query}`)).json()).data;

  it('lists the visitor centres of the open data', async () => {
    const { items } = await collection('visitor-center');
    expect(items.length).toBeGreaterThanOrEqual(10);
    expect(items.map((item) => item.name)).toContain('綠島遊客中心');
    expect(items.every((item) => /遊客中心|服務中心/.test(item.name))).toBe(true);
    const island = await collection('visitor-center', '&region=3');
    expect(island.items.map((item) => item.name)).toEqual(['綠島遊客中心']);
  });

  it('gives each visitor centre its phone and hours, as its detail does', async () => {
    const { items } = await collection('visitor-center', '', 'en');
    expect(items.filter((item) => item.tel !== undefined).length).toBeGreaterThanOrEqual(10);
    expect(items.filter((item) => item.opentime !== undefined).length).toBeGreaterThanOrEqual(10);
    for (const item of items) {
      const detail = envelope(attractionSchema).parse(
        (await post('/en/opendata/attractions/detail', { id: item.id })).json(),
      ).data;
      expect([item.tel, item.opentime]).toEqual([detail.tel, detail.opentime]);
    }
  });

  it('lists the indigenous villages open to visitors', async () => {
    const { items, total } = await collection('tribal-tourism');
    expect(total).toBeGreaterThan(10);
    expect(items.every((item) => item.name.includes('部落'))).toBe(true);
    const detail = envelope(attractionSchema).parse(
      (await post('/en/opendata/attractions/detail', { id: items[0]!.id })).json(),
    ).data;
    expect(detail.name_c).toContain('部落');
  });

  it('has no licensed water-recreation operators in the open data: an empty list', async () => {
    expect((await collection('water-recreation-activities-industry')).total).toBe(0);
  });
});
