import { describe, expect, it } from 'vitest';
import { fliesIn, flightsOfMonth, plannedMonth, type ScheduledFlight } from './flights-schedule';

const EVERY_DAY = [true, true, true, true, true, true, true];
const SUNDAYS = [true, false, false, false, false, false, false];

const flight = (overrides: Partial<ScheduledFlight> = {}): ScheduledFlight => ({
  from: 'TTT',
  to: 'TSA',
  departs: '08:10',
  validFrom: '2026-10-26',
  validTo: '2027-03-27',
  days: EVERY_DAY,
  ...overrides,
});

describe('plannedMonth', () => {
  it.each([
    [12, '2026-11-30', '2026-12', '2026-12-01', '2026-12-31'],
    [11, '2026-11-30', '2026-11', '2026-11-01', '2026-11-30'],
    [7, '2026-11-30', '2027-07', '2027-07-01', '2027-07-31'],
    [2, '2027-01-15', '2027-02', '2027-02-01', '2027-02-28'],
    [2, '2027-11-15', '2028-02', '2028-02-01', '2028-02-29'],
  ] as const)('month %d seen on %s is %s', (month, today, name, first, last) => {
    expect(plannedMonth(month, today)).toEqual({ month: name, first, last });
  });
});

describe('fliesIn', () => {
  const december = plannedMonth(12, '2026-11-30');
  it.each([
    ['valid all month, every day', flight(), true],
    ['valid from the month after', flight({ validFrom: '2027-01-01' }), false],
    ['ended the month before', flight({ validTo: '2026-11-30' }), false],
    [
      'valid only on the 31st, a Thursday, flying Sundays',
      flight({ validFrom: '2026-12-31', days: SUNDAYS }),
      false,
    ],
    [
      'valid only on the 27th, a Sunday, flying Sundays',
      flight({ validFrom: '2026-12-27', validTo: '2026-12-27', days: SUNDAYS }),
      true,
    ],
    ['flying no day', flight({ days: [false, false, false, false, false, false, false] }), false],
    ['an unreadable date', flight({ validTo: 'soon' }), false],
  ] as const)('%s → %s', (_case, entry, expected) => {
    expect(fliesIn(entry, december)).toBe(expected);
  });
});

describe('flightsOfMonth', () => {
  it("keeps the region's flights of the month, by airport then time", () => {
    const late = flight({ departs: '17:00' });
    const early = flight({ departs: '07:00' });
    const island = flight({ from: 'GNI', to: 'TTT', departs: '09:00' });
    const elsewhere = flight({ from: 'TSA', to: 'KNH' });
    const july = flight({ validFrom: '2027-07-01', validTo: '2027-07-31' });
    expect(
      flightsOfMonth([late, elsewhere, july, island, early], plannedMonth(12, '2026-11-30')),
    ).toEqual([island, early, late]);
  });
});
