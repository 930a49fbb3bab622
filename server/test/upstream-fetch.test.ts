import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CWA_FORECAST_MAX_BYTES, cwaForecastFeeds } from '../src/providers/cwa/cwa-feeds';
import { cwaClient } from '../src/providers/cwa/cwa-client';
import { LiveDataUnavailableError } from '../src/providers/live-feeds';
import { fetchUpstreamJson, UpstreamError } from '../src/providers/upstream-fetch';
import { buildApp } from '../src/app';
import { GOOD_KEY, startCwaStandIn, type CwaStandIn } from './cwa-stand-in';
import { projectRoot, samplesDir, seededStore } from './helper';

let cwa: CwaStandIn;
beforeAll(async () => {
  cwa = await startCwaStandIn();
});
afterAll(() => cwa.close());
beforeEach(() => cwa.reset());

const datasetUrl = (key = GOOD_KEY) => new URL(`F-D0047-043?Authorization=${key}`, cwa.baseUrl);
const MB = 1024 * 1024;

/** Failures kept by the providers, and what they reported to the server's log. */
function reportingFeeds() {
  const reported: string[] = [];
  const feeds = cwaForecastFeeds({
    client: cwaClient({ apiKey: GOOD_KEY, baseUrl: cwa.baseUrl }),
    samplesDir,
    reportFailure: (message) => reported.push(message),
  });
  return { feeds, reported };
}

describe('reading an upstream answer', () => {
  it('reads a real forecast, well inside the limit', async () => {
    const document = await fetchUpstreamJson(datasetUrl(), {
      provider: 'CWA',
      maxBytes: CWA_FORECAST_MAX_BYTES,
    });
    expect(document).toMatchObject({ success: 'true' });
  });

  it('cuts off an answer that never ends once past the limit, and says so safely', async () => {
    cwa.state.mode = 'endless';
    const { feeds, reported } = reportingFeeds();
    const failure = await feeds.read('F-D0047-043').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(LiveDataUnavailableError);
    expect((failure as Error).message).toBe(
      'CWA did not answer and no earlier answer is kept; try again later',
    );
    expect(reported).toEqual([expect.stringContaining('CWA: the answer is larger than 5 MB')]);
    // What the stand-in got to send is the limit and what the sockets buffer, not a stream
    // that ran on for the whole timeout.
    expect(cwa.state.sent.bytes).toBeGreaterThan(CWA_FORECAST_MAX_BYTES);
    expect(cwa.state.sent.bytes).toBeLessThan(CWA_FORECAST_MAX_BYTES + 16 * MB);
  });

  it('times out on a body that stops coming, not only on headers that do', async () => {
    cwa.state.mode = 'stall';
    const failure = fetchUpstreamJson(datasetUrl(), {
      provider: 'CWA',
      maxBytes: CWA_FORECAST_MAX_BYTES,
      timeoutMs: 1000,
    });
    // "answer" once the headers are in, as they nearly always are; on a very busy machine the
    // limit may pass before, and the request is cut off all the same.
    await expect(failure).rejects.toThrow(/^CWA: the (answer|request) timed out$/);
    await expect(failure).rejects.toBeInstanceOf(UpstreamError);
  });

  it('says why a connection failed, by its code', async () => {
    cwa.state.mode = 'drop';
    await expect(
      fetchUpstreamJson(datasetUrl(), { provider: 'CWA', maxBytes: CWA_FORECAST_MAX_BYTES }),
    ).rejects.toThrow(new UpstreamError('CWA: the request failed (UND_ERR_SOCKET)'));
  });

  it('keeps the key out of what it reports when the upstream repeats the request', async () => {
    cwa.state.mode = 'echo';
    const { feeds, reported } = reportingFeeds();
    const failure = await feeds.read('F-D0047-043').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(LiveDataUnavailableError);
    expect(reported).toEqual([
      expect.stringContaining(
        'CWA: the answer is not JSON: Cannot GET /F-D0047-043?Authorization=[secret]',
      ),
    ]);
    expect(JSON.stringify([reported, String(failure), (failure as Error).cause])).not.toContain(
      GOOD_KEY,
    );
  });

  it('writes the failure to the server log once, at warn, without the key', async () => {
    cwa.state.mode = 'echo';
    const lines: string[] = [];
    const store = await seededStore();
    const app = await buildApp({
      store,
      webRoot: path.join(projectRoot, 'web/dist'),
      logger: { level: 'warn', stream: { write: (line: string) => lines.push(line) } },
      live: {
        samplesDir,
        upstreams: { cwa: { apiKey: GOOD_KEY, baseUrl: cwa.baseUrl }, tdx: {}, moenv: {} },
      },
    });
    try {
      for (let visit = 0; visit < 2; visit += 1) {
        const answer = await app.inject({
          method: 'POST',
          url: '/en/opendata/WeatherForecast',
          payload: { zipcode: 970 },
        });
        expect(answer.statusCode).toBe(503);
        expect(answer.body).not.toContain(GOOD_KEY);
      }
      const logged = lines.map((line) => JSON.parse(line) as { level: number; msg: string });
      expect(logged.filter(({ msg }) => msg.startsWith('CWA'))).toEqual([
        expect.objectContaining({
          level: 40,
          msg: 'CWA feed F-D0047-043: CWA: the answer is not JSON: Cannot GET /F-D0047-043?Authorization=[secret]&format=JSON; failure 1 in a row, next try in 30 s',
        }),
      ]);
      expect(lines.join('')).not.toContain(GOOD_KEY);
    } finally {
      await app.close();
      await store.destroy();
    }
  });
});
