import { errorEnvelopeSchema, weatherAnswerSchema } from '@ecg/domain/contracts';
import { formatTaipei, parseTaipei } from '@ecg/domain/rules/datetime';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CWA_FRESH_FOR_MS, cwaForecastFeeds } from '../src/providers/cwa/cwa-feeds';
import { cwaClient } from '../src/providers/cwa/cwa-client';
import { LiveDataUnavailableError } from '../src/providers/live-feeds';
import { UPSTREAM_TIMEOUT_MS } from '../src/providers/upstream-fetch';
import { GOOD_KEY, startCwaStandIn, type CwaStandIn } from './cwa-stand-in';
import { samplesDir, testApp } from './helper';

let cwa: CwaStandIn;
beforeAll(async () => {
  cwa = await startCwaStandIn();
});
afterAll(() => cwa.close());

let clock = parseTaipei('2026-11-21 10:00:00');
beforeEach(() => {
  cwa.reset();
  clock = parseTaipei('2026-11-21 10:00:00');
});

const DATASET = 'F-D0047-043';
const UNAVAILABLE = 'CWA did not answer and no earlier answer is kept; try again later';
const feeds = () =>
  cwaForecastFeeds({
    client: cwaClient({ apiKey: GOOD_KEY, baseUrl: cwa.baseUrl }),
    samplesDir,
    now: () => clock,
  });
const failureOf = (reading: Promise<unknown>) => reading.catch((error: unknown) => error);
const unavailable = expect.objectContaining({
  constructor: LiveDataUnavailableError,
  message: UNAVAILABLE,
});

describe('a kept answer past its time', () => {
  it('is served at once, marked stale, while CWA hangs on the one refresh', async () => {
    const { app, store } = await testApp({
      live: { cwa: { apiKey: GOOD_KEY, baseUrl: cwa.baseUrl }, now: () => clock },
    });
    const ask = async () =>
      weatherAnswerSchema.parse(
        (
          await app.inject({
            method: 'POST',
            url: '/en/opendata/WeatherForecast',
            payload: { zipcode: 970 },
          })
        ).json(),
      );
    try {
      const first = await ask();
      expect(first.meta.stale).toBe(false);
      cwa.state.mode = 'hang';
      clock += CWA_FRESH_FOR_MS;
      const started = performance.now();
      const answers = await Promise.all([ask(), ask(), ask()]);
      expect(performance.now() - started).toBeLessThan(UPSTREAM_TIMEOUT_MS / 2);
      for (const answer of answers) {
        expect(answer).toEqual({ ...first, meta: { ...first.meta, stale: true } });
      }
      // They were answered while the refresh was still waiting on CWA.
      await cwa.requested(2);
      expect(cwa.openHeld()).toBe(1);

      cwa.state.mode = 'answer';
      cwa.answerHeld();
      await expect.poll(async () => (await ask()).meta.stale, { timeout: 10_000 }).toBe(false);
      expect((await ask()).meta.fetchedAt).toBe(formatTaipei(clock));
      expect(cwa.state.requests).toHaveLength(2);
    } finally {
      await app.close();
      await store.destroy();
    }
  });

  it('is refreshed by one request however many readers arrive meanwhile', async () => {
    const provider = feeds();
    await provider.read(DATASET);
    cwa.state.mode = 'hang';
    clock += CWA_FRESH_FOR_MS;
    const readings = await Promise.all(Array.from({ length: 5 }, () => provider.read(DATASET)));
    expect(readings.map((reading) => reading.meta.stale)).toEqual([true, true, true, true, true]);
    await cwa.requested(2);
    cwa.state.mode = 'answer';
    cwa.answerHeld();
    await provider.settled();
    expect(cwa.state.requests).toHaveLength(2);
    expect((await provider.read(DATASET)).meta).toMatchObject({
      stale: false,
      fetchedAt: formatTaipei(clock),
    });
  });
});

describe('a failing upstream', () => {
  it('is left alone for 30 s, then twice as long after each failure, up to 5 minutes', async () => {
    cwa.state.mode = 'down';
    const provider = feeds();
    expect(await failureOf(provider.read(DATASET))).toEqual(unavailable);
    const restsSeconds = [30, 60, 120, 240, 300, 300];
    for (const [failures, seconds] of restsSeconds.entries()) {
      clock += seconds * 1000 - 1;
      const meanwhile = await failureOf(provider.read(DATASET));
      expect(meanwhile).toEqual(unavailable);
      expect(cwa.state.requests).toHaveLength(failures + 1);
      clock += 1;
      await failureOf(provider.read(DATASET));
      expect(cwa.state.requests).toHaveLength(failures + 2);
    }
  });

  it('rests again from 30 s once it has answered', async () => {
    cwa.state.mode = 'down';
    const provider = feeds();
    await failureOf(provider.read(DATASET));
    clock += 30_000;
    await failureOf(provider.read(DATASET));
    cwa.state.mode = 'answer';
    clock += 60_000;
    const good = await provider.read(DATASET);
    cwa.state.mode = 'down';
    clock += CWA_FRESH_FOR_MS;
    expect(await provider.read(DATASET)).toEqual({ ...good, meta: { ...good.meta, stale: true } });
    await provider.settled();
    clock += 30_000 - 1;
    await provider.read(DATASET);
    expect(cwa.state.requests).toHaveLength(4);
    clock += 1;
    await provider.read(DATASET);
    await provider.settled();
    expect(cwa.state.requests).toHaveLength(5);
  });

  it('makes the weather call a 503 at once, without asking CWA, while it rests', async () => {
    cwa.state.mode = 'down';
    const { app, store } = await testApp({
      live: { cwa: { apiKey: GOOD_KEY, baseUrl: cwa.baseUrl }, now: () => clock },
    });
    try {
      for (let visit = 0; visit < 3; visit += 1) {
        const answer = await app.inject({
          method: 'POST',
          url: '/zh-tw/opendata/WeatherForecast',
          payload: { zipcode: 970 },
        });
        expect(answer.statusCode).toBe(503);
        expect(errorEnvelopeSchema.parse(answer.json())).toEqual({
          success: false,
          message: UNAVAILABLE,
        });
      }
      expect(cwa.state.requests).toHaveLength(1);
    } finally {
      await app.close();
      await store.destroy();
    }
  });
});
