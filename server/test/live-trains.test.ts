import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  envelope,
  errorEnvelopeSchema,
  noticeSchema,
  trainsAnswerSchema,
  trainStationsAnswerSchema,
} from '@ecg/domain/contracts';
import { parseTaipei } from '@ecg/domain/rules/datetime';
import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { TRAIN_TIMETABLE_FRESH_FOR_MS } from '../src/providers/tdx/rail-feeds';
import { tdxStandInForTests, withTdxApp, type TestApp } from './tdx-stand-in';

// Written from TDX's Rail v3 description, for tests only (fixtures/tdx/README.md).
const fixture = (file: string) =>
  JSON.parse(readFileSync(path.join(__dirname, 'fixtures/tdx', file), 'utf8')) as unknown;
const OD_PATH = '/api/v3/Rail/TRA/DailyTrainTimetable/OD/6000/to/7000/2026-11-25';
const TRAINS = '/en/opendata/trains?from=6000&to=7000';
const noticeList = envelope(z.array(noticeSchema));

const tdx = tdxStandInForTests();
let clock = parseTaipei('2026-11-25 14:00:00');
beforeEach(() => {
  tdx.state.byPath[OD_PATH] = fixture('TRA-DailyTrainTimetable-6000-7000.json');
  tdx.state.byPath['/api/v3/Rail/TRA/StationLiveBoard/Station/6000'] = fixture(
    'TRA-StationLiveBoard-6000.json',
  );
  tdx.state.byPath['/api/v3/Rail/TRA/StationLiveBoard/Station/7000'] = fixture(
    'TRA-StationLiveBoard-7000.json',
  );
  tdx.state.byPath['/api/v3/Rail/TRA/Alert'] = fixture('TRA-Alert.json');
  clock = parseTaipei('2026-11-25 14:00:00');
});

const withApp = (key: boolean, use: (app: TestApp) => Promise<void>) =>
  withTdxApp(key ? tdx : undefined, () => clock, use);

describe('GET /{lang}/opendata/train-stations', () => {
  it("lists the region's 39 stations north to south, in English where TDX names them", async () => {
    await withApp(false, async (app) => {
      const answer = trainStationsAnswerSchema.parse(
        (await app.inject({ url: '/en/opendata/train-stations' })).json(),
      );
      expect(answer.data).toHaveLength(39);
      expect(answer.data[0]).toMatchObject({ id: '7060', name: 'Heping' });
      expect(answer.data.at(-1)).toMatchObject({ id: '5190', name: 'Dawu' });
      expect(answer.data.find((station) => station.id === '6000')).toMatchObject({
        name: 'Taitung',
        tel: '089-229687',
        url: 'https://www.trc.com.tw/tra-tip-web/tip/tip00H/tipH41/viewStaInfo/6000',
      });
    });
  });
});

