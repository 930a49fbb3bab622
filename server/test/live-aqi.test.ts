import { aqiAnswerSchema, errorEnvelopeSchema } from '@ecg/domain/contracts';
import { parseTaipei } from '@ecg/domain/rules/datetime';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AQI_FRESH_FOR_MS } from '../src/providers/air/aqi-provider';
import {
  SHORT_UPSTREAM_TIMEOUT_MS,
  SHORT_UPSTREAM_TIMEOUT_SEEN_WITHIN_MS,
  testApp,
  useTestApp,
} from './helper';
import { MOENV_KEY as KEY, startMoenvStandIn, type MoenvStandIn } from './moenv-stand-in';

/** The recorded answer (data/samples/moenv/aqx_p_432.json) was published 2023/02/07 18:00:00. */
const PUBLISHED = '2023-02-07 18:00:00';

let moenv: MoenvStandIn;
beforeAll(async () => {
  moenv = await startMoenvStandIn();
});
afterAll(() => moenv.close());

let clock = parseTaipei('2023-02-07 18:40:00');
beforeEach(() => {
  moenv.reset();
  clock = parseTaipei('2023-02-07 18:40:00');
});

type App = Awaited<ReturnType<typeof testApp>>['app'];
const askAqi = (app: App, query: Record<string, string>) =>
  app.inject({ method: 'GET', url: '/zh-tw/opendata/aqi', query });
const aqiOf = async (app: App, query: Record<string, string>) => {
  const reply = await askAqi(app, query);
  expect(reply.statusCode, reply.body).toBe(200);
  return aqiAnswerSchema.parse(reply.json());
};

async function withMoenv(
  key: string,
  test: (app: App) => Promise<void>,
  live: { upstreamTimeoutMs?: number } = {},
) {
  const { app, store } = await testApp({
    live: { moenv: { apiKey: key, baseUrl: moenv.baseUrl }, now: () => clock, ...live },
  });
  try {
    await test(app);
  } finally {
    await app.close();
    await store.destroy();
  }
}

describe('GET aqi without a MOENV key: the recorded sample, labelled', () => {
  const context = useTestApp({ live: { now: () => parseTaipei('2026-11-24 19:00:00') } });

  it('answers the status text as data, the index beside it, published today at 18:00', async () => {
    expect(await aqiOf(context.app, { siteName: '花蓮' })).toEqual({
      success: true,
      data: '良好',
      aqi: 29,
      meta: {
        source: 'sample',
        provider: 'MOENV',
        fetchedAt: '2026-11-24 18:00:00',
        observedAt: '2026-11-24 18:00:00',
        stale: false,
        location: '花蓮',
      },
    });
  });

  it.each([
    ["Guanshan's zipcode", { zipcode: '956' }, '關山', 23],
    ['a position in Taitung City', { lat: '22.755', lng: '121.144' }, '臺東', 31],
    ['siteName 台東', { siteName: '台東' }, '臺東', 31],
  ])('%s: the nearest station', async (_case, query, location, aqi) => {
    const answer = await aqiOf(context.app, query);
    expect(answer).toMatchObject({ data: '良好', aqi, meta: { location } });
  });

  it('is a 404 naming a station that is not on our coast', async () => {
    const reply = await askAqi(context.app, { siteName: '左營' });
    expect(reply.statusCode).toBe(404);
    expect(errorEnvelopeSchema.parse(reply.json()).message).toContain('siteName 左營');
  });

  it('is a 400 naming the field of a bad position', async () => {
    const reply = await askAqi(context.app, { lat: 'abc', lng: '121.6' });
    expect(reply.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(reply.json()).message).toContain(
      'request.lat: lat must be a number',
    );
  });
});

