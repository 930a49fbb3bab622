import { errorEnvelopeSchema, uvAnswerSchema } from '@ecg/domain/contracts';
import { parseTaipei } from '@ecg/domain/rules/datetime';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { UV_FRESH_FOR_MS } from '../src/providers/air/uv-provider';
import { GOOD_KEY, startCwaStandIn, type CwaStandIn } from './cwa-stand-in';
import {
  SHORT_UPSTREAM_TIMEOUT_MS,
  SHORT_UPSTREAM_TIMEOUT_SEEN_WITHIN_MS,
  testApp,
  useTestApp,
} from './helper';

let cwa: CwaStandIn;
beforeAll(async () => {
  cwa = await startCwaStandIn();
});
afterAll(() => cwa.close());

/** The recorded observation (data/samples/cwa/O-A0003-001.json) was made at 13:50. */
const OBSERVED = '2025-03-09 13:50:00';
let clock = parseTaipei('2025-03-09 14:05:00');
beforeEach(() => {
  cwa.reset();
  clock = parseTaipei('2025-03-09 14:05:00');
});

type App = Awaited<ReturnType<typeof testApp>>['app'];
const askUv = (app: App, query: Record<string, string>) =>
  app.inject({ method: 'GET', url: '/zh-tw/opendata/UV', query });
const uvOf = async (app: App, query: Record<string, string>) => {
  const reply = await askUv(app, query);
  expect(reply.statusCode, reply.body).toBe(200);
  return uvAnswerSchema.parse(reply.json());
};

/** An app reading CWA through the stand-in with `key`, for one test. */
async function withCwa(
  key: string,
  test: (app: App) => Promise<void>,
  live: { upstreamTimeoutMs?: number } = {},
) {
  const { app, store } = await testApp({
    live: { cwa: { apiKey: key, baseUrl: cwa.baseUrl }, now: () => clock, ...live },
  });
  try {
    await test(app);
  } finally {
    await app.close();
    await store.destroy();
  }
}

describe('GET UV without a CWA key: the recorded sample, labelled', () => {
  const context = useTestApp({ live: { now: () => parseTaipei('2026-11-24 15:00:00') } });

  it('answers the status first, then the index and the station, observed today at 13:50', async () => {
    const reply = await askUv(context.app, { siteName: '花蓮' });
    expect(Object.keys(reply.json<{ data: object }>().data)).toEqual(['status', 'uvi', 'siteName']);
    expect(uvAnswerSchema.parse(reply.json())).toEqual({
      success: true,
      data: { status: '中量級', uvi: 3, siteName: '花蓮' },
      meta: {
        source: 'sample',
        provider: 'CWA',
        fetchedAt: '2026-11-24 13:50:00',
        observedAt: '2026-11-24 13:50:00',
        stale: false,
        location: '花蓮',
      },
    });
  });

  it.each([
    ['siteName 台東, written with 台', { siteName: '台東' }, '臺東', 9, '過量級'],
    ['a township by name: its nearest station', { siteName: '花蓮市' }, '花蓮', 3, '中量級'],
    ['a position at Chenggong harbour', { lat: '23.098', lng: '121.380' }, '成功', 3, '中量級'],
    [
      "Green Island's zipcode: Taitung is nearer than Lanyu",
      { zipcode: '951' },
      '臺東',
      9,
      '過量級',
    ],
    [
      'a position before a siteName',
      { lat: '22.04', lng: '121.55', siteName: '花蓮' },
      '蘭嶼',
      2,
      '低量級',
    ],
  ])('%s', async (_case, query, siteName, uvi, status) => {
    const answer = await uvOf(context.app, query);
    expect(answer.data).toEqual({ status, uvi, siteName });
    expect(answer.meta.location).toBe(siteName);
  });

  it.each([
    ['a name that is no station, township or county', { siteName: '臺北' }, 404, 'siteName 臺北'],
    ['nothing', {}, 400, 'request.siteName: siteName is required, or lat and lng, or zipcode'],
    ['lng without lat', { lng: '121.6' }, 400, 'request.lat: lat and lng must be given together'],
  ])('answers %s with a %i naming the field', async (_case, query, status, message) => {
    const reply = await askUv(context.app, query);
    expect(reply.statusCode).toBe(status);
    expect(errorEnvelopeSchema.parse(reply.json()).message).toContain(message);
  });
});

