import { readFileSync } from 'node:fs';
import path from 'node:path';
import { facilityAnswerSchema } from '@ecg/domain/contracts';
import { parseTaipei } from '@ecg/domain/rules/datetime';
import { beforeEach, describe, expect, it } from 'vitest';
import { countsOf, readBikeAvailability } from '../src/providers/bikes/bike-availability';
import { testApp } from './helper';
import { tdxStandInForTests } from './tdx-stand-in';

// Written from TDX's Bike field names, for tests only (fixtures/tdx/README.md).
const availability = JSON.parse(
  readFileSync(path.join(__dirname, 'fixtures/tdx/Bike-Availability-TaitungCounty.json'), 'utf8'),
) as unknown;
const TAITUNG = '/api/v2/Bike/Availability/City/TaitungCounty';
const HUALIEN = '/api/v2/Bike/Availability/City/HualienCounty';
// Beside the station the fixture's first and second stations stand at.
const NEAR_FOREST_PARK = '/en/opendata/bike-station?lat=22.7686&lng=121.1560&radius=3000';

const SOURCE = {
  id: 'tdx-bike',
  name_zh: 'TDX 公共自行車站',
  name_en: 'TDX public bike stations',
  name_ja: null,
  publisher: 'tests',
  licence: 'none',
  attribution: 'test fixture',
  date: '2026-01-01',
  url: null,
};
const station = (uid: string, lat: number, lng: number, zh: string) => ({
  id: `tdx-bike-${uid}`,
  kind: 'bike' as const,
  lat,
  lng,
  name_zh: zh,
  name_en: null,
  name_ja: null,
  address_zh: null,
  address_en: null,
  address_ja: null,
  tel: null,
  source_id: SOURCE.id,
  routes: null,
});

describe('readBikeAvailability and countsOf', () => {
  it('keeps both counts of a station in service, and none of a paused or half-known one', () => {
    const counts = countsOf(readBikeAvailability(availability));
    expect([...counts]).toEqual([['tdx-bike-TTT500101001', { rentable: 6, returnable: 14 }]]);
  });

  it('refuses an answer that is not a list of stations', () => {
    expect(() => readBikeAvailability({ ParkingAvailabilities: [] })).toThrow(
      /not a TDX bike availability/,
    );
  });
});

const tdx = tdxStandInForTests();
beforeEach(() => {
  tdx.state.byPath[TAITUNG] = availability;
  tdx.state.byPath[HUALIEN] = [];
});

async function withApp(
  key: boolean,
  use: (app: Awaited<ReturnType<typeof testApp>>['app']) => Promise<void>,
) {
  const clock = parseTaipei('2026-11-25 14:00:00');
  const { app, store } = await testApp({
    live: { ...(key ? { tdx: tdx.upstream() } : {}), now: () => clock },
  });
  await store
    .insertInto('facility_source')
    .values(SOURCE)
    .onConflict((c) => c.doNothing())
    .execute();
  await store
    .insertInto('facility')
    .values([
      station('TTT500101001', 22.76857, 121.15599, 'YouBike2.0_臺東森林公園'),
      station('TTT500101002', 22.75371, 121.145851, 'YouBike2.0_鐵花村'),
    ])
    .execute();
  try {
    await use(app);
  } finally {
    await app.close();
    await store.destroy();
  }
}

describe('GET /{lang}/opendata/bike-station with live counts', () => {
  it('adds TDX’s counts to a station in service, both together', async () => {
    await withApp(true, async (app) => {
      const { data } = facilityAnswerSchema.parse(
        (await app.inject({ url: NEAR_FOREST_PARK })).json(),
      );
      expect(data.map((item) => [item.id, item.rentable, item.returnable])).toEqual([
        ['tdx-bike-TTT500101001', 6, 14],
        ['tdx-bike-TTT500101002', undefined, undefined],
      ]);
    });
  });

  it('without a key, stations without counts, and TDX is not asked', async () => {
    await withApp(false, async (app) => {
      const { data } = facilityAnswerSchema.parse(
        (await app.inject({ url: NEAR_FOREST_PARK })).json(),
      );
      expect(data).toHaveLength(2);
      expect(
        data.every((item) => item.rentable === undefined && item.returnable === undefined),
      ).toBe(true);
      expect(tdx.state.requests).toHaveLength(0);
    });
  });

  it('while TDX is down, the stations are still answered, without counts', async () => {
    tdx.state.mode = 'down';
    await withApp(true, async (app) => {
      const response = await app.inject({ url: NEAR_FOREST_PARK });
      expect(response.statusCode).toBe(200);
      const { data } = facilityAnswerSchema.parse(response.json());
      expect(data.map((item) => item.rentable)).toEqual([undefined, undefined]);
    });
  });
});
