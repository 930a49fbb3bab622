import {
  attractionSchema,
  envelope,
  errorEnvelopeSchema,
  listPageSchema,
  placeSummarySchema,
  shopSchema,
} from '@ecg/domain/contracts';
import { haversineKm } from '@ecg/domain/rules/distance';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helper';

const placeList = envelope(listPageSchema(placeSummarySchema));
const context = useTestApp();

const get = (url: string, headers: Record<string, string> = {}) =>
  context.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: unknown) =>
  context.app.inject({ method: 'POST', url, payload: payload as object });
const list = async (url: string) => {
  const response = await get(url);
  expect(response.statusCode, response.body).toBe(200);
  return placeList.parse(response.json()).data;
};

describe('GET /{lang}/opendata/attractions', () => {
  it.each(['zh-tw', 'en', 'ja'])('lists attractions in %s, a page at a time', async (lang) => {
    const first = await list(`/${lang}/opendata/attractions?pageSize=5`);
    expect(first.items).toHaveLength(5);
    expect(first.total).toBeGreaterThan(600);
    const second = await list(`/${lang}/opendata/attractions?pageSize=5&page=2`);
    expect(second.items.map((i) => i.id)).not.toEqual(
      expect.arrayContaining(first.items.map((i) => i.id)),
    );
    if (lang !== 'zh-tw') expect(first.items.every((item) => item.name_c)).toBe(true);
  });

  it('finds a place by its Chinese name, the name match first', async () => {
    const { items } = await list('/zh-tw/opendata/attractions?q=三仙台');
    expect(items[0]?.name).toBe('三仙台');
  });

  it('finds two-character words too (溫泉)', async () => {
    const { items, total } = await list('/zh-tw/opendata/attractions?q=溫泉&pageSize=50');
    expect(total).toBeGreaterThan(5);
    expect(items.some((item) => item.name.includes('溫泉'))).toBe(true);
  });

  it('treats search operators as plain text', async () => {
    const { total } = await list(
      '/zh-tw/opendata/attractions?q=' + encodeURIComponent('"三仙台" OR NEAR(x'),
    );
    expect(total).toBe(0);
  });

  it('lists nearby places within the radius, nearest first, with their distance', async () => {
    const centre = { lat: 23.1236, lng: 121.4113 };
    const { items } = await list(
      `/en/opendata/attractions?lat=${centre.lat}&lng=${centre.lng}&radius=5&pageSize=100`,
    );
    expect(items.length).toBeGreaterThan(1);
    const distances = items.map((item) => item.distance ?? Number.NaN);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    for (const item of items) {
      const [lat, lng] = item.latlng.split(',').map(Number) as [number, number];
      expect(haversineKm(centre, { lat, lng })).toBeLessThanOrEqual(5);
      expect(item.distance).toBeCloseTo(haversineKm(centre, { lat, lng }), 2);
    }
  });

  it('filters by category, region and township', async () => {
    const hotSprings = await list('/zh-tw/opendata/attractions?category=16&pageSize=100');
    expect(hotSprings.total).toBeGreaterThan(0);
    expect(hotSprings.items.every((item) => item.categories.includes(16))).toBe(true);
    const greenIsland = await list('/zh-tw/opendata/attractions?region=3&pageSize=100');
    expect(greenIsland.items.every((item) => item.regionId === 3 && item.zipcode === 951)).toBe(
      true,
    );
    const shoufeng = await list('/zh-tw/opendata/attractions?township=10015060&pageSize=100');
    expect(shoufeng.total).toBeGreaterThan(0);
    expect(shoufeng.items.every((item) => item.township.code === '10015060')).toBe(true);
  });

  it.each([
    ['page=0', 'page'],
    ['pageSize=101', 'pageSize'],
    ['pageSize=x', 'pageSize'],
    ['category=abc', 'category'],
    ['region=4', 'region'],
    ['township=123', 'township'],
    ['lat=23', 'lat'],
    ['lat=91&lng=121', 'lat'],
    ['lat=23&lng=121&radius=0', 'radius'],
    ['lat=23&lng=121&radius=51', 'radius'],
    [`q=${'x'.repeat(101)}`, 'q'],
  ])('answers ?%s with a 400 naming %s', async (query, field) => {
    const response = await get(`/zh-tw/opendata/attractions?${query}`);
    expect(response.statusCode).toBe(400);
    const body = errorEnvelopeSchema.parse(response.json());
    expect(body.message).toContain(`querystring.${field}`);
  });

  it.each(['ko', 'zh-cn', 'fr', 'ZH-TW'])('answers the language %s with a 404', async (lang) => {
    const response = await get(`/${lang}/opendata/attractions`);
    expect(response.statusCode).toBe(404);
    // It names the languages there are, and repeats nothing of the request.
    const { message } = errorEnvelopeSchema.parse(response.json());
    expect(message).toContain('zh-tw, en or ja');
    expect(message).not.toContain(lang);
  });

  it('carries an ETag and a cache policy, and answers 304 to a matching If-None-Match', async () => {
    const response = await get('/en/opendata/attractions?pageSize=3');
    expect(response.headers['cache-control']).toContain('max-age=300');
    const etag = response.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await get('/en/opendata/attractions?pageSize=3', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
  });

  it('compresses a list', async () => {
    const response = await get('/zh-tw/opendata/attractions?pageSize=20', {
      'accept-encoding': 'br, gzip',
    });
    expect(['br', 'gzip']).toContain(response.headers['content-encoding']);
  });
});

describe('POST /{lang}/opendata/attractions/detail', () => {
  it.each(['zh-tw', 'en', 'ja'] as const)(
    'answers an attraction in %s with the contract shape',
    async (lang) => {
      const [first] = (await list('/zh-tw/opendata/attractions?q=三仙台')).items;
      const response = await post(`/${lang}/opendata/attractions/detail`, { id: first!.id });
      expect(response.statusCode).toBe(200);
      const { data } = envelope(attractionSchema).parse(response.json());
      expect(data.id).toBe(first!.id);
      expect(data.latlng).toMatch(/^23\.\d+,121\.\d+$/);
      expect(data.content).toContain('<p>');
      expect(data.content).not.toMatch(/<script|\son\w+=|javascript:/i);
      if (lang === 'zh-tw') expect(data.translation).toBe('full');
      else expect(data.name_c).toBe('三仙台');
    },
  );

  it('accepts the id as numeric text, as a form would send it', async () => {
    const [first] = (await list('/zh-tw/opendata/attractions?pageSize=1')).items;
    const response = await post('/zh-tw/opendata/attractions/detail', { id: String(first!.id) });
    expect(response.statusCode).toBe(200);
  });

  it.each([
    [{}, 'body.id'],
    [{ id: 'x' }, 'body.id'],
    [{ id: -1 }, 'body.id'],
    [{ id: 1.5 }, 'body.id'],
  ])('answers %j with a 400 naming %s', async (payload, field) => {
    const response = await post('/zh-tw/opendata/attractions/detail', payload);
    expect(response.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(response.json()).message).toContain(field);
  });

  it('answers an unknown id with a 404 envelope', async () => {
    const response = await post('/en/opendata/attractions/detail', { id: 987654 });
    expect(response.statusCode).toBe(404);
    expect(errorEnvelopeSchema.parse(response.json()).message).toContain('987654');
  });

  // Places merged into another (data/SOURCES.md): 朝日溫泉 / 綠島朝日溫泉, 鐵道文化園區 / 花蓮鐵道文化園區…
  it.each([
    ['attractions', 200, 39],
    ['attractions', 296, 56],
    ['attractions', 566, 474],
    ['attractions', 599, 234],
    ['attractions', 635, 161],
    ['attractions', 648, 27],
    ['shops', 1024, 1023],
  ])(
    'answers the old id of a merged place (%s %i) with the place it joined',
    async (path, old, kept) => {
      const response = await post(`/en/opendata/${path}/detail`, { id: old });
      expect(response.statusCode, response.body).toBe(200);
      const keptAnswer = await post(`/en/opendata/${path}/detail`, { id: kept });
      expect(response.json()).toEqual(keptAnswer.json());
      expect(envelope(shopSchema).parse(response.json()).data.id).toBe(kept);
    },
  );

  it('still answers 404 to the id of a record dropped rather than merged', async () => {
    // 壽峠林道 had id 600; its address is in Pingtung, so the importer left it out.
    const response = await post('/zh-tw/opendata/attractions/detail', { id: 600 });
    expect(response.statusCode).toBe(404);
  });

  it('does not answer a restaurant as an attraction', async () => {
    const [restaurant] = (await list('/zh-tw/opendata/shops?pageSize=1')).items;
    const response = await post('/zh-tw/opendata/attractions/detail', { id: restaurant!.id });
    expect(response.statusCode).toBe(404);
  });

  it('marks a place the upstream closes as restricted', async () => {
    const { items } = await list('/zh-tw/opendata/attractions?q=砂卡礑步道');
    const trail = items.find((item) => item.name === '砂卡礑步道');
    expect(trail?.access).toBe('restricted');
  });
});

describe('shops and accommodations', () => {
  it('lists cuisines, and answers souvenirs with an empty list where the open data has none', async () => {
    expect((await list('/zh-tw/opendata/shops?type=cuisines')).total).toBeGreaterThan(300);
    expect(await list('/zh-tw/opendata/shops?type=souvenirs')).toEqual({
      items: [],
      total: 0,
      page: 1,
      pageSize: 20,
    });
  });

  it('answers ?type=bikes with a 400 naming type', async () => {
    const response = await get('/zh-tw/opendata/shops?type=bikes');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('querystring.type');
  });

  it.each([
    ['shops', 'cuisines'],
    ['accommodations', undefined],
  ])('answers a %s detail with the shop contract', async (kind, type) => {
    const [first] = (await list(`/ja/opendata/${kind}?pageSize=1${type ? `&type=${type}` : ''}`))
      .items;
    const response = await post(`/ja/opendata/${kind}/detail`, { id: first!.id });
    expect(response.statusCode).toBe(200);
    expect(envelope(shopSchema).parse(response.json()).data.id).toBe(first!.id);
  });

  it('lists the lodgings of the open data, with the rural stays of the Ministry of Agriculture', async () => {
    expect((await list('/zh-tw/opendata/accommodations')).total).toBe(22);
  });
});
