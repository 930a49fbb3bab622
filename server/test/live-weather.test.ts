import { errorEnvelopeSchema, weatherAnswerSchema } from '@ecg/domain/contracts';
import { parseTaipei } from '@ecg/domain/rules/datetime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from './helper';

/** The sample was issued at 05:00 on 2026-11-21; the clock is set within its week. */
let clock = parseTaipei('2026-11-21 10:00:00');
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
const WEATHER = '/zh-tw/opendata/WeatherForecast';

describe('POST /{lang}/opendata/WeatherForecast without a CWA key', () => {
  it('answers the township forecast of a zipcode by day, from the sample, saying so', async () => {
    const response = await post(WEATHER, { zipcode: 973 });
    expect(response.statusCode).toBe(200);
    const answer = weatherAnswerSchema.parse(response.json());
    expect(answer.meta).toEqual({
      source: 'sample',
      provider: 'CWA',
      fetchedAt: '2026-11-21 05:00:00',
      stale: false,
      location: '吉安鄉',
    });
    // F-D0047-043, 吉安鄉, 2026-11-21: 06–18 h 多雲時陰短暫雨 (09) 19–24 °C 70 %, 18–06 h 18–23 °C 60 %.
    expect(answer.data[0]).toEqual({
      standard_time: '2026-11-21 06:00:00',
      icon: '09',
      comment: '多雲時陰短暫雨',
      temp_min: 18,
      temp_max: 24,
      pop: 70,
      humidity: 89,
      wind_direction: { point: 'N', prevailing: true },
      wind_speed: 4,
    });
    expect(answer.data.map((day) => day.standard_time.slice(0, 10))).toEqual([
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
    ]);
  });

  it.each([
    [951, '綠島鄉'],
    [950, '臺東市'],
    [972, '秀林鄉'],
    [970, '花蓮市'],
  ])('reads zipcode %i as %s, in the right county', async (zipcode, township) => {
    const answer = weatherAnswerSchema.parse((await post(WEATHER, { zipcode })).json());
    expect(answer.meta.location).toBe(township);
  });

  it('takes the fields from the query too, as text, and gives three-hour periods', async () => {
    const response = await post(`/en${WEATHER.slice(6)}?zipcode=951&threehour=true`);
    expect(response.statusCode).toBe(200);
    const { data } = weatherAnswerSchema.parse(response.json());
    expect(data.length).toBeGreaterThan(3);
    for (const period of data) {
      expect(period.temp_min).toBe(period.temp_max);
      expect(Number(period.standard_time.slice(11, 13)) % 3).toBe(0);
    }
  });

  it('gives only the current entry when forecast is false', async () => {
    const { data } = weatherAnswerSchema.parse(
      (await post(`${WEATHER}?forecast=false`, { zipcode: '961' })).json(),
    );
    expect(data).toHaveLength(1);
  });

  it.each([
    [undefined, undefined, 'zipcode is required'],
    [{}, undefined, 'zipcode is required'],
    [{ zipcode: 'abc' }, undefined, 'request.zipcode: zipcode must be a number'],
    [{ zipcode: 97 }, undefined, 'request.zipcode: zipcode must be a three-digit number'],
    [undefined, 'zipcode=973&threehour=yes', 'request.threehour'],
    [{ zipcode: 973, forecast: 'maybe' }, undefined, 'request.forecast'],
    [{ lat: 23.97 }, undefined, 'request.lng: lat and lng must be given together'],
    [{ lat: 23.97, lng: 'east' }, undefined, 'request.lng'],
  ])('answers body %j, query %s with a 400 naming the field', async (body, query, field) => {
    const response = await post(`${WEATHER}${query ? `?${query}` : ''}`, body);
    expect(response.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(response.json()).message).toContain(field);
  });

  it("answers a position with the forecast of the township it lies in (the visitor's weather)", async () => {
    // Pine Garden, Hualien City (973 is Ji'an, its neighbour).
    const byPosition = weatherAnswerSchema.parse(
      (await post(WEATHER, { lat: 23.9812, lng: 121.6105 })).json(),
    );
    expect(byPosition.meta.location).toBe('花蓮市');
    const byZipcode = weatherAnswerSchema.parse((await post(WEATHER, { zipcode: 970 })).json());
    expect(byPosition.data).toEqual(byZipcode.data);
    // From the query too, as the other live calls take it.
    expect((await post(`${WEATHER}?lat=23.9812&lng=121.6105`)).statusCode).toBe(200);
  });

  it('answers a position outside Hualien and Taitung with a 404 that says so', async () => {
    const response = await post(WEATHER, { lat: 25.0339, lng: 121.5645 });
    expect(response.statusCode).toBe(404);
    expect(errorEnvelopeSchema.parse(response.json()).message).toContain(
      'not in a township of Hualien or Taitung',
    );
  });

  it('answers a zipcode outside Hualien and Taitung with a 404 that says so', async () => {
    const response = await post(WEATHER, { zipcode: 100 });
    expect(response.statusCode).toBe(404);
    expect(errorEnvelopeSchema.parse(response.json()).message).toContain('not a township');
  });

  it('answers an unsupported language with a 404', async () => {
    expect((await post('/ko/opendata/WeatherForecast', { zipcode: 973 })).statusCode).toBe(404);
  });

  it.each([
    // 23:30 in Taipei, 15:30 UTC: still the 23rd in Taiwan.
    ['2026-11-23 23:30:00', '2026-11-23 06:00:00'],
    // 00:30 in Taipei, 16:30 UTC the evening before: the 24th in Taiwan, yesterday is gone.
    ['2026-11-24 00:30:00', '2026-11-24 06:00:00'],
    ['2026-11-24 05:59:00', '2026-11-24 06:00:00'],
  ])('at %s Taipei time the days start at the Taipei today, %s', async (time, first) => {
    try {
      clock = parseTaipei(time);
      const { data } = weatherAnswerSchema.parse((await post(WEATHER, { zipcode: 973 })).json());
      expect(data[0]?.standard_time).toBe(first);
    } finally {
      clock = parseTaipei('2026-11-21 10:00:00');
    }
  });

  it('gives the three-hour periods not yet over', async () => {
    try {
      clock = parseTaipei('2026-11-24 00:30:00');
      const { data } = weatherAnswerSchema.parse(
        (await post(`${WEATHER}?threehour=true`, { zipcode: 973 })).json(),
      );
      expect(data[0]?.standard_time).toBe('2026-11-24 00:00:00');
    } finally {
      clock = parseTaipei('2026-11-21 10:00:00');
    }
  });

  it('starts at today, also long after the sample was recorded: it is moved to today', async () => {
    const firstDay = async () =>
      weatherAnswerSchema.parse((await post(WEATHER, { zipcode: 973 })).json()).data[0]
        ?.standard_time;
    try {
      clock = parseTaipei('2026-11-23 20:00:00');
      expect(await firstDay()).toBe('2026-11-23 06:00:00');
      clock = parseTaipei('2027-03-01 08:00:00');
      expect(await firstDay()).toBe('2027-03-01 06:00:00');
    } finally {
      clock = parseTaipei('2026-11-21 10:00:00');
    }
  });

  it('is kept a minute at most, as live data', async () => {
    const response = await post(WEATHER, { zipcode: 973 });
    expect(response.headers['cache-control']).toBe('public, max-age=60');
  });
});
