import {
  envelope,
  errorEnvelopeSchema,
  ferriesAnswerSchema,
  noticeSchema,
} from '@ecg/domain/contracts';
import { parseTaipei } from '@ecg/domain/rules/datetime';
import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SHIP_TIMETABLE_FRESH_FOR_MS } from '../src/providers/tdx/ship-feeds';
import {
  SHIP_PATHS,
  shipDaily,
  shipFares,
  shipGeneral,
  shipNews,
  shipRoutes,
  shipSpecific,
} from './fixtures/tdx-ship-answers';
import { tdxStandInForTests, withTdxApp, type TestApp } from './tdx-stand-in';

const FERRIES = '/zh-tw/opendata/ferries';
const noticeList = envelope(z.array(noticeSchema));

const tdx = tdxStandInForTests();
let clock = parseTaipei('2026-12-01 10:00:00');
beforeEach(() => {
  // Written from the description, tests only (fixtures/tdx-ship-answers.ts).
  Object.assign(tdx.state.byPath, {
    [SHIP_PATHS.routes]: shipRoutes,
    [SHIP_PATHS.daily]: shipDaily,
    [SHIP_PATHS.general]: shipGeneral,
    [SHIP_PATHS.specific]: shipSpecific,
    [SHIP_PATHS.fares]: shipFares,
    [SHIP_PATHS.news]: shipNews,
  });
  clock = parseTaipei('2026-12-01 10:00:00');
});

const withApp = (key: boolean, use: (app: TestApp) => Promise<void>) =>
  withTdxApp(key ? tdx : undefined, () => clock, use);

const ferryNotices = async (app: TestApp, lang: string) => {
  const response = await app.inject({ url: `/${lang}/opendata/notices?type=messages` });
  return noticeList.parse(response.json()).data.filter((notice) => notice.kind === 'ferry-sailing');
};

