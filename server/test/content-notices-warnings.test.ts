import { Writable } from 'node:stream';
import { envelope, noticeSchema } from '@ecg/domain/contracts';
import { parseTaipei } from '@ecg/domain/rules/datetime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { GOOD_KEY, startCwaStandIn, type CwaStandIn } from './cwa-stand-in';
import { testApp } from './helper';

const noticeList = envelope(z.array(noticeSchema));

let cwa: CwaStandIn;
beforeAll(async () => {
  cwa = await startCwaStandIn();
});
afterAll(() => cwa.close());

/** An app on the samples' day (or `time`), with CWA's key or without one (its samples). */
async function withApp(
  options: { key?: boolean; time?: string; logged?: string[] },
  use: (get: Get) => Promise<void>,
) {
  const clock = parseTaipei(options.time ?? '2026-11-21 12:00:00');
  const logged = options.logged;
  const { app, store } = await testApp({
    live: {
      ...(options.key ? { cwa: { apiKey: GOOD_KEY, baseUrl: cwa.baseUrl } } : {}),
      now: () => clock,
    },
    ...(logged
      ? {
          logger: {
            level: 'warn',
            stream: new Writable({
              write: (chunk: Buffer, _encoding, done) => done(void logged.push(chunk.toString())),
            }),
          },
        }
      : {}),
  });
  try {
    await use(async (url) => {
      const response = await app.inject({ method: 'GET', url });
      return {
        status: response.statusCode,
        cache: String(response.headers['cache-control']),
        // The Highway Bureau's traffic control joins the notices too (content-notices-traffic).
        data: noticeList
          .parse(response.json())
          .data.filter((notice) => notice.kind !== 'traffic-control'),
      };
    });
  } finally {
    await app.close();
    await store.destroy();
  }
}
type Notice = z.infer<typeof noticeSchema>;

const live = (data: Notice[]) => data.filter((notice) => notice.source !== undefined);
const editorial = (data: Notice[]) => data.filter((notice) => notice.source === undefined);

type Get = (url: string) => Promise<{ status: number; cache: string; data: Notice[] }>;

/**
 * The notices once CWA's answers, asked for by the first call and never waited for, have come:
 * its five warnings of the recorded day join the editorial notices one dataset at a time.
 */
async function withWarnings(get: Get, url: string) {
  await expect.poll(async () => live((await get(url)).data).length, { timeout: 15_000 }).toBe(5);
  return get(url);
}

