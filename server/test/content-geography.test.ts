import {
  categoryTagSchema,
  envelope,
  errorEnvelopeSchema,
  regionSchema,
  townshipSchema,
} from '@ecg/domain/contracts';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helper';

const context = useTestApp();

const get = (url: string) => context.app.inject({ method: 'GET', url });
const townships = async (query: string) =>
  envelope(z.array(townshipSchema)).parse((await get(`/zh-tw/opendata/townships${query}`)).json())
    .data;

describe('GET /{lang}/opendata/regions', () => {
  it.each([
    ['zh-tw', ['花蓮', '臺東', '綠島']],
    ['en', ['Hualien', 'Taitung', 'Green Island']],
    ['ja', ['花蓮', '台東', '緑島']],
  ])('answers the three regions in %s', async (lang, titles) => {
    const { data } = envelope(z.array(regionSchema)).parse(
      (await get(`/${lang}/opendata/regions`)).json(),
    );
    expect(data.map((region) => [region.id, region.code, region.title])).toEqual([
      [1, 'HUN', titles[0]],
      [2, 'TTT', titles[1]],
      [3, 'GNI', titles[2]],
    ]);
    expect(data.every((region) => region.slogan.length > 0)).toBe(true);
  });
});

describe('GET /{lang}/opendata/townships', () => {
  it('defines the nine townships of the scenic area by default, and six in the filtered list', async () => {
    const nine = await townships('');
    expect(nine).toHaveLength(9);
    const six = await townships('?scope=filtered');
    expect(six).toHaveLength(6);
    expect(nine.map((town) => town.id)).toEqual(expect.arrayContaining(six.map((town) => town.id)));
    expect(six.map((town) => town.name).sort()).toEqual(
      ['壽豐鄉', '成功鎮', '東河鄉', '綠島鄉', '豐濱鄉', '長濱鄉'].sort(),
    );
  });

  it('lists all 29 townships of the two counties for filters, with names in three languages', async () => {
    const all = await townships('?scope=all');
    expect(all).toHaveLength(29);
    const greenIsland = all.find((town) => town.zipcode === 951);
    expect(greenIsland).toEqual({
      id: 10014110,
      name: '綠島鄉',
      enName: 'Ludao Township',
      jaName: '緑島郷',
      zipcode: 951,
      areaId: 3,
      value: '臺東縣綠島鄉',
    });
    expect(all.find((town) => town.zipcode === 970)?.areaId).toBe(2);
    expect(all.find((town) => town.zipcode === 950)?.areaId).toBe(1);
  });

  it('answers an unknown scope with a 400 naming scope', async () => {
    const response = await get('/zh-tw/opendata/townships?scope=county');
    expect(response.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(response.json()).message).toContain('querystring.scope');
  });
});

describe('GET /{lang}/opendata/categories', () => {
  it.each([
    ['attraction', 'en', [11, 12, 13, 14, 15, 16, 17], 'Hot springs'],
    ['tour', 'ja', [611, 612, 613, 614, 615, 616, 20675], 'サイクリング'],
    ['tour', 'zh-tw', [611, 612, 613, 614, 615, 616, 20675], '無障礙旅遊'],
  ])('names the %s categories in %s', async (kind, lang, values, oneTitle) => {
    const response = await get(`/${lang}/opendata/categories?kind=${kind}`);
    const { data } = envelope(z.array(categoryTagSchema)).parse(response.json());
    expect(data.map((category) => category.value)).toEqual(values);
    expect(data.map((category) => category.title)).toContain(oneTitle);
  });

  it.each(['', '?kind=shop'])('answers %s with a 400 naming kind', async (query) => {
    const response = await get(`/en/opendata/categories${query}`);
    expect(response.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(response.json()).message).toContain('querystring.kind');
  });
});
