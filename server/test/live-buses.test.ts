import {
  busAlertsAnswerSchema,
  busArrivalsAnswerSchema,
  errorEnvelopeSchema,
} from '@ecg/domain/contracts';
import { parseTaipei } from '@ecg/domain/rules/datetime';
import { beforeEach, describe, expect, it } from 'vitest';
import { readBusAlerts } from '../src/providers/buses/alert-document';
import { readBusEstimates } from '../src/providers/buses/arrival-document';
import {
  BUS_ALERTS_FRESH_FOR_MS,
  BUS_ARRIVALS_FRESH_FOR_MS,
} from '../src/providers/buses/bus-feeds';
import {
  hualienAlerts,
  hualienArrivals,
  intercityAlerts,
  taiwanTripArrivals,
} from './fixtures/tdx-bus-arrivals';
import { tdxStandInForTests, withTdxApp, type TestApp } from './tdx-stand-in';

const ARRIVALS = '/zh-tw/opendata/bus-arrivals?stop=HUA1002';
const CITY_PATH = '/api/v2/Bus/EstimatedTimeOfArrival/City/HualienCounty';
const TRIP_PATH = '/api/v2/Tourism/Bus/EstimatedTimeOfArrival/TaiwanTrip';

const tdx = tdxStandInForTests();
let clock = parseTaipei('2026-11-25 14:00:00');
beforeEach(() => {
  tdx.state.byPath[CITY_PATH] = hualienArrivals;
  tdx.state.byPath[TRIP_PATH] = taiwanTripArrivals;
  tdx.state.byPath['/api/v2/Bus/Alert/City/HualienCounty'] = hualienAlerts;
  tdx.state.byPath['/api/v2/Bus/Alert/City/TaitungCounty'] = [];
  tdx.state.byPath['/api/v2/Bus/Alert/InterCity'] = intercityAlerts;
  clock = parseTaipei('2026-11-25 14:00:00');
});

const withApp = (key: boolean, use: (app: TestApp) => Promise<void>) =>
  withTdxApp(key ? tdx : undefined, () => clock, use);

describe('the TDX estimate parser', () => {
  it('reads the fields the provider needs, by hand from the fixture', () => {
    const [first, second] = readBusEstimates(hualienArrivals);
    expect(first).toMatchObject({ StopUID: 'HUA1002', EstimateTime: 479, IsLastBus: true });
    expect(second).toMatchObject({
      StopStatus: 1,
      EstimateTime: null,
      NextBusTime: '2026-11-25T15:10:00+08:00',
      Direction: 1,
    });
    expect(readBusEstimates(taiwanTripArrivals)[0]?.TaiwanTripName?.Zh_tw).toBe('台灣好行太魯閣線');
  });

  it('refuses what is not a list of estimates', () => {
    expect(() => readBusEstimates({ Message: 'not found' })).toThrow(/bus estimate list/);
  });
});

