import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  envelope,
  errorEnvelopeSchema,
  highwayCamerasAnswerSchema,
  noticeSchema,
} from '@ecg/domain/contracts';
import { parseTaipei } from '@ecg/domain/rules/datetime';
import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { HIGHWAY_CAMERAS_FRESH_FOR_MS } from '../src/providers/tdx/road-feeds';
import { samplesDir } from './helper';
import { tdxStandInForTests, withTdxApp, type TestApp } from './tdx-stand-in';

const CAMERAS = '/zh-tw/opendata/highway-cameras';
const NEWS_PATH = '/api/v2/Road/Traffic/Live/News/Highway';
const CCTV_PATH = '/api/v2/Road/Traffic/CCTV/Highway';
const recorded = (file: string) =>
  JSON.parse(readFileSync(path.join(samplesDir, 'tdx', file), 'utf8')) as unknown;
const noticeList = envelope(z.array(noticeSchema));

const tdx = tdxStandInForTests();
let clock = parseTaipei('2026-11-25 14:00:00');
beforeEach(() => {
  tdx.state.byPath[NEWS_PATH] = recorded('RoadNews-Highway.json');
  tdx.state.byPath[CCTV_PATH] = recorded('CCTV-Highway-T9.json');
  clock = parseTaipei('2026-11-25 14:00:00');
});

const withApp = (key: boolean, use: (app: TestApp) => Promise<void>) =>
  withTdxApp(key ? tdx : undefined, () => clock, use);

const trafficNotices = async (app: TestApp, lang: string) => {
  const response = await app.inject({ url: `/${lang}/opendata/notices?type=messages` });
  return noticeList
    .parse(response.json())
    .data.filter((notice) => notice.kind === 'traffic-control');
};

describe('GET /{lang}/opendata/highway-cameras', () => {
  it('without TDX credentials answers the recorded list by section, labelled a sample', async () => {
    await withApp(false, async (app) => {
      const response = await app.inject({ url: CAMERAS });
      expect(response.statusCode).toBe(200);
      const answer = highwayCamerasAnswerSchema.parse(response.json());
      // Recorded 2026-10-03 03:43:24, moved on to the latest such time before now.
      expect(answer.meta).toMatchObject({
        source: 'sample',
        provider: 'TDX',
        fetchedAt: '2026-11-25 03:43:24',
        stale: false,
        location: '台9線',
      });
      expect(answer.data.map((group) => group.section)).toEqual([
        'suhua',
        'taroko-xincheng',
        'hualien-city',
        'shoufeng',
        'fenglin-guangfu',
        'ruisui-yuli',
        'fuli',
      ]);
    });
  });

  it('fresh from TDX, then stale while TDX is down, then still the last good answer', async () => {
    await withApp(true, async (app) => {
      const fresh = highwayCamerasAnswerSchema.parse((await app.inject({ url: CAMERAS })).json());
      expect(fresh.meta).toMatchObject({ source: 'upstream', provider: 'TDX', stale: false });
      expect(fresh.meta.observedAt).toBe('2026-10-03 03:43:24');
      expect(fresh.data.flatMap((group) => group.cameras)).toHaveLength(74);
      expect(tdx.state.requests.map((request) => request.path)).toContain(CCTV_PATH);

      tdx.state.mode = 'down';
      clock += HIGHWAY_CAMERAS_FRESH_FOR_MS + 1;
      const stale = highwayCamerasAnswerSchema.parse((await app.inject({ url: CAMERAS })).json());
      expect(stale.meta).toMatchObject({ source: 'upstream', stale: true });
      expect(stale.data).toEqual(fresh.data);
    });
  });

  it('answers 503 naming TDX when it is down and nothing is kept', async () => {
    tdx.state.mode = 'down';
    await withApp(true, async (app) => {
      const response = await app.inject({ url: CAMERAS });
      expect(response.statusCode).toBe(503);
      const answer = errorEnvelopeSchema.parse(response.json());
      expect(answer.message).toContain('TDX');
      expect(answer.message).not.toContain('secret-1');
    });
  });
});

describe('traffic control among the notices', () => {
  it('from TDX: a closure to act on (type 2), the rest bells, in zh-tw as the Bureau wrote', async () => {
    await withApp(true, async (app) => {
      await expect.poll(async () => (await trafficNotices(app, 'zh-tw')).length).toBe(3);
      const notices = await trafficNotices(app, 'zh-tw');
      expect(notices.map((notice) => [notice.title, notice.type, notice.traffic?.control])).toEqual(
        [
          ['台9線159K+400(大清水路段)明隧道復建工程施工', 1, 'lane-control'],
          ['台9線148K+840~154K+149(蘇花改中仁隧道)機電設備養護作業', 2, 'closure'],
          ['台9線231K+649~233K+798(馬太鞍溪鋼便橋)於115年1月1日10:00正式通車', 1, 'reopened'],
        ],
      );
      expect(notices[1]).toMatchObject({
        id: expect.stringMatching(/^tdx-traffic-[0-9a-f]{12}$/) as string,
        datetime: '2026-09-29 12:09:00',
        source: { provider: 'TDX', sample: false },
        traffic: { road: '台9', fromKm: 148.84, toKm: 154.149 },
      });
    });
  });

  it.each([
    [
      'en',
      'Example: Traffic control: Highway 9, km 148.8–154.1, road closed',
      'Follow the signed detour.',
    ],
    ['ja', 'サンプル：交通規制：台9線 148.8–154.1km・通行止め', '迂回路あり。'],
    ['zh-tw', '範例：台9線148K+840~154K+149(蘇花改中仁隧道)機電設備養護作業', '改道通行台9丁線'],
  ])(
    'without credentials, the recorded items as examples, never popped up (%s)',
    async (lang, title, detour) => {
      await withApp(false, async (app) => {
        await expect.poll(async () => (await trafficNotices(app, lang)).length).toBe(3);
        const notices = await trafficNotices(app, lang);
        expect(notices.every((notice) => notice.type === 1 && notice.source?.sample)).toBe(true);
        expect(notices[1]?.title).toBe(title);
        expect(notices[1]?.description).toContain(detour);
        // The Bureau's own words are always there, in Chinese.
        expect(notices[1]?.description).toContain('蘇花改中仁隧道');
      });
    },
  );

  it('leaves the other notices standing while TDX is down', async () => {
    tdx.state.mode = 'down';
    await withApp(true, async (app) => {
      const response = await app.inject({ url: '/en/opendata/notices?type=messages' });
      expect(response.statusCode).toBe(200);
      expect(noticeList.parse(response.json()).data.length).toBeGreaterThan(0);
      expect(await trafficNotices(app, 'en')).toEqual([]);
    });
  });
});
