import { errorEnvelopeSchema, weatherAnswerSchema } from '@ecg/domain/contracts';
import { formatTaipei, parseTaipei } from '@ecg/domain/rules/datetime';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readConfig } from '../src/config';
import { CWA_FRESH_FOR_MS, cwaForecastFeeds } from '../src/providers/cwa/cwa-feeds';
import { cwaClient } from '../src/providers/cwa/cwa-client';
import { FIRST_BACK_OFF_MS, LiveDataUnavailableError } from '../src/providers/live-feeds';
import { GOOD_KEY, startCwaStandIn, type CwaStandIn } from './cwa-stand-in';
import { samplesDir, testApp } from './helper';

let cwa: CwaStandIn;
let baseUrl = '';
beforeAll(async () => {
  cwa = await startCwaStandIn();
  baseUrl = cwa.baseUrl;
});
afterAll(() => cwa.close());
const requests = () => cwa.state.requests;

let clock = parseTaipei('2026-11-21 10:00:00');
beforeEach(() => {
  cwa.reset();
  clock = parseTaipei('2026-11-21 10:00:00');
});
const feeds = (apiKey = GOOD_KEY) =>
  cwaForecastFeeds({ client: cwaClient({ apiKey, baseUrl }), samplesDir, now: () => clock });

describe('CWA township forecasts from the upstream', () => {
  it('asks for the dataset with the key and JSON, and marks the answer as upstream', async () => {
    const reading = await feeds().read('F-D0047-043');
    expect(requests()).toHaveLength(1);
    expect(requests()[0]?.pathname).toBe('/F-D0047-043');
    expect(requests()[0]?.searchParams.get('format')).toBe('JSON');
    expect(reading.meta).toEqual({
      source: 'upstream',
      provider: 'CWA',
      fetchedAt: formatTaipei(clock),
      stale: false,
    });
    expect(reading.data.Locations[0]?.LocationsName).toBe('花蓮縣');
  });

  it('reads the capitalised casing some datasets use', async () => {
    cwa.state.mode = 'capitalised';
    const reading = await feeds().read('F-D0047-039');
    expect(reading.data.Locations[0]?.Location).toHaveLength(16);
  });

  it('asks once while fresh, and once for readers arriving together', async () => {
    const provider = feeds();
    await Promise.all([provider.read('F-D0047-043'), provider.read('F-D0047-043')]);
    clock += CWA_FRESH_FOR_MS - 1;
    await provider.read('F-D0047-043');
    expect(requests()).toHaveLength(1);
    clock += 1;
    await Promise.all([provider.read('F-D0047-043'), provider.read('F-D0047-043')]);
    await provider.settled();
    expect(requests()).toHaveLength(2);
  });

  it('serves the last good answer marked stale when the upstream fails, then tries again', async () => {
    const provider = feeds();
    const first = await provider.read('F-D0047-043');
    cwa.state.mode = 'down';
    clock += CWA_FRESH_FOR_MS;
    const stale = await provider.read('F-D0047-043');
    expect(stale.meta).toEqual({ ...first.meta, stale: true });
    expect(stale.data).toEqual(first.data);
    await provider.settled();
    cwa.state.mode = 'answer';
    clock += FIRST_BACK_OFF_MS;
    expect((await provider.read('F-D0047-043')).meta.stale).toBe(true);
    await provider.settled();
    const again = await provider.read('F-D0047-043');
    expect(again.meta.stale).toBe(false);
    expect(again.meta.fetchedAt).toBe(formatTaipei(clock));
    expect(requests()).toHaveLength(3);
  });

  it('fails with a 503 when a bad key is answered in plain text and nothing is kept', async () => {
    await expect(feeds('WRONG').read('F-D0047-043')).rejects.toBeInstanceOf(
      LiveDataUnavailableError,
    );
  });

  it('answers the weather call from the upstream, and a 503 that names CWA when it is down', async () => {
    // Configured as a deployment is, through the environment; the base without its closing "/".
    const config = readConfig({ CWA_API_KEY: GOOD_KEY, CWA_BASE_URL: baseUrl.slice(0, -1) });
    const live = {
      cwa: config.upstreams.cwa,
      now: () => clock,
    };
    const { app, store } = await testApp({ live });
    try {
      const good = await app.inject({
        method: 'POST',
        url: '/ja/opendata/WeatherForecast',
        payload: { zipcode: 950 },
      });
      const answer = weatherAnswerSchema.parse(good.json());
      expect(answer.meta).toMatchObject({ source: 'upstream', location: '臺東市', stale: false });
      expect(requests().map((url) => url.pathname)).toEqual(['/F-D0047-039']);

      cwa.state.mode = 'down';
      const down = await app.inject({
        method: 'POST',
        url: '/ja/opendata/WeatherForecast',
        payload: { zipcode: 970, threehour: 'true' },
      });
      expect(down.statusCode).toBe(503);
      expect(errorEnvelopeSchema.parse(down.json()).message).toContain('CWA did not answer');
    } finally {
      await app.close();
      await store.destroy();
    }
  });
});
