import { describe, expect, it } from 'vitest';
import { isWayBack, lastFlightBack, type BoardFlight } from './flights-board';

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
