import {
  errorEnvelopeSchema,
  moonriseAnswerSchema,
  moonTimesAnswerSchema,
  sunriseAnswerSchema,
  sunTimesAnswerSchema,
} from '@ecg/domain/contracts';
import { parseTaipei } from '@ecg/domain/rules/datetime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helper';

let clock = parseTaipei('2025-10-14 09:00:00');
const context = useTestApp({ live: { now: () => clock } });
const get = (path: string, query: Record<string, string>) =>
  context.app.inject({ method: 'GET', url: `/zh-tw/opendata/${path}`, query });

/** The county seats, where CWA's county almanac is taken to be for: 2 minutes cover a few km. */
const HUALIEN = { lat: '23.9913', lng: '121.6114' };
const TAITUNG = { lat: '22.7554', lng: '121.1504' };

const minutesApart = (computed: string | undefined, published: string) => {
  if (computed === undefined) return Number.POSITIVE_INFINITY;
  return Math.abs(parseTaipei(computed) - parseTaipei(published)) / 60_000;
};

/*
 * Published sunrise and sunset (CWA open data A-B0062-001 「日出日沒時刻」, county tables 花蓮縣 and
 * 臺東縣), as republished whole for 2021-05-30 to 2023-12-31 in
 * github:victorloo/realtime-weather-app-for-taiwan@a6dc503c, src/utils/sunrise-sunset.json
 * (extracted from CWA's file by that repo's src/utils/filter-sunrise-and-sunset.js).
 */
const PUBLISHED_SUN = [
  ['花蓮縣', HUALIEN, '2021-06-21', '05:07', '18:44'],
  ['花蓮縣', HUALIEN, '2021-09-23', '05:42', '17:49'],
  ['花蓮縣', HUALIEN, '2021-12-22', '06:32', '17:12'],
  ['花蓮縣', HUALIEN, '2022-03-20', '05:58', '18:05'],
  ['臺東縣', TAITUNG, '2021-06-21', '05:11', '18:43'],
  ['臺東縣', TAITUNG, '2021-12-22', '06:32', '17:16'],
  ['臺東縣', TAITUNG, '2022-01-01', '06:36', '17:22'],
  ['臺東縣', TAITUNG, '2022-03-20', '06:00', '18:06'],
] as const;

describe('GET suntime: the sun computed for the exact point, in Taipei time', () => {
  it.each(PUBLISHED_SUN)(
    '%s %s: within 2 minutes of CWA on %s',
    async (_county, point, date, rise, set) => {
      clock = parseTaipei(`${date} 09:00:00`);
      const answer = sunTimesAnswerSchema.parse(
        (await get('suntime', { ...point, today: 'true' })).json(),
      );
      expect(answer.data).toHaveLength(1);
      const [day] = answer.data;
      expect(day?.date).toBe(date);
      expect(minutesApart(day?.sunrise, `${date} ${rise}:00`)).toBeLessThanOrEqual(2);
      expect(minutesApart(day?.sunset, `${date} ${set}:00`)).toBeLessThanOrEqual(2);
    },
  );

  it('answers the week from today for a township by name, computed and never stale', async () => {
    clock = parseTaipei('2025-10-14 09:00:00');
    const answer = sunTimesAnswerSchema.parse(
      (await get('suntime', { locationName: '花蓮市' })).json(),
    );
    expect(answer.data.map((day) => day.date)).toEqual([
      '2025-10-14',
      '2025-10-15',
      '2025-10-16',
      '2025-10-17',
      '2025-10-18',
      '2025-10-19',
      '2025-10-20',
    ]);
    expect(answer.meta).toEqual({
      source: 'computed',
      provider: 'astronomy-engine',
      fetchedAt: '2025-10-14 09:00:00',
      stale: false,
      location: '花蓮市',
    });
    for (const day of answer.data) expect(day.sunrise?.slice(0, 10)).toBe(day.date);
  });
});

/*
 * Published moonrise and moonset (CWA open data A-B0063-001 「月出月沒時刻」, counties 花蓮縣 and 臺東縣,
 * October 2025), as republished in github:ririmayuz/self_html@0d1e1a34,
 * s20250819/data/october_moon_data.js (CWA's fields CountyName, Date, MoonRiseTime, MoonSetTime; null
 * where CWA gives no time that day).
 */
const PUBLISHED_MOON = [
  ['花蓮縣', HUALIEN, '2025-10-06', '16:56', '04:32'],
  ['花蓮縣', HUALIEN, '2025-10-20', '04:37', '16:32'],
  ['花蓮縣', HUALIEN, '2025-10-30', '13:02', null],
  ['臺東縣', TAITUNG, '2025-10-02', '14:27', '00:33'],
  ['臺東縣', TAITUNG, '2025-10-24', '08:07', '18:57'],
  ['臺東縣', TAITUNG, '2025-10-14', null, '13:06'],
] as const;

