import { envelope, listPageSchema, placeSummarySchema } from '@ecg/domain/contracts';
import { describe, expect, it } from 'vitest';
import { taitungCarParks } from '../src/importer/local-facilities/services';
import { moaRuralFood, moaRuralStays } from '../src/importer/sources/moa-rural';
import { useTestApp } from './helper';

/* The Ministry of Agriculture's rural stays and food, and Taitung's car parks, as published. */

describe('the rural travel readers (農村旅遊, data/sources/SOURCES.md)', () => {
  it('reads a stay: its text without <br>, its point, phone, hours and photo, dated by the copy', () => {
    const [stay] = moaRuralStays('rural_stays_moa_2023.json', [
      {
        Name: '二分地民宿',
        ID: '02_67',
        Address: '台東縣關山鎮',
        Tel: '089-810322',
        HostWords: '第一段<br><br>\r\n第二段',
        OpenHours: '全年',
        Url: 'http://example.org/',
        Photo: 'https://ezgo.ardswc.gov.tw/a.jpg',
        Latitude: '23.040819',
        Longitude: '121.160787',
        ParkingLot: '',
      },
    ]);
    expect(stay).toMatchObject({
      kind: 'lodging',
      source: { dataset: 'rural_stays_moa_2023.json', id: '02_67' },
      name: '二分地民宿',
      lat: 23.040819,
      lng: 121.160787,
      tel: '089-810322',
      opentime: '全年',
      updatedAt: '2023-11-11T00:00:00+08:00',
      images: [{ src: 'https://ezgo.ardswc.gov.tw/a.jpg', title: '二分地民宿' }],
    });
    expect(stay!.description.split(/\n+/).map((line) => line.trim())).toEqual(['第一段', '第二段']);
  });

  it('reads a restaurant placed by its one "lat,lng" Coordinate', () => {
    const [food] = moaRuralFood('rural_food_moa_2025.json', [
      {
        ID: '01_204',
        Name: '初鹿黃金果班',
        Tel: '089-572397',
        Coordinate: '22.7896,121.0779',
        PicURL: 'https://ezgo.coa.gov.tw/b.jpg',
      },
    ]);
    expect(food).toMatchObject({ kind: 'food', lat: 22.7896, lng: 121.0779 });
    expect(food!.updatedAt).toBe('2025-08-20T00:00:00+08:00');
  });
});

describe("Taitung's car parks", () => {
  it('says in every name that the position was estimated from the address', () => {
    const read = taitungCarParks({
      lots: [
        { name: '中央市場停車場', address: '台東市信義路187-179號', lat: 22.7528, lng: 121.1491 },
        { name: '無座標停車場', address: '台東市', lat: null, lng: null },
      ],
    });
    expect(read.unpositioned).toBe(1);
    expect(read.records).toEqual([
      {
        id: expect.stringMatching(/^taitung-car-parks-[0-9a-f]{10}$/),
        kind: 'parking',
        name: {
          zh: '中央市場停車場（位置依地址推估）',
          en: '中央市場停車場 (position estimated from the address)',
          ja: '中央市場停車場（位置は住所からの推定）',
        },
        address: { zh: '台東市信義路187-179號' },
        lat: 22.7528,
        lng: 121.1491,
      },
    ]);
  });
});

describe('the new sources in the seed', () => {
  const context = useTestApp();
  const list = async (url: string) =>
    envelope(listPageSchema(placeSummarySchema)).parse(
      (await context.app.inject({ method: 'GET', url })).json(),
    ).data;

  it('lists a rural stay among the lodgings and a farm restaurant among the cuisines', async () => {
    const stays = await list('/zh-tw/opendata/accommodations?q=二分地民宿');
    expect(stays.items.map((item) => item.name)).toEqual(['二分地民宿']);
    const food = await list('/zh-tw/opendata/shops?type=cuisines&q=初鹿黃金果班');
    expect(food.items.map((item) => item.name)).toEqual(['初鹿黃金果班']);
  });

  it('merges the restaurant the rural list repeats under two ids into one place', async () => {
    const food = await list('/zh-tw/opendata/shops?type=cuisines&q=東遊季養生美食餐館');
    expect(food.total).toBe(1);
  });

  it("holds Taitung's 30 car parks, attributed to the county with the geocoding said", async () => {
    const parks = await context.store
      .selectFrom('facility')
      .select('id')
      .where('source_id', '=', 'taitung-car-parks')
      .execute();
    expect(parks).toHaveLength(30);
    const source = await context.store
      .selectFrom('facility_source')
      .select(['attribution', 'licence'])
      .where('id', '=', 'taitung-car-parks')
      .executeTakeFirstOrThrow();
    expect(source.licence).toBe('OGDL-1.0');
    expect(source.attribution).toMatch(/Taitung County Government.*geocoded.*approximate/);
  });
});
