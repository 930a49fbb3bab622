import { busPositionsAnswerSchema, errorEnvelopeSchema } from '@ecg/domain/contracts';
import { parseTaipei } from '@ecg/domain/rules/datetime';
import { beforeEach, describe, expect, it } from 'vitest';
import { BUS_POSITIONS_FRESH_FOR_MS } from '../src/providers/buses/bus-feeds';
import { hualienPositions, hualienShapes, hualienStopsOfRoute } from './fixtures/tdx-bus-positions';
import { tdxStandInForTests, withTdxApp, type TestApp } from './tdx-stand-in';

const HUALIEN = '/api/v2/Bus';
const POSITIONS_PATH = `${HUALIEN}/RealTimeByFrequency/City/HualienCounty`;
const SHAPE_PATH = `${HUALIEN}/Shape/City/HualienCounty`;
const STOPS_PATH = `${HUALIEN}/StopOfRoute/City/HualienCounty`;
const ROUTE = '/en/opendata/bus-positions?route=HUA301';

const tdx = tdxStandInForTests();
let clock = parseTaipei('2026-11-25 14:00:00');
beforeEach(() => {
  tdx.state.byPath[POSITIONS_PATH] = hualienPositions;
  tdx.state.byPath[SHAPE_PATH] = hualienShapes;
  tdx.state.byPath[STOPS_PATH] = hualienStopsOfRoute;
  clock = parseTaipei('2026-11-25 14:00:00');
});

const withApp = (key: boolean, use: (app: TestApp) => Promise<void>) =>
  withTdxApp(key ? tdx : undefined, () => clock, use);

const positionsOf = async (app: TestApp, url = ROUTE) =>
  busPositionsAnswerSchema.parse((await app.inject({ url })).json());

describe('GET /{lang}/opendata/bus-positions', () => {
  it("the route's buses reported in the last minutes, its path and its stops", async () => {
    await withApp(true, async (app) => {
      const answer = await positionsOf(app);
      expect(answer.data.buses).toEqual([
        {
          plate: 'KKA-1234',
          lat: 24.0051,
          lng: 121.6152,
          direction: 0,
          speed: 32,
          azimuth: 190,
          at: '2026-11-25 13:59:30',
        },
        {
          plate: 'KKA-5678',
          lat: 23.9874,
          lng: 121.6093,
          direction: 1,
          speed: 0,
          at: '2026-11-25 13:58:00',
        },
      ]);
      expect(answer.data.routeName).toBe('301');
      expect(answer.data.line).toHaveLength(4);
      expect(answer.data.line[0]).toEqual({ lat: 24.03143, lng: 121.62718 });
      expect(answer.data.stops.map((stop) => [stop.stop, stop.name])).toEqual([
        ['HUA1001', 'Qixingtan'],
        ['HUA1002', 'Cultural Park'],
      ]);
      expect(answer.meta).toMatchObject({
        source: 'upstream',
        provider: 'TDX',
        stale: false,
        observedAt: '2026-11-25 13:59:30',
        location: 'HUA301',
      });
      const asked = tdx.state.requests.find((request) => request.path === POSITIONS_PATH);
      expect(asked).toBeDefined();
    });
  });

  it('without a path from TDX, the stops in order are the line', async () => {
    tdx.state.byPath[SHAPE_PATH] = [];
    await withApp(true, async (app) => {
      const answer = await positionsOf(app, '/zh-tw/opendata/bus-positions?route=HUA301');
      expect(answer.data.line).toEqual([
        { lat: 24.03143, lng: 121.62718 },
        { lat: 23.97624, lng: 121.60486 },
      ]);
      expect(answer.data.stops[0]?.name).toBe('七星潭');
    });
  });

  it('without a key lists nothing, asks nothing, and says it is unconfigured', async () => {
    await withApp(false, async (app) => {
      const answer = await positionsOf(app);
      expect(answer.data).toEqual({ route: 'HUA301', line: [], stops: [], buses: [] });
      expect(answer.meta.source).toBe('unconfigured');
      expect(tdx.state.requests).toEqual([]);
    });
  });

  it('stale while TDX is down, 503 with nothing kept, 400 naming a bad route', async () => {
    await withApp(true, async (app) => {
      await app.inject({ url: ROUTE });
      tdx.state.mode = 'down';
      clock += BUS_POSITIONS_FRESH_FOR_MS + 1;
      const stale = await positionsOf(app);
      expect(stale.meta.stale).toBe(true);
      expect(stale.data.buses.map((bus) => bus.plate)).toEqual(['KKA-1234', 'KKA-5678']);
    });
    await withApp(true, async (app) => {
      expect((await app.inject({ url: ROUTE })).statusCode).toBe(503);
      const bad = await app.inject({ url: '/en/opendata/bus-positions?route=TPE1' });
      expect(bad.statusCode).toBe(400);
      expect(errorEnvelopeSchema.parse(bad.json()).message).toContain('request.route:');
    });
  });
});