describe('GET /{lang}/opendata/bus-arrivals', () => {
  it('without TDX credentials lists nothing, asks nothing, and says so', async () => {
    await withApp(false, async (app) => {
      const response = await app.inject({ url: ARRIVALS });
      expect(response.statusCode).toBe(200);
      const answer = busArrivalsAnswerSchema.parse(response.json());
      expect(answer.data).toEqual({ stop: 'HUA1002', arrivals: [] });
      expect(answer.meta).toMatchObject({ source: 'unconfigured', provider: 'TDX', stale: false });
      expect(tdx.state.requests).toEqual([]);
    });
  });

  it("fresh from TDX: the stop's buses and the shuttle's, nearest first", async () => {
    await withApp(true, async (app) => {
      const answer = busArrivalsAnswerSchema.parse((await app.inject({ url: ARRIVALS })).json());
      expect(answer.meta).toMatchObject({
        source: 'upstream',
        provider: 'TDX',
        stale: false,
        observedAt: '2026-11-25 13:59:55',
        location: 'HUA1002',
      });
      expect(answer.data.stopName).toBe('文創園區');
      expect(answer.data.arrivals).toEqual([
        {
          route: '台灣好行太魯閣線',
          routeUid: 'THB1133',
          direction: 0,
          shuttle: true,
          state: 'arriving',
          minutes: 0,
          lastBus: false,
        },
        {
          route: '301',
          routeUid: 'HUA301',
          direction: 0,
          shuttle: false,
          state: 'coming',
          minutes: 7,
          lastBus: true,
        },
        {
          route: '花蓮－鯉魚潭',
          routeUid: 'HUA1133',
          direction: 1,
          shuttle: false,
          state: 'not-departed',
          nextBusAt: '2026-11-25 15:10:00',
          lastBus: false,
        },
        {
          route: '302',
          routeUid: 'HUA302',
          direction: 0,
          shuttle: false,
          state: 'last-bus-gone',
          lastBus: false,
        },
      ]);
      expect(tdx.state.requests.map((request) => request.path).sort()).toEqual(
        ['/auth/token', CITY_PATH, TRIP_PATH].sort(),
      );
    });
  });

  it('names routes and the stop in English where TDX does, in Chinese for Japanese', async () => {
    await withApp(true, async (app) => {
      const response = await app.inject({ url: '/en/opendata/bus-arrivals?stop=HUA1002' });
      const answer = busArrivalsAnswerSchema.parse(response.json());
      expect(answer.data.stopName).toBe('Cultural Park');
      expect(answer.data.arrivals.map((arrival) => arrival.route)).toEqual([
        'Taroko Route',
        '301',
        'Hualien - Liyu Lake',
        '302',
      ]);
      const ja = busArrivalsAnswerSchema.parse(
        (await app.inject({ url: '/ja/opendata/bus-arrivals?stop=HUA1002' })).json(),
      );
      expect(ja.data.stopName).toBe('文創園區');
      expect(ja.data.arrivals[0]?.route).toBe('台灣好行太魯閣線');
    });
  });

  it('serves the last good answer marked stale while TDX is down', async () => {
    await withApp(true, async (app) => {
      const fresh = busArrivalsAnswerSchema.parse((await app.inject({ url: ARRIVALS })).json());
      tdx.state.mode = 'down';
      clock += BUS_ARRIVALS_FRESH_FOR_MS + 1;
      const stale = busArrivalsAnswerSchema.parse((await app.inject({ url: ARRIVALS })).json());
      expect(stale.meta).toMatchObject({ source: 'upstream', stale: true });
      expect(stale.data).toEqual(fresh.data);
    });
  });

  it('answers 503 naming TDX when it is down and nothing is kept', async () => {
    tdx.state.mode = 'down';
    await withApp(true, async (app) => {
      const response = await app.inject({ url: ARRIVALS });
      expect(response.statusCode).toBe(503);
      const answer = errorEnvelopeSchema.parse(response.json());
      expect(answer.message).toContain('TDX');
      expect(answer.message).not.toContain('secret-1');
    });
  });

  it.each([
    ['/zh-tw/opendata/bus-arrivals', 'request.stop: stop is required'],
    ['/zh-tw/opendata/bus-arrivals?stop=TPE1001', 'request.stop:'],
    ["/zh-tw/opendata/bus-arrivals?stop=HUA1'%20or%201", 'request.stop:'],
  ])('refuses %s, naming the field', async (url, message) => {
    await withApp(true, async (app) => {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(400);
      expect(errorEnvelopeSchema.parse(response.json()).message).toContain(message);
      expect(tdx.state.requests).toEqual([]);
    });
  });
});

describe('GET /{lang}/opendata/bus-alerts', () => {
  const ALERTS = '/zh-tw/opendata/bus-alerts';

  it('reads an alert list, by hand from the fixture', () => {
    const [first] = readBusAlerts(hualienAlerts);
    expect(first).toMatchObject({ AlertID: 'A1', Status: 2, EndTime: '2026-11-26T18:00:00+08:00' });
    expect(first?.Scope?.Routes[0]?.RouteName?.Zh_tw).toBe('301');
  });

  it('without TDX credentials lists none and asks nothing', async () => {
    await withApp(false, async (app) => {
      const answer = busAlertsAnswerSchema.parse((await app.inject({ url: ALERTS })).json());
      expect(answer.data).toEqual({ alerts: [] });
      expect(answer.meta.source).toBe('unconfigured');
      expect(tdx.state.requests).toEqual([]);
    });
  });

  it("from TDX: the counties' alerts in force and the intercity ones naming them", async () => {
    await withApp(true, async (app) => {
      const answer = busAlertsAnswerSchema.parse((await app.inject({ url: ALERTS })).json());
      expect(answer.meta).toMatchObject({ source: 'upstream', provider: 'TDX', stale: false });
      expect(answer.data.alerts).toEqual([
        {
          id: 'City/HualienCounty|A1',
          network: 'City/HualienCounty',
          title: '301路因道路施工改道',
          description: '11/24至11/26 301路改道行駛，文創園區站暫停停靠。',
          status: 2,
          routes: ['301'],
          startsAt: '2026-11-24 08:00:00',
          endsAt: '2026-11-26 18:00:00',
          url: 'https://example.com/alert/A1',
        },
        {
          id: 'InterCity|B1',
          network: 'InterCity',
          title: '1145 花蓮－臺東 部分班次停駛',
          description: '因落石，部分班次停駛。',
          status: 2,
          routes: [],
          startsAt: '2026-11-25 06:00:00',
        },
      ]);
    });
  });

  it('stale while TDX is down, then 503 with nothing kept', async () => {
    await withApp(true, async (app) => {
      await app.inject({ url: ALERTS });
      tdx.state.mode = 'down';
      clock += BUS_ALERTS_FRESH_FOR_MS + 1;
      const stale = busAlertsAnswerSchema.parse((await app.inject({ url: ALERTS })).json());
      expect(stale.meta.stale).toBe(true);
      expect(stale.data.alerts).toHaveLength(2);
    });
    await withApp(true, async (app) => {
      const response = await app.inject({ url: ALERTS });
      expect(response.statusCode).toBe(503);
      expect(errorEnvelopeSchema.parse(response.json()).message).toContain('TDX');
    });
  });
});