describe('GET /{lang}/opendata/ferries', () => {
  it("answers today's sailings, this month's timetable, fares, news and the last way back", async () => {
    await withApp(true, async (app) => {
      const response = await app.inject({ url: FERRIES });
      expect(response.statusCode).toBe(200);
      const answer = ferriesAnswerSchema.parse(response.json());
      expect(answer.meta).toMatchObject({
        source: 'upstream',
        provider: 'TDX',
        stale: false,
        observedAt: '2026-12-01 05:00:00',
      });
      expect(answer.data).toMatchObject({ today: '2026-12-01', month: 12, year: 2026 });
      expect(answer.data.sailings).toHaveLength(5);
      expect(answer.data.timetable.map((trip) => trip.tripId)).toEqual(['W201', 'W101']);
      expect(answer.data.fares.map((fare) => fare.price)).toEqual([501, 251]);
      expect(answer.data.news.map((news) => [news.id, news.kind])).toEqual([
        ['TEST-N1', 'stopped'],
      ]);
      // 16:00 from Green Island is stopped: 09:10 is the last back; Lanyu's by way of Green Island.
      expect(answer.data.lastBack.map((s) => [s.fromPortId, s.departsAt])).toEqual([
        ['TWGNI', '09:10'],
        ['TWKYD', '14:00'],
      ]);
      const paths = tdx.state.requests.map((request) => request.path);
      expect(paths).toEqual(expect.arrayContaining(Object.values(SHIP_PATHS)));
    });
  });

  it("answers July's timetable for a visitor planning ahead (next July, seen in December)", async () => {
    await withApp(true, async (app) => {
      const answer = ferriesAnswerSchema.parse(
        (await app.inject({ url: `${FERRIES}?month=7` })).json(),
      );
      expect(answer.data).toMatchObject({ month: 7, year: 2027 });
      expect(answer.data.timetable.map((trip) => trip.departsAt)).toEqual(['06:40', '12:20']);
      expect(answer.data.specialDays.map((day) => [day.departsAt, day.status])).toEqual([
        ['10:30', 'extra'],
      ]);
    });
  });

  it.each(['13', '0', 'july'])('refuses month=%s with 400 naming the field', async (month) => {
    await withApp(true, async (app) => {
      const response = await app.inject({ url: `${FERRIES}?month=${month}` });
      expect(response.statusCode).toBe(400);
      expect(errorEnvelopeSchema.parse(response.json()).message).toContain('month');
    });
  });

  it('fresh from TDX, then the last good answer marked stale while TDX is down', async () => {
    await withApp(true, async (app) => {
      const fresh = ferriesAnswerSchema.parse((await app.inject({ url: FERRIES })).json());
      tdx.state.mode = 'down';
      clock += SHIP_TIMETABLE_FRESH_FOR_MS + 1;
      const stale = ferriesAnswerSchema.parse((await app.inject({ url: FERRIES })).json());
      expect(stale.meta).toMatchObject({ source: 'upstream', stale: true });
      expect(stale.data.sailings).toEqual(fresh.data.sailings);
    });
  });

  it('answers 503 naming TDX when it is down and nothing is kept', async () => {
    tdx.state.mode = 'down';
    await withApp(true, async (app) => {
      const response = await app.inject({ url: FERRIES });
      expect(response.statusCode).toBe(503);
      const answer = errorEnvelopeSchema.parse(response.json());
      expect(answer.message).toContain('TDX');
      expect(answer.message).not.toContain('secret-1');
    });
  });

  it('without TDX credentials answers empty lists, unconfigured, nothing made up (no recorded answer exists)', async () => {
    await withApp(false, async (app) => {
      const response = await app.inject({ url: `${FERRIES}?month=7` });
      expect(response.statusCode).toBe(200);
      const answer = ferriesAnswerSchema.parse(response.json());
      expect(answer.meta).toMatchObject({ source: 'unconfigured', provider: 'TDX', stale: false });
      expect(answer.data).toEqual({
        today: '2026-12-01',
        month: 7,
        year: 2027,
        routes: [],
        sailings: [],
        timetable: [],
        specialDays: [],
        fares: [],
        news: [],
        lastBack: [],
      });
      expect(tdx.state.requests).toEqual([]);
      expect(await ferryNotices(app, 'en')).toEqual([]);
    });
  });
});

describe('sailing news among the notices', () => {
  it.each([
    ['zh-tw', '測試：受東北季風影響，12月1日下午富岡—綠島航線停航', '請旅客改搭上午班次'],
    ['en', 'Island ferries: sailings stopped', 'The notice as published, in Chinese:'],
    ['ja', '離島航路（緑島・蘭嶼）：欠航', '発表（中国語）：'],
  ])("raises today's stopped sailings to act on (type 2) in %s", async (lang, title, words) => {
    await withApp(true, async (app) => {
      await expect
        .poll(async () => (await ferryNotices(app, lang)).length, { timeout: 20_000 })
        .toBe(1);
      const [notice] = await ferryNotices(app, lang);
      expect(notice).toMatchObject({
        id: expect.stringMatching(/^tdx-ferry-[0-9a-f]{12}$/) as string,
        type: 2,
        title,
        datetime: '2026-12-01 06:30:00',
      });
      // Live TDX data, whose publisher the app names by the notice's kind.
      expect(notice).toMatchObject({
        kind: 'ferry-sailing',
        source: { provider: 'TDX', sample: false },
      });
      expect(notice?.description).toContain(words);
      // The operator's own words are always there, in Chinese.
      expect(notice?.description).toContain('16:00 綠島開往富岡班次停航');
    });
  });

  it('leaves the other notices standing while TDX is down', async () => {
    tdx.state.mode = 'down';
    await withApp(true, async (app) => {
      const response = await app.inject({ url: '/en/opendata/notices?type=messages' });
      expect(response.statusCode).toBe(200);
      expect(await ferryNotices(app, 'en')).toEqual([]);
    });
  });
});
