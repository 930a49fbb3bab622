import { busStopsAnswerSchema, facilityAnswerSchema } from '@ecg/domain/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FacilityKind } from '@ecg/domain/rules/facilities';
import { useTestApp } from './helper';

/*
 * We hold no bus stops or bike stations yet (their importers need the network). These tests put
 * two of each into their own store, as an importer's seed file would, to see how the calls
 * answer them: a test fixture, never served.
 */
const context = useTestApp();
const get = (url: string) => context.app.inject({ method: 'GET', url });

const SOURCE = {
  id: 'test-fixture',
  name_zh: '測試資料',
  name_en: 'Test fixture',
  name_ja: null,
  publisher: 'East Coast Guide tests',
  licence: 'none',
  attribution: 'test fixture',
  date: '2026-01-01',
  url: null,
};
const row = (id: string, kind: FacilityKind, lat: number, names: [string, string | null]) => ({
  id: `test-fixture-${id}`,
  kind,
  lat,
  lng: 121.6011,
  name_zh: names[0],
  name_en: names[1],
  name_ja: null,
  address_zh: null,
  address_en: null,
  address_ja: null,
  tel: null,
  source_id: SOURCE.id,
  routes: null,
});

beforeAll(async () => {
  await context.store.insertInto('facility_source').values(SOURCE).execute();
  await context.store
    .insertInto('facility')
    .values([
      {
        ...row('near', 'bus-stop', 23.993, ['花蓮火車站', 'Hualien Station']),
        routes: JSON.stringify([
          { zh: '1133A 花蓮－靜浦', en: '1133A Hualien–Jingpu' },
          { zh: '301' },
        ]),
      },
      row('far', 'bus-stop', 24.03, ['遠處站牌', null]),
      row('bike', 'bike', 23.9931, ['花蓮車站站', 'Hualien Station Bikes']),
    ])
    .execute();
});

describe('GET /{lang}/opendata/nearbybusstops', () => {
  it('answers the stops within 3 km in the asked language, with the routes that serve them', async () => {
    const response = await get('/zh-tw/opendata/nearbybusstops?lat=23.9929&lng=121.6011&lang=en');
    const { data, meta } = busStopsAnswerSchema.parse(response.json());
    expect(meta).toMatchObject({ kind: 'bus-stop', radius: 3000, total: 1, held: 2 });
    expect(meta.sources).toEqual([
      expect.objectContaining({ id: 'test-fixture', name: 'Test fixture' }),
    ]);
    expect(data).toEqual([
      {
        id: 'test-fixture-near',
        stop_name: 'Hualien Station',
        latitude: 23.993,
        longitude: 121.6011,
        distance: 11,
        routes: ['1133A Hualien–Jingpu', '301'],
        source: 'test-fixture',
      },
    ]);
  });

  it('reaches farther stops with a wider radius, and names them in Chinese where they have no other name', async () => {
    const response = await get(
      '/en/opendata/nearbybusstops?lat=23.9929&lng=121.6011&lang=ja&radius=5000',
    );
    const { data } = busStopsAnswerSchema.parse(response.json());
    expect(data.map((stop) => stop.stop_name)).toEqual(['花蓮火車站', '遠處站牌']);
    expect(data[0]!.routes).toEqual(['1133A 花蓮－靜浦', '301']);
  });
});

describe('GET /{lang}/opendata/bike-station', () => {
  it('names a bike station by its station, as requirements §3 does', async () => {
    const response = await get('/en/opendata/bike-station?lat=23.9929&lng=121.6011');
    const { data } = facilityAnswerSchema.parse(response.json());
    expect(data).toEqual([
      expect.objectContaining({ kind: 'bike', station: 'Hualien Station Bikes', distance: 22 }),
    ]);
  });
});
