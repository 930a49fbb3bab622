import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  errorEnvelopeSchema,
  flightBoardAnswerSchema,
  flightScheduleAnswerSchema,
  flightsTodayAnswerSchema,
} from '@ecg/domain/contracts';
import { parseTaipei } from '@ecg/domain/rules/datetime';
import { beforeEach, describe, expect, it } from 'vitest';
import { FIDS_FRESH_FOR_MS } from '../src/providers/tdx/air-feeds';
import { tdxStandInForTests, withTdxApp, type TestApp } from './tdx-stand-in';

// Written from TDX's Air description, for tests only (fixtures/tdx/README.md).
const fixture = (file: string) =>
  JSON.parse(readFileSync(path.join(import.meta.dirname, 'fixtures/tdx', file), 'utf8')) as unknown;
const FIDS = '/api/v2/Air/FIDS/Airport';
const BOARD = '/zh-tw/opendata/flights';
const TODAY = '/zh-tw/opendata/flights/today';
const SCHEDULE = '/zh-tw/opendata/flights/schedule';

const tdx = tdxStandInForTests();
let clock = parseTaipei('2026-12-01 14:00:00');
beforeEach(() => {
  for (const airport of ['KYD', 'HUN', 'GNI']) {
    tdx.state.byPath[`${FIDS}/Departure/${airport}`] = [];
    tdx.state.byPath[`${FIDS}/Arrival/${airport}`] = [];
  }
  tdx.state.byPath[`${FIDS}/Departure/TTT`] = fixture('FIDS-Departure-TTT.json');
  tdx.state.byPath[`${FIDS}/Arrival/TTT`] = fixture('FIDS-Arrival-TTT.json');
  tdx.state.byPath[`${FIDS}/Departure/GNI`] = fixture('FIDS-Departure-GNI.json');
  tdx.state.byPath['/api/v2/Air/GeneralSchedule/Domestic'] = fixture(
    'GeneralSchedule-Domestic.json',
  );
  clock = parseTaipei('2026-12-01 14:00:00');
});

const withApp = (key: boolean, use: (app: TestApp) => Promise<void>) =>
  withTdxApp(key ? tdx : undefined, () => clock, use);