describe('the notices call with the CWA warnings in force', () => {
  it.each([
    ['zh-tw', '海上陸上颱風警報（康芮）', '陸上強風特報：臺東縣'],
    ['en', 'Sea and land typhoon warning (KONG-REY)', 'Strong wind advisory: Taitung County'],
    ['ja', '海上・陸上台風警報（KONG-REY）', '陸上強風注意報：台東県'],
  ])(
    'adds them in %s, newest first, a warning to act on as type 2',
    async (lang, typhoon, wind) => {
      await withApp({ key: true }, async (get) => {
        const { data } = await withWarnings(get, `/${lang}/opendata/notices?type=messages`);
        const warnings = live(data);
        expect(warnings.map((notice) => notice.type)).toEqual([2, 2, 1, 2, 1]);
        expect(warnings[0]).toMatchObject({
          title: typhoon,
          datetime: '2026-11-21 08:30:00',
          expires: '2026-11-23 20:30:00',
          source: { provider: 'CWA', sample: false },
        });
        expect(warnings[0]?.id).toMatch(/^cwa-typhoon-[0-9a-f]{12}$/);
        expect(warnings[0]?.content).toMatch(/^<p>/);
        expect(warnings[2]?.title).toBe(wind);
        // One list, the newest first, the editorial notices all still in it.
        const times = data.map((notice) => notice.datetime);
        expect(times).toEqual([...times].sort().reverse());
        expect(editorial(data).map((notice) => notice.id)).toEqual([5, 4, 3, 2, 1]);
      });
    },
  );

  it.each([
    ['zh-tw', '範例：海上陸上颱風警報（康芮）'],
    ['en', 'Example: Sea and land typhoon warning (KONG-REY)'],
    ['ja', 'サンプル：海上・陸上台風警報（KONG-REY）'],
  ])(
    'gives the samples in %s as examples on their recorded day, never to pop up',
    async (lang, typhoon) => {
      // A week after the recording, with no key: nothing of it may read as today's warning.
      await withApp({ time: '2026-11-29 09:00:00' }, async (get) => {
        const { data, cache } = await get(`/${lang}/opendata/notices?type=messages`);
        const warnings = live(data);
        expect(warnings).toHaveLength(5);
        expect(warnings.map((notice) => notice.type)).toEqual([1, 1, 1, 1, 1]);
        expect(warnings[0]).toMatchObject({
          title: typhoon,
          datetime: '2026-11-21 08:30:00',
          expires: '2026-11-23 20:30:00',
          source: { provider: 'CWA', sample: true },
        });
        expect(warnings.every((notice) => notice.datetime.startsWith('2026-11-2'))).toBe(true);
        expect(warnings.every((notice) => notice.title.startsWith(typhoon.slice(0, 3)))).toBe(true);
        // Their recorded ends, long past, do not shorten how long the answer is kept.
        expect(cache).toBe('public, max-age=60');
      });
    },
  );

  it('gives a warning the same id in every language', async () => {
    await withApp({}, async (get) => {
      const ids = async (lang: string) =>
        live((await get(`/${lang}/opendata/notices?type=messages`)).data).map(({ id }) => id);
      expect(await ids('en')).toEqual(await ids('zh-tw'));
      expect(await ids('ja')).toEqual(await ids('zh-tw'));
    });
  });

  it('says when the warnings come from CWA itself', async () => {
    await withApp({ key: true }, async (get) => {
      const { data } = await withWarnings(get, '/en/opendata/notices?type=messages');
      expect(live(data).every((notice) => notice.source?.sample === false)).toBe(true);
    });
  });

  it('is kept a minute at most, and never past the first warning to end', async () => {
    const url = '/en/opendata/notices?type=messages';
    await withApp({ key: true }, async (get) => {
      expect((await withWarnings(get, url)).cache).toBe('public, max-age=60');
    });
    // The small earthquake's notice ends at 22:05:31.
    await withApp({ key: true, time: '2026-11-21 22:05:00' }, async (get) => {
      expect((await withWarnings(get, url)).cache).toBe('public, max-age=31');
    });
  });

  it('answers the editorial notices alone when CWA fails, logged once per back-off', async () => {
    cwa.state.mode = 'down';
    const logged: string[] = [];
    // A checkout not yet built also warns that the app and console are missing: not counted.
    const feedLines = () => logged.filter((line) => line.includes('CWA feed'));
    try {
      await withApp({ key: true, logged }, async (get) => {
        for (let i = 0; i < 20; i++) {
          const answer = await get('/zh-tw/opendata/notices?type=messages');
          expect(answer.status).toBe(200);
          expect(answer.data.map((notice) => notice.id)).toEqual([5, 4, 3, 2, 1]);
          expect(answer.cache).toBe('public, max-age=60');
        }
        // One line per dataset that failed (five), whatever the number of requests; no stacks.
        await expect.poll(() => feedLines().length, { timeout: 15_000 }).toBe(5);
        await get('/zh-tw/opendata/notices?type=messages');
      });
    } finally {
      cwa.reset();
    }
    expect(feedLines()).toHaveLength(5);
    expect(feedLines().every((line) => line.includes('failure 1 in a row'))).toBe(true);
    expect(logged.join('')).not.toContain('"stack"');
  });

  it('never waits on a CWA that hangs: the warnings join once it answers', async () => {
    cwa.state.mode = 'hang';
    try {
      await withApp({ key: true }, async (get) => {
        const url = '/en/opendata/notices?type=messages';
        // Answered while every CWA request is still held open.
        const answer = await get(url);
        expect(answer.data.map((notice) => notice.id)).toEqual([5, 4, 3, 2, 1]);
        await cwa.requested(5);
        expect(cwa.openHeld()).toBe(5);
        cwa.answerHeld();
        cwa.state.mode = 'answer';
        expect(live((await withWarnings(get, url)).data)).toHaveLength(5);
      });
    } finally {
      cwa.reset();
    }
  });
});