describe('GET aqi from MOENV aqx_p_432 with a key', () => {
  it('reads the records, never a sample, with the time MOENV published them', async () => {
    await withMoenv(KEY, async (app) => {
      const answer = await aqiOf(app, { siteName: '臺東' });
      expect(answer).toMatchObject({ data: '良好', aqi: 31 });
      expect(answer.meta).toMatchObject({
        source: 'upstream',
        observedAt: PUBLISHED,
        stale: false,
      });
      const [request] = moenv.requests;
      expect(request?.query.get('api_key')).toBe(KEY);
      expect(request?.query.get('limit')).toBe('1000');
    });
  });

  it('reads capitalised fields in a bare array', async () => {
    moenv.state.shape = 'capitalised';
    await withMoenv(KEY, async (app) => {
      expect(await aqiOf(app, { siteName: '關山' })).toMatchObject({
        data: '良好',
        aqi: 23,
        meta: { location: '關山', observedAt: PUBLISHED },
      });
    });
  });

  it('works the status out from the index when MOENV leaves it blank, with the pollutant', async () => {
    moenv.state.rewrite = (records) =>
      records.map((row) =>
        row.sitename === '花蓮' ? { ...row, aqi: '105', status: '', pollutant: '細懸浮微粒' } : row,
      );
    await withMoenv(KEY, async (app) => {
      expect(await aqiOf(app, { siteName: '花蓮' })).toMatchObject({
        data: '對敏感族群不健康',
        aqi: 105,
        pollutant: '細懸浮微粒',
      });
    });
  });

  it('answers from the nearest station with a reading when the named one has none', async () => {
    moenv.state.rewrite = (records) =>
      records.map((row) =>
        row.sitename === '臺東' ? { ...row, aqi: '', status: '設備維護' } : row,
      );
    await withMoenv(KEY, async (app) => {
      expect((await aqiOf(app, { siteName: '臺東' })).meta.location).toBe('關山');
    });
  });

  it('is a 503 naming MOENV, never the key, when a bad key is answered in plain text', async () => {
    await withMoenv('WRONG-KEY', async (app) => {
      const reply = await askAqi(app, { siteName: '花蓮' });
      expect(reply.statusCode).toBe(503);
      expect(errorEnvelopeSchema.parse(reply.json()).message).toBe(
        'MOENV did not answer and no earlier answer is kept; try again later',
      );
      expect(reply.body).not.toContain('WRONG-KEY');
    });
  });

  it('keeps the last answer, marked stale with its old time, after an HTTP error', async () => {
    await withMoenv(KEY, async (app) => {
      const good = await aqiOf(app, { siteName: '花蓮' });
      moenv.state.failure = { status: 500, text: 'Internal Server Error' };
      clock += AQI_FRESH_FOR_MS;
      expect(await aqiOf(app, { siteName: '花蓮' })).toEqual({
        ...good,
        meta: { ...good.meta, stale: true },
      });
      expect(good.meta.observedAt).toBe(PUBLISHED);
      // The refresh that failed reached MOENV while this test ran, not the next one.
      await expect.poll(() => moenv.requests.length).toBe(2);
    });
  });

  it('keeps the last answer, marked stale, while MOENV times out', async () => {
    await withMoenv(
      KEY,
      async (app) => {
        const good = await aqiOf(app, { siteName: '花蓮' });
        moenv.state.failure = { hang: true };
        clock += AQI_FRESH_FOR_MS;
        expect((await aqiOf(app, { siteName: '花蓮' })).meta).toEqual({
          ...good.meta,
          stale: true,
        });
        await expect.poll(() => moenv.openHeld()).toBe(1);
        // The server gives up on the request it sent, at the time set here, and still answers.
        await expect
          .poll(() => moenv.openHeld(), { timeout: SHORT_UPSTREAM_TIMEOUT_SEEN_WITHIN_MS })
          .toBe(0);
        expect((await aqiOf(app, { siteName: '花蓮' })).meta).toEqual({
          ...good.meta,
          stale: true,
        });
      },
      { upstreamTimeoutMs: SHORT_UPSTREAM_TIMEOUT_MS },
    );
  });

  it('marks a publication more than three hours old as stale', async () => {
    clock = parseTaipei('2023-02-07 21:01:00');
    await withMoenv(KEY, async (app) => {
      expect((await aqiOf(app, { siteName: '花蓮' })).meta).toMatchObject({
        stale: true,
        observedAt: PUBLISHED,
      });
    });
  });
});