describe('GET UV from CWA O-A0003-001 with a key', () => {
  it('reads the observations, never a sample, with the time CWA observed them', async () => {
    await withCwa(GOOD_KEY, async (app) => {
      const answer = await uvOf(app, { siteName: '臺東' });
      expect(answer.data).toEqual({ status: '過量級', uvi: 9, siteName: '臺東' });
      expect(answer.meta).toMatchObject({ source: 'upstream', observedAt: OBSERVED, stale: false });
      expect(cwa.state.requests.map((url) => url.pathname)).toEqual(['/O-A0003-001']);
      expect(cwa.state.requests[0]?.searchParams.get('Authorization')).toBe(GOOD_KEY);
    });
  });

  it('reads the capitalised casing (Success, Records)', async () => {
    cwa.state.mode = 'capitalised';
    await withCwa(GOOD_KEY, async (app) => {
      expect((await uvOf(app, { siteName: '蘭嶼' })).data).toEqual({
        status: '低量級',
        uvi: 2,
        siteName: '蘭嶼',
      });
    });
  });

  it('answers from the nearest station that reports when the named one sends -99', async () => {
    cwa.state.rewrite = (document) => {
      const text = JSON.stringify(document);
      const hualien = text.indexOf('"StationId":"466990"');
      const at = text.indexOf('"UVIndex":3', hualien);
      return JSON.parse(
        `${text.slice(0, at)}"UVIndex":-99${text.slice(at + 11)}`,
      ) as typeof document;
    };
    await withCwa(GOOD_KEY, async (app) => {
      const answer = await uvOf(app, { siteName: '花蓮' });
      expect(answer.data.siteName).toBe('成功');
      expect(answer.meta.location).toBe('成功');
    });
  });

  it('is a 503 naming CWA when the answer holds no station list', async () => {
    cwa.state.rewrite = (document) => ({ ...document, records: { Locations: [] } });
    await withCwa(GOOD_KEY, async (app) => {
      const reply = await askUv(app, { siteName: '花蓮' });
      expect(reply.statusCode).toBe(503);
      expect(errorEnvelopeSchema.parse(reply.json()).message).toContain('CWA did not answer');
    });
  });

  it('marks an observation more than three hours old as stale, with its time', async () => {
    clock = parseTaipei('2025-03-09 16:50:00');
    await withCwa(GOOD_KEY, async (app) => {
      expect((await uvOf(app, { siteName: '花蓮' })).meta.stale).toBe(false);
      clock = parseTaipei('2025-03-09 16:51:00');
      const old = await uvOf(app, { siteName: '花蓮' });
      expect(old.meta).toMatchObject({ source: 'upstream', stale: true, observedAt: OBSERVED });
      expect(cwa.state.requests).toHaveLength(1);
    });
  });

  it('is a 503 naming CWA, never the key nor a sample, when a bad key is answered in plain text', async () => {
    await withCwa('WRONG-KEY', async (app) => {
      const reply = await askUv(app, { siteName: '花蓮' });
      expect(reply.statusCode).toBe(503);
      const { message } = errorEnvelopeSchema.parse(reply.json());
      expect(message).toBe('CWA did not answer and no earlier answer is kept; try again later');
      expect(reply.body).not.toContain('WRONG-KEY');
    });
  });

  it('keeps the last answer, marked stale with its old time, when CWA fails', async () => {
    await withCwa(GOOD_KEY, async (app) => {
      const good = await uvOf(app, { siteName: '花蓮' });
      cwa.state.mode = 'down';
      clock += UV_FRESH_FOR_MS;
      const kept = await uvOf(app, { siteName: '花蓮' });
      expect(kept).toEqual({ ...good, meta: { ...good.meta, stale: true } });
      expect(kept.meta.observedAt).toBe(OBSERVED);
      await cwa.requested(2);
    });
  });

  it('keeps the last answer, marked stale, while CWA times out', async () => {
    await withCwa(
      GOOD_KEY,
      async (app) => {
        const good = await uvOf(app, { siteName: '臺東' });
        cwa.state.mode = 'hang';
        clock += UV_FRESH_FOR_MS;
        expect((await uvOf(app, { siteName: '臺東' })).meta).toEqual({ ...good.meta, stale: true });
        await cwa.requested(2);
        // The server gives up on the request it sent, at the time set here, and still answers.
        await expect
          .poll(() => cwa.openHeld(), { timeout: SHORT_UPSTREAM_TIMEOUT_SEEN_WITHIN_MS })
          .toBe(0);
        expect((await uvOf(app, { siteName: '臺東' })).meta).toEqual({ ...good.meta, stale: true });
      },
      { upstreamTimeoutMs: SHORT_UPSTREAM_TIMEOUT_MS },
    );
  });
});