describe('GET /{lang}/opendata/flights', () => {
  it("fresh from TDX: today's departures in time order, cargo left out, the last back", async () => {
    await withApp(true, async (app) => {
      const response = await app.inject({ url: `${BOARD}?airport=TTT` });
      expect(response.statusCode).toBe(200);
      const answer = flightBoardAnswerSchema.parse(response.json());
      expect(answer.meta).toMatchObject({
        source: 'upstream',
        provider: 'TDX',
        stale: false,
        observedAt: '2026-12-01 13:55:00',
        location: 'TTT',
      });
      const { data } = answer;
      expect(data).toMatchObject({ airport: 'TTT', direction: 'departures', date: '2026-12-01' });
      expect(data.contact).toEqual({
        airport: 'TTT',
        phone: '(089)362530、(089)362531',
        lat: 22.7563383575,
        lng: 121.107136418,
      });
      expect(
        data.flights?.map((flight) => [flight.flight, flight.scheduled.slice(11), flight.status]),
      ).toEqual([
        ['DA 7011', '07:30', 'departed'],
        ['B7 8702', '07:40', 'departed'],
        ['DA 7021', '08:00', 'cancelled'],
        ['AE 392', '12:30', 'delayed'],
        ['DA 7015', '15:20', 'check-in'],
        ['B7 8710', '17:10', 'on-time'],
        ['B7 8716', '19:20', 'cancelled'],
      ]);
      expect(data.flights?.[3]).toEqual({
        airline: 'AE',
        flight: 'AE 392',
        from: 'TTT',
        to: 'TSA',
        scheduled: '2026-12-01 12:30',
        estimated: '2026-12-01 14:40',
        gate: '1',
        checkCounter: '5-6',
        status: 'delayed',
        remark: '延誤',
        remarkEn: 'DELAYED',
      });
      expect(data.flights?.[1]?.actual).toBe('2026-12-01 07:46');
      // 19:20 is cancelled: 17:10 is the last way back to Taipei.
      expect(data.lastBack?.flight).toBe('B7 8710');
      expect(tdx.state.requests.map((request) => request.path)).toContain(`${FIDS}/Departure/TTT`);
    });
  });

  it('arrivals: the arrival board, and no "last flight back" on it', async () => {
    await withApp(true, async (app) => {
      const answer = flightBoardAnswerSchema.parse(
        (await app.inject({ url: `${BOARD}?airport=TTT&direction=arrivals` })).json(),
      );
      expect(answer.data.flights?.map((flight) => [flight.flight, flight.status])).toEqual([
        ['B7 8701', 'arrived'],
        ['DA 7012', 'arrived'],
        ['AE 391', 'delayed'],
        ['B7 8709', 'on-time'],
      ]);
      expect(answer.data.flights?.[0]?.baggageClaim).toBe('1');
      expect(answer.data.lastBack).toBeUndefined();
    });
  });

  it("a big airport's board keeps only the flights to or from the coast", async () => {
    tdx.state.byPath[`${FIDS}/Departure/TSA`] = [
      {
        FlightDate: '2026-12-01',
        FlightNumber: '8701',
        AirlineID: 'B7',
        DepartureAirportID: 'TSA',
        ArrivalAirportID: 'TTT',
        ScheduleDepartureTime: '2026-12-01T06:00',
        DepartureRemark: '已飛',
        DepartureRemarkEn: 'DEPARTED',
        UpdateTime: '2026-12-01T13:55:00+08:00',
      },
      {
        FlightDate: '2026-12-01',
        FlightNumber: '8601',
        AirlineID: 'B7',
        DepartureAirportID: 'TSA',
        ArrivalAirportID: 'KNH',
        ScheduleDepartureTime: '2026-12-01T07:00',
        DepartureRemark: '準時',
        DepartureRemarkEn: 'ON TIME',
        UpdateTime: '2026-12-01T13:55:00+08:00',
      },
    ];
    await withApp(true, async (app) => {
      const answer = flightBoardAnswerSchema.parse(
        (await app.inject({ url: `${BOARD}?airport=TSA` })).json(),
      );
      expect(answer.data.flights?.map((flight) => flight.flight)).toEqual(['B7 8701']);
      expect(answer.data.lastBack).toBeUndefined();
      expect(answer.data.contact).toBeUndefined();
    });
  });

  it("without TDX credentials: no flight at all, the airport's phone, and TDX never asked", async () => {
    await withApp(false, async (app) => {
      const response = await app.inject({ url: `${BOARD}?airport=GNI` });
      expect(response.statusCode).toBe(200);
      const answer = flightBoardAnswerSchema.parse(response.json());
      expect(answer.data.flights).toEqual([]);
      expect(answer.data.lastBack).toBeUndefined();
      expect(answer.data.contact).toEqual({
        airport: 'GNI',
        phone: '(089)671194',
        lat: 22.672361,
        lng: 121.466862,
      });
      expect(answer.meta).toMatchObject({ source: 'unconfigured', provider: 'CAA', stale: false });
      expect(tdx.state.requests).toEqual([]);
    });
  });

  it('stale while TDX is down, the last good board kept', async () => {
    await withApp(true, async (app) => {
      const fresh = flightBoardAnswerSchema.parse(
        (await app.inject({ url: `${BOARD}?airport=TTT` })).json(),
      );
      tdx.state.mode = 'down';
      clock += FIDS_FRESH_FOR_MS + 1;
      const stale = flightBoardAnswerSchema.parse(
        (await app.inject({ url: `${BOARD}?airport=TTT` })).json(),
      );
      expect(stale.meta).toMatchObject({ source: 'upstream', stale: true });
      expect(stale.data.flights).toEqual(fresh.data.flights);
    });
  });

  it('answers 503 naming TDX when it is down and nothing is kept', async () => {
    tdx.state.mode = 'down';
    await withApp(true, async (app) => {
      const response = await app.inject({ url: `${BOARD}?airport=TTT` });
      expect(response.statusCode).toBe(503);
      const answer = errorEnvelopeSchema.parse(response.json());
      expect(answer.message).toContain('TDX');
      expect(answer.message).not.toContain('secret-1');
    });
  });

  it.each([
    [`${BOARD}`, 'request.airport: airport must be one of'],
    [`${BOARD}?airport=TPE`, 'request.airport: airport must be one of'],
    [`${BOARD}?airport=TTT&direction=both`, 'request.direction: direction must be'],
    [`${SCHEDULE}?month=13`, 'request.month: month must be a number from 1 to 12'],
    [`${SCHEDULE}?month=July`, 'request.month'],
  ])('%s is a 400 naming the field', async (url, message) => {
    await withApp(false, async (app) => {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(400);
      expect(errorEnvelopeSchema.parse(response.json()).message).toContain(message);
    });
  });
});

