import {
  attractionSchema,
  errorEnvelopeSchema,
  parkingAnswerSchema,
  scenicAreaFlowAnswerSchema,
} from '@ecg/domain/contracts';
import { parseTaipei } from '@ecg/domain/rules/datetime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from './helper';

/**
 * The sample was recorded at 10:00:05 on 2026-11-21; the clock stands four days later, when
 * the sample is served as today's (requirements §3: never counts of four days ago as "Parking
 * now").
 */
let clock = parseTaipei('2026-11-25 14:00:00');
const context = {} as Awaited<ReturnType<typeof testApp>>;
beforeAll(async () => {
  Object.assign(context, await testApp({ live: { now: () => clock } }));
});
afterAll(async () => {
  await context.app.close();
  await context.store.destroy();
});
const post = (url: string, payload?: object) =>
  context.app.inject({ method: 'POST', url, ...(payload ? { payload } : {}) });
const PARKING = '/zh-tw/opendata/Neocooler-Parking-Availability';
const FLOW = '/zh-tw/opendata/Iisi-Scenic-Area-Flow';
const sampleMeta = {
  source: 'sample',
  provider: 'TDX',
  fetchedAt: '2026-11-25 10:00:05',
  stale: false,
};

describe('POST /{lang}/opendata/Neocooler-Parking-Availability without TDX credentials', () => {
  it("answers the night market's car parks and their counts by space type, from the sample", async () => {
    const response = await post(PARKING, { id: 'EC-00018' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    const answer = parkingAnswerSchema.parse(response.json());
    expect(answer.meta).toEqual(sampleMeta);
    expect(answer.switchBoard).toBe(false);
    // Nearest first, as data/editorial/parking.json lists them; positions from TDX's car-park list.
    expect(answer.lots).toEqual([
      { park_id: 'A00036', name: '統冠重慶店停車場', latlng: '23.97333,121.61024' },
      { park_id: 'A00031', name: '東芥東大門停車場', latlng: expect.any(String) },
      { park_id: 'A00032', name: '建程自由街停車場', latlng: expect.any(String) },
      { park_id: 'A00047', name: '168停車聯盟花蓮東大門場', latlng: expect.any(String) },
    ]);
    expect(answer.data).toEqual([
      {
        park_id: 'A00036',
        space_type: 1,
        available_spaces: 9,
        amount: 120,
        date_modified: '2026-11-25 09:57:55',
      },
      {
        park_id: 'A00031',
        space_type: 1,
        available_spaces: 31,
        amount: 150,
        date_modified: '2026-11-25 09:57:12',
      },
      {
        park_id: 'A00031',
        space_type: 5,
        available_spaces: 2,
        amount: 6,
        date_modified: '2026-11-25 09:57:12',
      },
      {
        park_id: 'A00032',
        space_type: 1,
        available_spaces: 46,
        amount: 80,
        date_modified: '2026-11-25 09:56:58',
      },
      {
        park_id: 'A00047',
        space_type: 1,
        available_spaces: 12,
        amount: 60,
        date_modified: '2026-11-25 09:59:10',
      },
    ]);
  });

  it.each([
    ['en', 'Tongguan Chongqing Store Car Park'],
    ['ja', '統冠重慶店駐車場'],
  ])('names the car parks in %s', async (lang, name) => {
    const response = await post(`/${lang}/opendata/Neocooler-Parking-Availability`, {
      id: 'EC-00018',
    });
    expect(parkingAnswerSchema.parse(response.json()).lots[0]?.name).toBe(name);
  });

  it('takes the id from the query too, the body winning where both are given', async () => {
    const byQuery = parkingAnswerSchema.parse((await post(`${PARKING}?id=EC-00024`)).json());
    expect(byQuery.lots.map((lot) => lot.park_id)).toEqual(['A00033', 'A00010']);
    const both = parkingAnswerSchema.parse(
      (await post(`${PARKING}?id=EC-00024`, { id: 'EC-00026' })).json(),
    );
    expect(both.lots.map((lot) => lot.park_id)).toEqual(['A00017', 'A00013']);
  });

  it('lists a car park TDX does not report, with no counts for it', async () => {
    const answer = parkingAnswerSchema.parse((await post(PARKING, { id: 'EC-00026' })).json());
    expect(answer.lots.map((lot) => lot.park_id)).toEqual(['A00017', 'A00013']);
    expect(answer.data.map((record) => record.park_id)).toEqual(['A00017']);
    expect(answer.switchBoard).toBe(false);
  });

  it('sets switchBoard when no car park of the spot reports counts by space type', async () => {
    // A00040 reports only its totals.
    const answer = parkingAnswerSchema.parse((await post(PARKING, { id: 'EC-00022' })).json());
    expect(answer).toMatchObject({ success: true, data: [], switchBoard: true });
    expect(answer.lots.map((lot) => lot.park_id)).toEqual(['A00040']);
  });

  it.each([
    [{}, 'id is required'],
    [{ id: 'A00036' }, 'id must be a parking id such as EC-00018'],
    [{ id: 18 }, 'id must be a parking id such as EC-00018'],
  ])('refuses %j with a 400 naming the field', async (body, message) => {
    const response = await post(PARKING, body);
    expect(response.statusCode).toBe(400);
    const answer = errorEnvelopeSchema.parse(response.json());
    expect(answer.message).toContain(message);
  });

  it('answers 404 for a parking id we do not have, and for a language we do not publish', async () => {
    const unknown = await post(PARKING, { id: 'EC-09999' });
    expect(unknown.statusCode).toBe(404);
    expect(errorEnvelopeSchema.parse(unknown.json()).message).toContain('EC-09999');
    expect(
      (await post('/ko/opendata/Neocooler-Parking-Availability', { id: 'EC-00018' })).statusCode,
    ).toBe(404);
  });
});

describe('POST /{lang}/opendata/Iisi-Scenic-Area-Flow without TDX credentials', () => {
  it("answers the share of the spot's car spaces taken, with its status by 79 and 90", async () => {
    const response = await post(`${FLOW}?id=EC-00022`);
    expect(response.statusCode).toBe(200);
    const answer = scenicAreaFlowAnswerSchema.parse(response.json());
    // A00040: 96 spaces, 14 free: 82 taken, 85.4 %.
    expect(answer).toEqual({
      success: true,
      data: {
        four_wheel_parking_usage_ratio: 85.4,
        status: 'almost-full',
        date_modified: '2026-11-25 09:54:30',
      },
      meta: sampleMeta,
    });
  });

  it('sums the car spaces of every car park of the spot, by type where reported', async () => {
    // EC-00024: A00033 70 cars none free, A00010 420 cars 148 free: 342 of 490, 69.8 %.
    const answer = scenicAreaFlowAnswerSchema.parse((await post(`${FLOW}?id=EC-00024`)).json());
    expect(answer.data).toEqual({
      four_wheel_parking_usage_ratio: 69.8,
      status: 'available',
      date_modified: '2026-11-25 09:58:21',
    });
  });

  it('refuses a missing or malformed id with a 400, and an unknown one with a 404', async () => {
    expect((await post(FLOW)).statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse((await post(`${FLOW}?id=1`)).json()).message).toContain('id');
    expect((await post(`${FLOW}?id=EC-09999`)).statusCode).toBe(404);
  });
});

describe('the parking id on the attraction detail', () => {
  it.each([
    [471, 'EC-00018'],
    [479, 'EC-00022'],
  ])('attraction %d carries %s', async (id, parkingId) => {
    const answer = await post('/en/opendata/attractions/detail', { id });
    expect(attractionSchema.parse(answer.json().data).parking_id).toBe(parkingId);
  });

  it('is absent where no car park of ours serves the spot', async () => {
    const answer = await post('/zh-tw/opendata/attractions/detail', { id: 1 });
    expect(answer.json().data).not.toHaveProperty('parking_id');
  });
});

describe('the parking sample, served as of today', () => {
  const countTimes = async () => {
    const answer = parkingAnswerSchema.parse((await post(PARKING, { id: 'EC-00018' })).json());
    expect(answer.meta.source).toBe('sample');
    return [answer.meta.fetchedAt, ...answer.data.map((record) => record.date_modified)];
  };

  // Last in the file: it moves the clock on, and the feed keeps what it read for the day.
  it("is dated today at the sample's own time of day, and the day before until that time", async () => {
    clock = parseTaipei('2026-11-25 14:00:00');
    expect(new Set((await countTimes()).map((time) => time.slice(0, 10)))).toEqual(
      new Set(['2026-11-25']),
    );
    // The next morning, before 10:00, the counts are the day before's, never from later.
    clock = parseTaipei('2026-11-26 08:00:00');
    expect((await countTimes())[0]).toBe('2026-11-25 10:00:05');
    clock = parseTaipei('2026-11-26 10:30:00');
    expect(await countTimes()).toEqual([
      '2026-11-26 10:00:05',
      '2026-11-26 09:57:55',
      '2026-11-26 09:57:12',
      '2026-11-26 09:57:12',
      '2026-11-26 09:56:58',
      '2026-11-26 09:59:10',
    ]);
  });
});
