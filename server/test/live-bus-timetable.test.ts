import { busTimetableAnswerSchema, errorEnvelopeSchema } from '@ecg/domain/contracts';
import { parseTaipei } from '@ecg/domain/rules/datetime';
import { beforeEach, describe, expect, it } from 'vitest';
import { BUS_SCHEDULE_FRESH_FOR_MS } from '../src/providers/buses/bus-feeds';
import { readBusSchedules } from '../src/providers/buses/schedule-document';
import { hualienSchedules, taiwanTripSchedules } from './fixtures/tdx-bus-arrivals';
import { tdxStandInForTests, withTdxApp, type TestApp } from './tdx-stand-in';

const SCHEDULE_PATH = '/api/v2/Bus/Schedule/City/HualienCounty';
const INTERCITY_PATH = '/api/v2/Bus/Schedule/InterCity';
const SHUTTLE_PATH = '/api/v2/Tourism/Bus/Schedule/TaiwanTrip';
const AT_STOP = '/en/opendata/bus-timetable?route=HUA301&stop=HUA1002';

const tdx = tdxStandInForTests();
// A Wednesday in Taipei.
let clock = parseTaipei('2026-11-25 14:00:00');
beforeEach(() => {
  tdx.state.byPath[SCHEDULE_PATH] = hualienSchedules;
  tdx.state.byPath[INTERCITY_PATH] = [];
  tdx.state.byPath[SHUTTLE_PATH] = taiwanTripSchedules;
  clock = parseTaipei('2026-11-25 14:00:00');
});

const withApp = (key: boolean, use: (app: TestApp) => Promise<void>) =>
  withTdxApp(key ? tdx : undefined, () => clock, use);

describe('GET /{lang}/opendata/bus-timetable', () => {
  it('reads a schedule list, by hand from the fixture', () => {
    const [trips, headways] = readBusSchedules(hualienSchedules);
    expect(trips?.Timetables).toHaveLength(5);
    expect(trips?.Timetables[0]?.ServiceDay?.Wednesday).toBe(1);
    expect(trips?.Timetables[0]?.StopTimes[1]).toMatchObject({
      StopUID: 'HUA1002',
      DepartureTime: '09:42',
    });
    expect(trips?.Timetables[3]?.SpecialDays).toEqual([
      { Dates: ['2026-11-25'], ServiceStatus: 2 },
    ]);
    expect(trips?.Timetables[4]?.SpecialDays?.[0]?.DatePeriod).toEqual({
      StartDate: '2026-11-28',
      EndDate: '2026-11-29',
    });
    expect(headways?.Timetables).toEqual([]);
    expect(headways?.Frequencys[1]).toEqual({
      StartTime: '06:00',
      EndTime: '09:00',
      MinHeadwayMins: 15,
      MaxHeadwayMins: 20,
      ServiceDay: expect.objectContaining({ Wednesday: 1, Saturday: 0 }) as unknown,
    });
    const [shuttle] = readBusSchedules(taiwanTripSchedules);
    expect(shuttle?.TaiwanTripName?.En).toBe('Taroko Route');
  });

  it("today's trips at the stop and the periods run by headway, the cancelled left out", async () => {
    await withApp(true, async (app) => {
      const answer = busTimetableAnswerSchema.parse((await app.inject({ url: AT_STOP })).json());
      expect(answer.data).toEqual({
        route: 'HUA301',
        routeName: '301',
        day: '2026-11-25',
        directions: [
          {
            direction: 0,
            headsign: '301 to Cultural Park',
            times: ['07:12', '09:42'],
            headways: [],
          },
          {
            direction: 1,
            headsign: '301 to Hualien Station',
            times: [],
            headways: [
              { from: '06:00', to: '09:00', minMinutes: 15, maxMinutes: 20 },
              { from: '16:00', to: '19:00', minMinutes: 20, maxMinutes: 20 },
            ],
          },
        ],
      });
      expect(answer.meta).toMatchObject({ source: 'upstream', provider: 'TDX', stale: false });
      expect(tdx.state.requests.map((request) => request.path)).not.toContain(SHUTTLE_PATH);
    });
  });

  it("from the first stop when no stop is asked, and on a Saturday the weekend's service", async () => {
    clock = parseTaipei('2026-11-28 09:00:00');
    await withApp(true, async (app) => {
      const response = await app.inject({ url: '/zh-tw/opendata/bus-timetable?route=HUA301' });
      const answer = busTimetableAnswerSchema.parse(response.json());
      expect(answer.data.directions).toEqual([
        { direction: 0, headsign: '301往文創園區', times: ['08:00', '16:00'], headways: [] },
        {
          direction: 1,
          headsign: '301往花蓮車站',
          times: [],
          headways: [{ from: '08:00', to: '18:00', minMinutes: 30, maxMinutes: 40 }],
        },
      ]);
    });
  });

  it('on a Sunday whose headway service is cancelled, the extra trip only', async () => {
    clock = parseTaipei('2026-11-29 09:00:00');
    await withApp(true, async (app) => {
      const answer = busTimetableAnswerSchema.parse((await app.inject({ url: AT_STOP })).json());
      expect(answer.data.directions).toEqual([
        {
          direction: 0,
          headsign: '301 to Cultural Park',
          times: ['08:12', '16:12'],
          headways: [],
        },
      ]);
    });
  });

  it("a Tourist Shuttle line from the shuttle's own timetable", async () => {
    await withApp(true, async (app) => {
      const response = await app.inject({
        url: '/en/opendata/bus-timetable?route=THB1133&stop=HUA1002',
      });
      const answer = busTimetableAnswerSchema.parse(response.json());
      expect(answer.data).toMatchObject({
        routeName: 'Taroko Route',
        directions: [
          {
            direction: 0,
            times: [],
            headways: [{ from: '07:00', to: '17:00', minMinutes: 60, maxMinutes: 90 }],
          },
        ],
      });
      expect(tdx.state.requests.map((request) => request.path)).toEqual(
        expect.arrayContaining([INTERCITY_PATH, SHUTTLE_PATH]),
      );
    });
  });

  it('without a key lists nothing and asks nothing', async () => {
    await withApp(false, async (app) => {
      const answer = busTimetableAnswerSchema.parse((await app.inject({ url: AT_STOP })).json());
      expect(answer.data).toEqual({ route: 'HUA301', day: '2026-11-25', directions: [] });
      expect(answer.meta.source).toBe('unconfigured');
      expect(tdx.state.requests).toEqual([]);
    });
  });

  it('stale while TDX is down, 503 with nothing kept, 400 naming a bad route', async () => {
    await withApp(true, async (app) => {
      await app.inject({ url: AT_STOP });
      tdx.state.mode = 'down';
      clock += BUS_SCHEDULE_FRESH_FOR_MS + 1;
      const stale = busTimetableAnswerSchema.parse((await app.inject({ url: AT_STOP })).json());
      expect(stale.meta.stale).toBe(true);
      expect(stale.data.directions[0]?.times).toEqual(['07:12', '09:42']);
    });
    await withApp(true, async (app) => {
      expect((await app.inject({ url: AT_STOP })).statusCode).toBe(503);
      const bad = await app.inject({ url: '/en/opendata/bus-timetable?route=TPE1' });
      expect(bad.statusCode).toBe(400);
      expect(errorEnvelopeSchema.parse(bad.json()).message).toContain('request.route:');
    });
  });
});
