import {
  errorEnvelopeSchema,
  moonriseAnswerSchema,
  moonTimesAnswerSchema,
  sunriseAnswerSchema,
  sunTimesAnswerSchema,
} from '@ecg/domain/contracts';
import { parseTaipei } from '@ecg/domain/rules/datetime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTY_SEATS, PUBLISHED_MOON, PUBLISHED_SUN } from './fixtures/cwa-almanac';
import { useTestApp } from './helper';

let clock = parseTaipei('2025-10-14 09:00:00');
const context = useTestApp({ live: { now: () => clock } });
const get = (path: string, query: Record<string, string>) =>
  context.app.inject({ method: 'GET', url: `/zh-tw/opendata/${path}`, query });

const TAITUNG = COUNTY_SEATS.臺東縣;

const minutesApart = (computed: string | undefined, published: string) => {
  if (computed === undefined) return Number.POSITIVE_INFINITY;
  return Math.abs(parseTaipei(computed) - parseTaipei(published)) / 60_000;
};

describe('GET suntime: the sun computed for the exact point, in Taipei time', () => {
  it.each(PUBLISHED_SUN)('%s on %s: within 2 minutes of CWA', async (county, date, rise, set) => {
    clock = parseTaipei(`${date} 09:00:00`);
    const point = COUNTY_SEATS[county];
    const answer = sunTimesAnswerSchema.parse(
      (await get('suntime', { ...point, today: 'true' })).json(),
    );
    expect(answer.data).toHaveLength(1);
    const [day] = answer.data;
    expect(day?.date).toBe(date);
    expect(minutesApart(day?.sunrise, `${date} ${rise}:00`)).toBeLessThanOrEqual(2);
    expect(minutesApart(day?.sunset, `${date} ${set}:00`)).toBeLessThanOrEqual(2);
  });

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

/** CWA's almanac (fixtures/cwa-almanac.ts) gives no time where the moon does not rise or set. */
describe("POST moonrise: today's moon, an event missing that day left out", () => {
  it.each(PUBLISHED_MOON)(
    '%s on %s: within 2 minutes of CWA, or left out as CWA leaves it',
    async (county, date, rise, set) => {
      clock = parseTaipei(`${date} 09:00:00`);
      const point = COUNTY_SEATS[county];
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