describe('GET /{lang}/opendata/flights/today', () => {
  it("the east airports' day: flights, cancelled, delayed and the last back", async () => {
    await withApp(true, async (app) => {
      const answer = flightsTodayAnswerSchema.parse((await app.inject({ url: TODAY })).json());
      expect(answer.meta).toMatchObject({ source: 'upstream', stale: false });
      expect(
        answer.data.airports?.map(({ airport, flights, cancelled, delayed, lastBack }) => [
          airport,
          flights,
          cancelled,
          delayed,
          lastBack?.flight,
        ]),
      ).toEqual([
        ['TTT', 11, 2, 2, 'B7 8710'],
        ['GNI', 2, 0, 0, 'DA 7016'],
        ['KYD', 0, 0, 0, undefined],
        ['HUN', 0, 0, 0, undefined],
      ]);
      expect(answer.data.contacts.map((contact) => contact.airport)).toEqual([
        'GNI',
        'HUN',
        'KYD',
        'TTT',
      ]);
    });
  });

  it('an airport whose boards fail is left out, and the answer is stale', async () => {
    delete tdx.state.byPath[`${FIDS}/Arrival/HUN`];
    delete tdx.state.byPath[`${FIDS}/Departure/HUN`];
    await withApp(true, async (app) => {
      const answer = flightsTodayAnswerSchema.parse((await app.inject({ url: TODAY })).json());
      expect(answer.meta.stale).toBe(true);
      expect(answer.data.airports?.map((day) => day.airport)).toEqual(['TTT', 'GNI', 'KYD']);
    });
  });

  it('without TDX credentials: no airport day, only the phones', async () => {
    await withApp(false, async (app) => {
      const answer = flightsTodayAnswerSchema.parse((await app.inject({ url: TODAY })).json());
      expect(answer.data.airports).toEqual([]);
      expect(answer.meta.source).toBe('unconfigured');
      expect(answer.data.contacts).toContainEqual({
        airport: 'HUN',
        phone: '(03)8210768',
        lat: 24.0256445094,
        lng: 121.613703583,
      });
    });
  });
});

describe('GET /{lang}/opendata/flights/schedule', () => {
  it("December's flights touching the coast, by airport then time, clipped to the month", async () => {
    await withApp(true, async (app) => {
      const answer = flightScheduleAnswerSchema.parse(
        (await app.inject({ url: `${SCHEDULE}?month=12` })).json(),
      );
      expect(answer.data.month).toBe('2026-12');
      expect(
        answer.data.flights?.map(
          (flight) => `${flight.flight} ${flight.from}-${flight.to} ${flight.departs}`,
        ),
      ).toEqual([
        'B7 8701 TSA-TTT 06:00',
        'DA 7011 TTT-GNI 07:30',
        'B7 8702 TTT-TSA 07:40',
        'DA 7021 TTT-KYD 08:00',
        'AE 392 TTT-TSA 12:30',
      ]);
      expect(answer.data.flights?.[4]).toMatchObject({
        days: [false, true, false, true, false, true, false],
        validFrom: '2026-12-01',
        validTo: '2026-12-31',
        arrives: '13:30',
      });
    });
  });

  it("July, seen in December, is next July's: the summer flight alone", async () => {
    await withApp(true, async (app) => {
      const answer = flightScheduleAnswerSchema.parse(
        (await app.inject({ url: `${SCHEDULE}?month=7` })).json(),
      );
      expect(answer.data.month).toBe('2027-07');
      expect(
        answer.data.flights?.map((flight) => [flight.flight, flight.validFrom, flight.validTo]),
      ).toEqual([['B7 8720', '2027-07-01', '2027-07-31']]);
    });
  });

  it('without TDX credentials: no timetable, the phones', async () => {
    await withApp(false, async (app) => {
      const answer = flightScheduleAnswerSchema.parse(
        (await app.inject({ url: `${SCHEDULE}?month=7` })).json(),
      );
      expect(answer.data).toMatchObject({ month: '2027-07', flights: [] });
      expect(answer.meta.source).toBe('unconfigured');
      expect(answer.data.contacts).toHaveLength(4);
    });
  });
});
