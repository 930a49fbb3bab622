import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { facilityApiPath } from '@ecg/domain/facility-api-paths';
import {
  busStopsAnswerSchema,
  errorEnvelopeSchema,
  facilityAnswerSchema,
} from '@ecg/domain/contracts';
import { haversineKm, parseLatLng } from '@ecg/domain/rules/distance';
import { FACILITY_KINDS, nearbyRadiusKm, type FacilityKind } from '@ecg/domain/rules/facilities';
import { describe, expect, it } from 'vitest';
import type { FacilitySeedFile } from '../src/data-files/facility-seed';
import { dataDir, useTestApp } from './helper';

const context = useTestApp();
const get = (url: string) => context.app.inject({ method: 'GET', url });

/** Hualien railway station's forecourt. */
const HUALIEN_STATION = { lat: 23.9929, lng: 121.6011 };
const at = ({ lat, lng } = HUALIEN_STATION) => `lat=${lat}&lng=${lng}`;

/** How many of each kind data/seed/facilities holds, read from the files themselves. */
const heldInData = new Map<FacilityKind, number>();
const folder = path.join(dataDir, 'seed/facilities');
for (const file of readdirSync(folder).filter((name) => name.endsWith('.json'))) {
  const seed = JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as FacilitySeedFile;
  for (const record of seed.records)
    heldInData.set(record.kind, (heldInData.get(record.kind) ?? 0) + 1);
}
const heldKinds = FACILITY_KINDS.filter((kind) => (heldInData.get(kind) ?? 0) > 0);
const emptyKinds = FACILITY_KINDS.filter((kind) => !heldInData.has(kind));

const facilities = async (url: string) => {
  const response = await get(url);
  expect(response.statusCode, response.body).toBe(200);
  return facilityAnswerSchema.parse(response.json());
};

describe('GET /{lang}/opendata/{facility}', () => {
  it.each(FACILITY_KINDS.filter((kind) => kind !== 'bus-stop'))(
    'answers %s by the contract: within the kind radius, nearest first, counted',
    async (kind) => {
      const { data, meta } = await facilities(`${facilityApiPath(kind, 'en')}?${at()}`);
      expect(meta).toMatchObject({ kind, radius: nearbyRadiusKm(kind) * 1000 });
      expect(meta.held).toBe(heldInData.get(kind) ?? 0);
      expect(data.length).toBe(Math.min(meta.total, 200));
      data.forEach((item, index) => {
        expect(item.kind).toBe(kind);
        expect(item.distance).toBeLessThanOrEqual(meta.radius);
        expect(item.distance).toBeGreaterThanOrEqual(data[index - 1]?.distance ?? 0);
        expect(meta.sources.map((source) => source.id)).toContain(item.source);
      });
    },
  );

  it('finds the toilets within 1 km of Hualien station, nearest first, at their true distances', async () => {
    const { data, meta } = await facilities(`/zh-tw/opendata/toilet?${at()}`);
    expect(meta.total).toBeGreaterThan(5);
    expect(data[0]!.distance).toBeLessThan(100);
    expect(data[0]!.name).toContain('花蓮火車站');
    for (const item of data) {
      const km = haversineKm(HUALIEN_STATION, parseLatLng(item.latlng)!);
      expect(item.distance).toBe(Math.floor(km * 1000));
      expect(item.distance).toBeLessThanOrEqual(1000);
    }
    expect(meta.sources[0]).toMatchObject({ licence: 'OGDL-1.0' });
  });

  it('keeps the radius it is given, in metres, and the limit, counting all it found', async () => {
    const all = await facilities(`/en/opendata/toilet?${at()}&radius=3000&limit=500`);
    const near = await facilities(`/en/opendata/toilet?${at()}&radius=300`);
    const two = await facilities(`/en/opendata/toilet?${at()}&radius=3000&limit=2`);
    expect(near.meta.radius).toBe(300);
    expect(near.data.every((item) => item.distance <= 300)).toBe(true);
    expect(near.meta.total).toBeLessThan(all.meta.total);
    expect(two.data).toEqual(all.data.slice(0, 2));
    expect(two.meta.total).toBe(all.meta.total);
    expect(all.data).toHaveLength(all.meta.total);
  });

  it('names each facility in the asked language, or in Chinese where its source has no other', async () => {
    const [en] = (await facilities(`/en/opendata/railway-station?${at()}&limit=1`)).data;
    const [ja] = (await facilities(`/ja/opendata/railway-station?${at()}&limit=1`)).data;
    const [centre] = (await facilities(`/ja/opendata/nearby-visitor-centres?${at()}&limit=1`)).data;
    expect(en).toMatchObject({ name: 'Hualien', tel: '03-8355941' });
    expect(ja).toMatchObject({ name: '花蓮' });
    expect(centre!.name).toMatch(/ビジターセンター/);
  });

  it.each(emptyKinds)(
    'answers %s, which we hold no data of, with nothing and held 0',
    async (kind) => {
      const response = await get(
        `${facilityApiPath(kind, 'zh-tw')}?${at()}${kind === 'bus-stop' ? '&lang=zh-tw' : ''}`,
      );
      const schema = kind === 'bus-stop' ? busStopsAnswerSchema : facilityAnswerSchema;
      expect(schema.parse(response.json())).toMatchObject({
        data: [],
        meta: { kind, total: 0, held: 0, sources: [] },
      });
    },
  );

  it('holds every kind the open data gives us', () => {
    expect(heldKinds).toEqual(
      expect.arrayContaining([
        'toilet',
        'parking',
        'aed',
        'health',
        'visitor-centre',
        'rail',
        'airport',
        'harbour',
        'camera',
      ]),
    );
  });

  it('is kept by no cache: private, no-store, no tag to revalidate, not in the answer cache', async () => {
    const before = context.app.answerCacheSize().entries;
    const first = await get(`/en/opendata/toilet?${at()}`);
    const second = await get(`/en/opendata/nearbybusstops?${at()}&lang=en`);
    for (const response of [first, second]) {
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.headers.etag).toBeUndefined();
    }
    expect(context.app.answerCacheSize().entries).toBe(before);
  });

  it.each([
    ['/en/opendata/toilet?lng=121.6', 'querystring.lat'],
    ['/en/opendata/toilet?lat=91&lng=121.6', 'querystring.lat'],
    ['/en/opendata/toilet?lat=23.99&lng=east', 'querystring.lng'],
    ['/en/opendata/toilet?lat=23.99&lng=181', 'querystring.lng'],
    ['/en/opendata/gas-station?lat=23.99&lng=121.6&radius=0', 'querystring.radius'],
    ['/en/opendata/gas-station?lat=23.99&lng=121.6&radius=50001', 'querystring.radius'],
    ['/en/opendata/convenience-store?lat=23.99&lng=121.6&limit=0', 'querystring.limit'],
    ['/en/opendata/convenience-store?lat=23.99&lng=121.6&limit=501', 'querystring.limit'],
    ['/en/opendata/nearbybusstops?lat=23.99&lng=121.6', 'querystring.lang'],
    ['/en/opendata/nearbybusstops?lat=23.99&lng=121.6&lang=ko', 'querystring.lang'],
    ['/en/opendata/nearbybusstops?lat=23.99&lang=en', 'querystring.lng'],
  ])('answers %s with a 400 naming %s', async (url, field) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(response.json()).message).toContain(`${field}:`);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers a language we do not publish with a 404', async () => {
    expect((await get(`/ko/opendata/toilet?${at()}`)).statusCode).toBe(404);
  });
});