describe("POST moonrise: today's moon, an event missing that day left out", () => {
  it.each(PUBLISHED_MOON)(
    '%s %s: within 2 minutes of CWA on %s',
    async (_county, point, date, rise, set) => {
      clock = parseTaipei(`${date} 09:00:00`);
      const reply = await context.app.inject({
        method: 'POST',
        url: '/en/opendata/moonrise',
        payload: point,
      });
      const { data } = moonriseAnswerSchema.parse(reply.json());
      expect(data.date).toBe(date);
      if (rise === null) expect(data).not.toHaveProperty('moonrise');
      else expect(minutesApart(data.moonrise, `${date} ${rise}:00`)).toBeLessThanOrEqual(2);
      if (set === null) expect(data).not.toHaveProperty('moonset');
      else expect(minutesApart(data.moonset, `${date} ${set}:00`)).toBeLessThanOrEqual(2);
      expect(data.illumination).toBeGreaterThanOrEqual(0);
      expect(data.illumination).toBeLessThanOrEqual(1);
    },
  );

  it('leaves moonrise out of 14 October 2025, a day without one, in a week from the 8th', async () => {
    clock = parseTaipei('2025-10-08 21:00:00');
    const { data } = moonTimesAnswerSchema.parse(
      (await get('moontime', { locationName: 'Hualien', today: 'false' })).json(),
    );
    expect(data.map((day) => day.date)).toEqual([
      '2025-10-08',
      '2025-10-09',
      '2025-10-10',
      '2025-10-11',
      '2025-10-12',
      '2025-10-13',
      '2025-10-14',
    ]);
    const last = data.at(-1);
    expect(last).not.toHaveProperty('moonrise');
    expect(last?.moonset).toMatch(/^2025-10-14 13:0\d:00$/);
    expect(data.filter((day) => day.moonrise === undefined)).toHaveLength(1);
  });

  it('gives the lit fraction at noon: the full moon of 7 October 2025', async () => {
    clock = parseTaipei('2025-10-07 06:00:00');
    const { data } = moonTimesAnswerSchema.parse(
      (await get('moontime', { locationName: '臺東縣', today: 'true' })).json(),
    );
    expect(data[0]?.illumination).toBeGreaterThan(0.99);
  });
});

describe('POST sunrise takes its fields from the query or the body', () => {
  it('answers today for a zipcode in the query', async () => {
    clock = parseTaipei('2025-10-14 23:30:00');
    const reply = await context.app.inject({
      method: 'POST',
      url: '/ja/opendata/sunrise?zipcode=951',
    });
    const answer = sunriseAnswerSchema.parse(reply.json());
    expect(answer.data.date).toBe('2025-10-14');
    expect(answer.meta.location).toBe('綠島鄉');
  });
});

describe('the Taipei day whatever the zone of the machine', () => {
  const zone = process.env.TZ;
  beforeAll(() => {
    // Nine hours behind UTC: when Taipei is at 00:30 on the 14th, the machine is on the 13th.
    process.env.TZ = 'America/Anchorage';
  });
  afterAll(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it('answers the Taipei today, with Taipei times', async () => {
    clock = parseTaipei('2025-10-14 00:30:00');
    expect(new Date(clock).getDate()).toBe(13);
    const { data } = moonTimesAnswerSchema.parse(
      (await get('moontime', { ...TAITUNG, today: 'true' })).json(),
    );
    expect(data).toEqual([
      expect.objectContaining({
        date: '2025-10-14',
        moonset: expect.stringMatching(/^2025-10-14 13:0\d:00$/),
      }),
    ]);
    expect(data[0]).not.toHaveProperty('moonrise');
    const sun = sunTimesAnswerSchema.parse(
      (await get('suntime', { ...TAITUNG, today: 'true' })).json(),
    );
    expect(sun.data[0]?.sunrise).toMatch(/^2025-10-14 05:5\d:00$/);
  });
});

describe('bad input', () => {
  it.each([
    ['lat without lng', { lat: '23.99' }, 'request.lng: lat and lng must be given together'],
    ['lat that is not a number', { lat: 'abc', lng: '121.6' }, 'request.lat: lat must be a number'],
    ['nothing', {}, 'request.locationName: locationName is required, or lat and lng, or zipcode'],
    ['today that is not true or false', { locationName: '花蓮市', today: 'soon' }, 'request.today'],
  ])('%s is a 400 naming the field', async (_case, query, message) => {
    for (const path of ['suntime', 'moontime']) {
      const reply = await get(path, query);
      expect(reply.statusCode).toBe(400);
      expect(errorEnvelopeSchema.parse(reply.json()).message).toContain(message);
    }
  });

  it('is a 404 naming a place that is none of ours', async () => {
    const reply = await context.app.inject({
      method: 'POST',
      url: '/zh-tw/opendata/sunrise',
      payload: { locationName: '臺北市' },
    });
    expect(reply.statusCode).toBe(404);
    expect(errorEnvelopeSchema.parse(reply.json()).message).toContain('locationName 臺北市');
  });
});