describe('GET /{lang}/opendata/trains', () => {
  it('without a TDX key says so, asks TDX nothing and shows no train', async () => {
    await withApp(false, async (app) => {
      const response = await app.inject({ url: TRAINS });
      expect(response.statusCode).toBe(200);
      const answer = trainsAnswerSchema.parse(response.json());
      expect(answer.data).toEqual({ date: '2026-11-25', from: '6000', to: '7000', trains: [] });
      expect(answer.meta).toMatchObject({ source: 'unconfigured', provider: 'TDX', stale: false });
      expect(tdx.state.requests).toHaveLength(0);
    });
  });

  it('fresh: the day’s trains by departure, with flags, delays from the boards, alerts', async () => {
    await withApp(true, async (app) => {
      const answer = trainsAnswerSchema.parse((await app.inject({ url: TRAINS })).json());
      expect(answer.meta).toMatchObject({
        source: 'upstream',
        provider: 'TDX',
        stale: false,
        observedAt: '2026-11-25 04:10:00',
      });
      expect(answer.data).toMatchObject({ date: '2026-11-25', from: '6000', to: '7000' });
      expect(answer.data.boardsAt).toBe('2026-11-25 14:00:00');
      // Oracle values read off the fixture by hand.
      expect(answer.data.trains).toEqual([
        {
          no: '9001',
          type: 'puyuma',
          typeName: 'Puyuma',
          towards: 'Shulin',
          departs: '08:05',
          arrives: '09:40',
          bike: false,
          wheelchair: true,
          suspended: 'no',
          delayMinutes: 0,
          running: 'on-time',
        },
        {
          no: '9005',
          type: 'local',
          typeName: 'Local Train',
          towards: 'Beipu',
          departs: '17:10',
          arrives: '19:55',
          bike: true,
          wheelchair: false,
          suspended: 'no',
          delayMinutes: 12,
          running: 'delayed',
        },
        {
          no: '9009',
          type: 'tze-chiang',
          typeName: 'Tze-Chiang Limited Express(EMU3000)',
          towards: 'Hualien',
          departs: '20:55',
          arrives: '22:25',
          bike: true,
          wheelchair: true,
          suspended: 'whole',
        },
      ]);
      // Taipei's alert, the ended one and the all-clear are left out.
      expect(answer.data.alerts?.map((alert) => alert.id)).toEqual(['TEST-EAST']);
    });
  });

  it('names stations in Chinese for zh-tw', async () => {
    await withApp(true, async (app) => {
      const answer = trainsAnswerSchema.parse(
        (await app.inject({ url: '/zh-tw/opendata/trains?from=6000&to=7000' })).json(),
      );
      expect(answer.data.trains.map((train) => train.towards)).toEqual(['樹林', '北埔', '花蓮']);
    });
  });

  it('stale while TDX is down after the fresh period, with the last good trains', async () => {
    await withApp(true, async (app) => {
      const fresh = trainsAnswerSchema.parse((await app.inject({ url: TRAINS })).json());
      tdx.state.mode = 'down';
      clock += TRAIN_TIMETABLE_FRESH_FOR_MS + 1;
      const stale = trainsAnswerSchema.parse((await app.inject({ url: TRAINS })).json());
      expect(stale.meta).toMatchObject({ source: 'upstream', stale: true });
      expect(stale.data.trains.map((train) => train.no)).toEqual(
        fresh.data.trains.map((train) => train.no),
      );
    });
  });

  it('answers 503 naming TDX when it is down and nothing is kept', async () => {
    tdx.state.mode = 'down';
    await withApp(true, async (app) => {
      const response = await app.inject({ url: TRAINS });
      expect(response.statusCode).toBe(503);
      const answer = errorEnvelopeSchema.parse(response.json());
      expect(answer.message).toContain('TDX');
      expect(answer.message).not.toContain('secret-1');
    });
  });

  it.each([
    ['from=60&to=7000', 'request.from'],
    ['from=1000&to=7000', 'request.from: from must be a station of the region'],
    ['from=7000&to=7000', 'request.to'],
    ['from=6000&to=7000&date=2026-13-01', 'request.date'],
    ['to=7000', 'request.from: from is required'],
    ['from=6000&to=7000&date=2026-11-24', 'request.date: date must be from today'],
  ])('400 for %s, naming the field', async (query, message) => {
    await withApp(true, async (app) => {
      const response = await app.inject({ url: `/en/opendata/trains?${query}` });
      expect(response.statusCode).toBe(400);
      expect(errorEnvelopeSchema.parse(response.json()).message).toContain(message);
    });
  });
});

describe('TRA alerts among the notices', () => {
  it.each([
    ['zh-tw', '測試：玉里—富里間路線檢修，列車延誤'],
    ['en', 'Railway (TRA): services disrupted'],
    ['ja', '台湾鉄道（台鉄）：ダイヤ乱れ'],
  ])('the region’s alert as a bell of the rail kind (%s)', async (lang, title) => {
    await withApp(true, async (app) => {
      const rail = async () =>
        noticeList
          .parse((await app.inject({ url: `/${lang}/opendata/notices?type=messages` })).json())
          .data.filter((notice) => notice.kind === 'rail');
      await expect.poll(async () => (await rail()).length).toBe(1);
      const [notice] = await rail();
      expect(notice).toMatchObject({
        title,
        type: 1,
        id: expect.stringMatching(/^tdx-rail-[0-9a-f]{12}$/) as string,
        source: { provider: 'TDX', sample: false },
        link: [{ url: 'https://www.railway.gov.tw/' }],
      });
      // TRA's own words are always there, in Chinese.
      expect(notice?.description).toContain('玉里、富里間單線運轉');
    });
  });

  it('none without a key', async () => {
    await withApp(false, async (app) => {
      const answer = noticeList.parse(
        (await app.inject({ url: '/en/opendata/notices?type=messages' })).json(),
      );
      expect(answer.data.filter((notice) => notice.kind === 'rail')).toEqual([]);
    });
  });
});
