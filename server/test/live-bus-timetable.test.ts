import { busTimetableAnswerSchema, errorEnvelopeSchema } from '@ecg/domain/contracts';
import { parseTaipei } from '@ecg/domain/rules/datetime';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BUS_SCHEDULE_FRESH_FOR_MS } from '../src/providers/buses/bus-feeds';
import { readBusSchedules } from '../src/providers/buses/schedule-document';
import { hualienSchedules } from './fixtures/tdx-bus-arrivals';
import { startTdxStandIn, withTdxApp, type TdxStandIn, type TestApp } from './tdx-stand-in';

const SCHEDULE_PATH = '/api/v2/Bus/Schedule/City/HualienCounty';
const AT_STOP = '/en/opendata/bus-timetable?route=HUA301&stop=HUA1002';

let tdx: TdxStandIn;
// A Wednesday in Taipei.
let clock = parseTaipei('2026-11-25 14:00:00');
beforeAll(async () => {
  tdx = await startTdxStandIn();
});
afterAll(() => tdx.close());
beforeEach(() => {
  tdx.reset();
  tdx.state.byPath[SCHEDULE_PATH] = hualienSchedules;
  clock = parseTaipei('2026-11-25 14:00:00');
});

const withApp = (key: boolean, use: (app: TestApp) => Promise<void>) =>
  withTdxApp(key ? tdx : undefined, () => clock, use);

describe('GET /{lang}/opendata/bus-timetable', () => {
  it('reads a schedule list, by hand from the fixture', () => {
    const [schedule] = readBusSchedules(hualienSchedules);
    expect(schedule?.Timetables).toHaveLength(3);
    expect(schedule?.Timetables[0]?.ServiceDay?.Wednesday).toBe(1);
    expect(schedule?.Timetables[0]?.StopTimes[1]).toMatchObject({
      StopUID: 'HUA1002',
      DepartureTime: '09:42',
    });
  });

  it("today's trips at the stop, in order, the weekend's left out", async () => {
    await withApp(true, async (app) => {
      const answer = busTimetableAnswerSchema.parse((await app.inject({ url: AT_STOP })).json());
      expect(answer.data).toEqual({
        route: 'HUA301',
        routeName: '301',
        day: '2026-11-25',
        directions: [{ direction: 0, headsign: '301 to Cultural Park', times: ['07:12', '09:42'] }],
      });
      expect(answer.meta).toMatchObject({ source: 'upstream', provider: 'TDX', stale: false });
    });
  });

  it('from the first stop when no stop is asked, and on a Saturday the weekend trip', async () => {
    clock = parseTaipei('2026-11-28 09:00:00');
    await withApp(true, async (app) => {
      const response = await app.inject({ url: '/zh-tw/opendata/bus-timetable?route=HUA301' });
      const answer = busTimetableAnswerSchema.parse(response.json());
      expect(answer.data.directions).toEqual([
        { direction: 0, headsign: '301往文創園區', times: ['08:00'] },
      ]);
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
