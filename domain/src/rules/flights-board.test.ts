import { describe, expect, it } from 'vitest';
import { isWayBack, lastFlightBack, nearestAirport, type BoardFlight } from './flights-board';

const flight = (
  to: string,
  scheduled: string,
  status: BoardFlight['status'] = 'on-time',
  from = 'TTT',
): BoardFlight => ({ from, to, scheduled: `2026-12-01 ${scheduled}`, status });

describe('isWayBack', () => {
  it.each([
    ['TTT', 'TSA', true],
    ['TTT', 'KHH', true],
    ['HUN', 'RMQ', true],
    ['TTT', 'GNI', false],
    ['TTT', 'KYD', false],
    ['GNI', 'TTT', true],
    ['KYD', 'KHH', true],
    ['KYD', 'GNI', false],
    ['TSA', 'TTT', undefined],
    ['KHH', 'KYD', undefined],
  ] as const)('%s → %s: %s', (from, to, expected) => {
    expect(isWayBack(from, to)).toBe(expected);
  });
});

describe('nearestAirport', () => {
  // The four east airports where the CAA's list places them (data/sources/airports_tdx_2026.json).
  const airports = [
    { airport: 'GNI', lat: 22.672361, lng: 121.466862 },
    { airport: 'HUN', lat: 24.0256445094, lng: 121.613703583 },
    { airport: 'KYD', lat: 22.0278123735, lng: 121.535818739 },
    { airport: 'TTT', lat: 22.7563383575, lng: 121.107136418 },
  ];
  it.each([
    ['Green Island, Nanliao harbour', 22.6709, 121.4689, 'GNI'],
    ['Lanyu, Kaiyuan harbour', 22.0805, 121.5033, 'KYD'],
    ['Taitung Station', 22.7935, 121.1232, 'TTT'],
    ['Lanyu, its far north-east shore', 22.08, 121.59, 'KYD'],
    ['Sanxiantai, nearer Green Island across the sea', 23.1236, 121.4108, 'TTT'],
    ['Fugang harbour, facing Green Island', 22.7912, 121.1925, 'TTT'],
    ['Hualien Station', 23.993, 121.6012, 'HUN'],
    ['Ruisui, the rift valley half-way', 23.4973, 121.3754, 'HUN'],
  ])('%s: %s', (_, lat, lng, expected) => {
    expect(nearestAirport({ lat, lng }, airports)).toBe(expected);
  });

  it('gives none when no airport is placed', () => {
    expect(nearestAirport({ lat: 22.67, lng: 121.47 }, [{ airport: 'GNI' }])).toBeUndefined();
  });
});

describe('lastFlightBack', () => {
  it('is the last departure to the mainland still to leave', () => {
    const board = [
      flight('TSA', '08:00', 'departed'),
      flight('TSA', '17:10', 'on-time'),
      flight('GNI', '18:30', 'on-time'),
      flight('KHH', '16:00', 'check-in'),
    ];
    expect(lastFlightBack(board)).toBe(board[1]);
  });

  it('skips a cancelled last flight for the one before it', () => {
    const board = [flight('TSA', '15:00', 'delayed'), flight('TSA', '19:00', 'cancelled')];
    expect(lastFlightBack(board)).toBe(board[0]);
  });

  it('is none once every flight back has left', () => {
    const board = [flight('TSA', '08:00', 'departed'), flight('TSA', '12:00', 'departed')];
    expect(lastFlightBack(board)).toBeUndefined();
  });

  it('skips a flight with an actual departure time whatever its words say', () => {
    const board = [{ ...flight('TSA', '19:00', 'other'), actual: '2026-12-01 19:05' }];
    expect(lastFlightBack(board)).toBeUndefined();
  });

  it('from an island, is the last flight to Taitung', () => {
    const board = [
      flight('TTT', '09:00', 'on-time', 'GNI'),
      flight('TTT', '15:40', 'boarding', 'GNI'),
    ];
    expect(lastFlightBack(board)).toBe(board[1]);
  });

  it('is none at an airport off the coast', () => {
    expect(lastFlightBack([flight('TTT', '19:00', 'on-time', 'TSA')])).toBeUndefined();
  });
});
