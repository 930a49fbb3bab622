import { describe, expect, it } from 'vitest';
import { sailingNewsOn } from '../src/providers/ferries/ferries-provider';
import {
  islandFares,
  islandRoutes,
  sailingsOn,
  specialDaysDuring,
  timetableDuring,
} from '../src/providers/ferries/ferry-timetable';
import {
  readShipDaily,
  readShipFares,
  readShipGeneral,
  readShipNews,
  readShipRoutes,
  readShipSpecific,
} from '../src/providers/tdx/ship-documents';
import {
  shipDaily,
  shipFares,
  shipGeneral,
  shipNews,
  shipRoutes,
  shipSpecific,
} from './fixtures/tdx-ship-answers';

// The fixtures are written from TDX's description (tests only); the oracles are read off them by hand.
const routes = islandRoutes(readShipRoutes(shipRoutes));
const TODAY = '2026-12-01';
const JULY = { from: '2027-07-01', to: '2027-07-31' };
const DECEMBER = { from: '2026-12-01', to: '2026-12-31' };

describe('TDX Ship documents', () => {
  it('refuses a document without its list, naming what is missing', () => {
    expect(() => readShipRoutes({ UpdateTime: '2026-11-30T04:00:00+08:00' })).toThrow(
      /route list: Routes/,
    );
    expect(() => readShipDaily([])).toThrow(/daily timetable/);
  });

  it('keeps the routes between Fugang and the islands, with their vessels', () => {
    expect(routes.map((route) => [route.id, route.from.id, route.to.id, route.vessels])).toEqual([
      ['TEST-GI', 'TWTTT', 'TWGNI', ['測試一號']],
      ['TEST-LY', 'TWTTT', 'TWKYD', ['測試二號', '測試三號']],
    ]);
    expect(routes[0]).toMatchObject({ name: '測試富岡－綠島', nameEn: 'Test Fugang–Green Island' });
  });

  it("reads today's sailings, earliest first, a stopped one marked by the special timetable", () => {
    const sailings = sailingsOn(
      TODAY,
      readShipDaily(shipDaily),
      readShipSpecific(shipSpecific),
      routes,
    );
    expect(
      sailings.map((s) => [s.tripId, s.fromPortId, s.toPortId, s.departsAt, s.arrivesAt, s.status]),
    ).toEqual([
      ['T101', 'TWTTT', 'TWGNI', '08:00', '08:50', 'scheduled'],
      ['T102', 'TWGNI', 'TWTTT', '09:10', '10:00', 'scheduled'],
      ['T103', 'TWTTT', 'TWGNI', '13:00', '13:50', 'scheduled'],
      // Lanyu by way of Green Island: first departure, last arrival.
      ['T202', 'TWKYD', 'TWTTT', '14:00', '15:40', 'scheduled'],
      ['T104', 'TWGNI', 'TWTTT', '16:00', '16:50', 'stopped'],
    ]);
    // One vessel on the Green Island route names it; two on Lanyu's name none.
    expect(sailings[0]?.vessel).toBe('測試一號');
    expect(sailings[3]?.vessel).toBeUndefined();
  });

  it("gives a month's timetable by the seasons valid in it", () => {
    const general = readShipGeneral(shipGeneral);
    expect(
      timetableDuring(DECEMBER, general).map((t) => [t.tripId, t.departsAt, t.days.length]),
    ).toEqual([
      ['W201', '07:10', 3],
      ['W101', '08:00', 7],
    ]);
    const july = timetableDuring(JULY, general);
    expect(july.map((t) => [t.tripId, t.departsAt, t.validFrom, t.validTo])).toEqual([
      ['S101', '06:40', '2027-03-15', '2027-10-15'],
      ['S103', '12:20', '2027-03-15', '2027-10-15'],
    ]);
    expect(timetableDuring(DECEMBER, general)[0]?.days).toEqual(['Monday', 'Wednesday', 'Friday']);
  });

  it('lists the special days of the month', () => {
    const specific = readShipSpecific(shipSpecific);
    expect(specialDaysDuring(JULY, specific)).toEqual([
      {
        routeId: 'TEST-GI',
        fromPort: '富岡漁港',
        toPort: '南寮漁港',
        departsAt: '10:30',
        dates: [],
        from: '2027-07-01',
        to: '2027-07-31',
        status: 'extra',
        description: '測試：暑假加班',
      },
    ]);
    expect(
      specialDaysDuring(DECEMBER, specific).map((d) => [d.departsAt, d.dates, d.status]),
    ).toEqual([['16:00', ['2026-12-01'], 'stopped']]);
  });

  it('keeps the fares between our ports', () => {
    expect(islandFares(readShipFares(shipFares))).toEqual([
      {
        routeId: 'TEST-GI',
        fromPort: '富岡漁港',
        toPort: '南寮漁港',
        name: '測試全票',
        ticketType: 1,
        fareClass: 1,
        price: 501,
      },
      {
        routeId: 'TEST-GI',
        fromPort: '富岡漁港',
        toPort: '南寮漁港',
        name: '測試半票',
        ticketType: 1,
        fareClass: 3,
        price: 251,
      },
    ]);
  });

  it("keeps today's sailing news (category 7) only", () => {
    expect(sailingNewsOn(readShipNews(shipNews), TODAY)).toEqual([
      {
        id: 'TEST-N1',
        kind: 'stopped',
        title: '測試：受東北季風影響，12月1日下午富岡—綠島航線停航',
        description: '測試：16:00 綠島開往富岡班次停航，請旅客改搭上午班次。',
        publishedAt: '2026-12-01 06:30:00',
        url: 'https://example.test/news/1',
      },
    ]);
  });
});
