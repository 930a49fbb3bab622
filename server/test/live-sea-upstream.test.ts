import {
  crossingOutlookAnswerSchema,
  errorEnvelopeSchema,
  swellAnswerSchema,
  tideAnswerSchema,
  walrusAnswerSchema,
} from '@ecg/domain/contracts';
import { formatTaipei, parseTaipei } from '@ecg/domain/rules/datetime';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cwaClient } from '../src/providers/cwa/cwa-client';
import {
  cwaSeaForecastFeeds,
  cwaSeaObservationFeeds,
  cwaTideFeeds,
  SEA_FORECAST_DATASET,
  SEA_OBSERVATION_DATASET,
  TIDE_DATASET,
} from '../src/providers/cwa/sea-feeds';
import { FIRST_BACK_OFF_MS } from '../src/providers/live-feeds';
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
const now = () => clock;
const client = (apiKey = GOOD_KEY, timeoutMs?: number) =>
  cwaClient({ apiKey, baseUrl: cwa.baseUrl, fileBaseUrl: cwa.fileBaseUrl, timeoutMs });
const requested = () => cwa.state.requests.map((url) => url.pathname);

/** One app on the stand-in, closed after the test. */
async function withApp(test: (get: (url: string) => Promise<unknown>) => Promise<void>) {
  const cwaConfig = { apiKey: GOOD_KEY, baseUrl: cwa.baseUrl, fileBaseUrl: cwa.fileBaseUrl };
  const { app, store } = await testApp({ live: { cwa: cwaConfig, now } });
  try {
    await test(async (url) => {
      const answer = await app.inject({ method: 'GET', url: encodeURI(url) });
      return answer.json();
    });
  } finally {
    await app.close();
    await store.destroy();
  }
}

describe('the sea calls on CWA', () => {
  it('parse each dataset from its API, marked upstream and never a sample', async () => {
    await withApp(async (get) => {
      const tides = tideAnswerSchema.parse(
        await get('/zh-tw/opendata/Tidal?locationName=Ludao Township'),
      );
      expect(tides.meta).toMatchObject({ source: 'upstream', location: '臺東縣綠島鄉' });
      expect(tides.data.length).toBeGreaterThan(8);
      const walrus = walrusAnswerSchema.parse(await get('/zh-tw/opendata/Walrus?zipcode=970'));
      expect(walrus.meta).toMatchObject({ source: 'upstream', location: '花蓮市' });
      expect(walrus.data.map((reading) => reading.station)).toEqual(['花蓮潮位站', '花蓮資料浮標']);
      const swell = swellAnswerSchema.parse(await get('/zh-tw/opendata/Swell?zipcode=951'));
      expect(swell.meta).toMatchObject({
        source: 'upstream',
        location: '綠島蘭嶼海面',
        observedAt: '2026-11-21 05:00:00',
      });
      const outlook = crossingOutlookAnswerSchema.parse(
        await get('/zh-tw/opendata/crossing-outlook'),
      );
      expect(outlook.meta.source).toBe('upstream');
    });
    // The crossing outlook then asks for the warnings in force, on the same key.
    expect(requested().slice(0, 3)).toEqual([
      `/${TIDE_DATASET}`,
      `/${SEA_OBSERVATION_DATASET}`,
      `/fileapi/${SEA_FORECAST_DATASET}`,
    ]);
    expect(requested()).toContain('/W-C0034-001');
    expect(cwa.state.requests[2]?.searchParams.get('downloadType')).toBe('WEB');
  });

  it.each(['capitalised', 'lowercase'] as const)('read the %s casing', async (mode) => {
    cwa.state.mode = mode;
    const options = { client: client(), samplesDir, now };
    const tides = await cwaTideFeeds(options).read(TIDE_DATASET);
    expect(tides.data.map((location) => location.LocationName)).toContain('臺東縣蘭嶼鄉');
    const observations = await cwaSeaObservationFeeds(options).read(SEA_OBSERVATION_DATASET);
    expect(observations.data['46699A']?.wave_height).toBe(1.5);
  });

  it('fail with a 503, not a sample, when a bad key is answered in plain text', async () => {
    const { app, store } = await testApp({
      live: { cwa: { apiKey: 'WRONG', baseUrl: cwa.baseUrl, fileBaseUrl: cwa.fileBaseUrl }, now },
    });
    try {
      for (const url of ['/zh-tw/opendata/Tidal?zipcode=951', '/zh-tw/opendata/crossing-outlook']) {
        const answer = await app.inject({ method: 'GET', url });
        expect(answer.statusCode).toBe(503);
        expect(errorEnvelopeSchema.parse(answer.json()).message).toContain('CWA did not answer');
      }
    } finally {
      await app.close();
      await store.destroy();
    }
  });

  it('serve the last good answer with its time when CWA then fails', async () => {
    await withApp(async (get) => {
      const first = swellAnswerSchema.parse(await get('/zh-tw/opendata/Swell?zipcode=951'));
      cwa.state.mode = 'down';
      clock += 60 * 60 * 1000;
      const stale = swellAnswerSchema.parse(await get('/zh-tw/opendata/Swell?zipcode=951'));
      expect(stale.meta).toEqual({ ...first.meta, stale: true });
      await cwa.requested(2);
      clock += FIRST_BACK_OFF_MS;
      const still = swellAnswerSchema.parse(await get('/zh-tw/opendata/Swell?zipcode=951'));
      expect(still.meta.fetchedAt).toBe(first.meta.fetchedAt);
      expect(still.meta.stale).toBe(true);
    });
  });

  it('keep the last good answer when a refresh times out', async () => {
    const feeds = cwaSeaObservationFeeds({ client: client(GOOD_KEY, 300), samplesDir, now });
    const first = await feeds.read(SEA_OBSERVATION_DATASET);
    cwa.state.mode = 'hang';
    clock += 10 * 60 * 1000;
    expect((await feeds.read(SEA_OBSERVATION_DATASET)).meta).toEqual({
      ...first.meta,
      stale: true,
    });
    await feeds.settled();
    const after = await feeds.read(SEA_OBSERVATION_DATASET);
    expect(after.meta).toEqual({ ...first.meta, stale: true });
    expect(after.meta.fetchedAt).toBe(formatTaipei(parseTaipei('2026-11-21 10:00:00')));
    expect(after.data).toEqual(first.data);
  });

  it('read the file API answer into every area and its issue time', async () => {
    const feeds = cwaSeaForecastFeeds({ client: client(), samplesDir, now });
    const { data } = await feeds.read(SEA_FORECAST_DATASET);
    expect(data.issuedAt).toBe('2026-11-21 05:00:00');
    expect(new Set(data.periods.map((period) => period.area))).toEqual(
      new Set(['花蓮沿海', '成功大武沿海', '綠島蘭嶼海面']),
    );
  });
});
