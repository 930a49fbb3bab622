import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { errorEnvelopeSchema, weatherAnswerSchema } from '@ecg/domain/contracts';
import { formatTaipei, parseTaipei } from '@ecg/domain/rules/datetime';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CWA_FRESH_FOR_MS, cwaForecastFeeds } from '../src/providers/cwa/cwa-feeds';
import { LiveDataUnavailableError } from '../src/providers/live-feeds';
import { samplesDir, testApp } from './helper';

const GOOD_KEY = 'CWA-TEST-KEY';
const sample = (dataset: string) =>
  JSON.parse(readFileSync(path.join(samplesDir, 'cwa', `${dataset}.json`), 'utf8')) as {
    success: string;
    records: unknown;
  };

/**
 * A local stand-in for opendata.cwa.gov.tw speaking its format: the dataset by path, the key
 * in `Authorization`, a bad key answered with HTTP 200 and plain text, as CWA does.
 */
let mode: 'answer' | 'capitalised' | 'down' = 'answer';
const requests: URL[] = [];
let server: Server;
let baseUrl = '';
beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    requests.push(url);
    if (mode === 'down') return response.writeHead(502).end('Bad Gateway');
    if (url.searchParams.get('Authorization') !== GOOD_KEY) {
      return response
        .writeHead(200, { 'content-type': 'text/plain' })
        .end('Invalid authorization key');
    }
    const document = sample(url.pathname.slice(1));
    const body =
      mode === 'capitalised' ? { Success: document.success, Records: document.records } : document;
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

let clock = parseTaipei('2026-11-21 10:00:00');
beforeEach(() => {
  mode = 'answer';
  requests.length = 0;
  clock = parseTaipei('2026-11-21 10:00:00');
});
const feeds = (apiKey = GOOD_KEY) =>
  cwaForecastFeeds({ apiKey, samplesDir, baseUrl, now: () => clock });

describe('CWA township forecasts from the upstream', () => {
  it('asks for the dataset with the key and JSON, and marks the answer as upstream', async () => {
    const reading = await feeds().read('F-D0047-043');
    expect(requests).toHaveLength(1);
    expect(requests[0]?.pathname).toBe('/F-D0047-043');
    expect(requests[0]?.searchParams.get('format')).toBe('JSON');
    expect(reading.meta).toEqual({
      source: 'upstream',
      provider: 'CWA',
      fetchedAt: formatTaipei(clock),
      stale: false,
    });
    expect(reading.data.records.Locations[0]?.LocationsName).toBe('花蓮縣');
  });

  it('reads the capitalised casing some datasets use', async () => {
    mode = 'capitalised';
    const reading = await feeds().read('F-D0047-039');
    expect(reading.data.records.Locations[0]?.Location).toHaveLength(16);
  });

  it('asks once while fresh, and once for readers arriving together', async () => {
    const provider = feeds();
    await Promise.all([provider.read('F-D0047-043'), provider.read('F-D0047-043')]);
    clock += CWA_FRESH_FOR_MS - 1;
    await provider.read('F-D0047-043');
    expect(requests).toHaveLength(1);
    clock += 1;
    await provider.read('F-D0047-043');
    expect(requests).toHaveLength(2);
  });

  it('serves the last good answer marked stale when the upstream fails, then tries again', async () => {
    const provider = feeds();
    const first = await provider.read('F-D0047-043');
    mode = 'down';
    clock += CWA_FRESH_FOR_MS;
    const stale = await provider.read('F-D0047-043');
    expect(stale.meta).toEqual({ ...first.meta, stale: true });
    expect(stale.data).toEqual(first.data);
    mode = 'answer';
    clock += 60_000;
    const again = await provider.read('F-D0047-043');
    expect(again.meta.stale).toBe(false);
    expect(again.meta.fetchedAt).toBe(formatTaipei(clock));
  });

  it('fails with a 503 when a bad key is answered in plain text and nothing is kept', async () => {
    await expect(feeds('WRONG').read('F-D0047-043')).rejects.toBeInstanceOf(
      LiveDataUnavailableError,
    );
  });

  it('answers the weather call from the upstream, and a 503 that names CWA when it is down', async () => {
    const live = { cwa: { apiKey: GOOD_KEY, baseUrl }, now: () => clock };
    const { app, store } = await testApp({ live });
    try {
      const good = await app.inject({
        method: 'POST',
        url: '/ja/opendata/WeatherForecast',
        payload: { zipcode: 950 },
      });
      const answer = weatherAnswerSchema.parse(good.json());
      expect(answer.meta).toMatchObject({ source: 'upstream', location: '臺東市', stale: false });
      expect(requests.map((url) => url.pathname)).toEqual(['/F-D0047-039']);

      mode = 'down';
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
