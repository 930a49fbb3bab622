import { describe, expect, it } from 'vitest';
import {
  WEATHER_DAYS_SHOWN,
  WEATHER_FRESH_MS,
  forecastAhead,
  todaysOpeningHours,
  visibleWeatherDays,
} from './weather-days';

const at = (iso: string): number => Date.parse(iso);
const entry = (standard_time: string) => ({ standard_time });
const days = (...dates: string[]) => dates.map((date) => entry(`${date} 06:00:00`));
const datesOf = (entries: readonly { standard_time: string }[]) =>
  entries.map((e) => e.standard_time.slice(0, 10));

// Taipei is UTC+8: 2026-11-24 00:30 in Taipei is 16:30 UTC of the 23rd, 08:30 on the 23rd in Los Angeles.
describe('forecastAhead by day: days run from the Taipei today', () => {
  const week = days('2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25');
  it.each([
    ['early on the first day', '2026-11-20T22:00:00.000Z', '2026-11-21'],
    ['23:30 on the 23rd in Taipei', '2026-11-23T15:30:00.000Z', '2026-11-23'],
    ['23:59:59.999 on the 23rd in Taipei', '2026-11-23T15:59:59.999Z', '2026-11-23'],
    [
      'midnight: the 24th in Taipei, still the 23rd in UTC',
      '2026-11-23T16:00:00.000Z',
      '2026-11-24',
    ],
    [
      '00:30 on the 24th in Taipei (evening of the 23rd in UTC)',
      '2026-11-23T16:30:00.000Z',
      '2026-11-24',
    ],
    [
      '05:59 on the 24th in Taipei, before the day entry starts',
      '2026-11-23T21:59:00.000Z',
      '2026-11-24',
    ],
    ['noon on the last day', '2026-11-25T04:00:00.000Z', '2026-11-25'],
  ] as const)('%s → first %s', (_case, iso, first) => {
    expect(datesOf(forecastAhead(week, at(iso)))[0]).toBe(first);
  });

  it('keeps a day that starts in the evening (the night half only) on its own date', () => {
    const fromEvening = [entry('2026-11-23 18:00:00'), entry('2026-11-24 06:00:00')];
    expect(datesOf(forecastAhead(fromEvening, at('2026-11-23T15:30:00.000Z')))).toEqual([
      '2026-11-23',
      '2026-11-24',
    ]);
    expect(datesOf(forecastAhead(fromEvening, at('2026-11-23T16:30:00.000Z')))).toEqual([
      '2026-11-24',
    ]);
  });

  it('keeps everything when nothing is ahead: a week that has passed shows by its dates', () => {
    expect(forecastAhead(week, at('2026-12-05T04:00:00.000Z'))).toEqual(week);
    expect(forecastAhead([], at('2026-11-23T04:00:00.000Z'))).toEqual([]);
  });
});

describe('forecastAhead by three-hour period: periods run until they end', () => {
  const periods = ['2026-11-23 18:00:00', '2026-11-23 21:00:00', '2026-11-24 00:00:00'].map(entry);
  it.each([
    ['20:59 in Taipei', '2026-11-23T12:59:00.000Z', '2026-11-23 18:00:00'],
    [
      '21:00 in Taipei: the 18:00 period has ended',
      '2026-11-23T13:00:00.000Z',
      '2026-11-23 21:00:00',
    ],
    ['00:30 in Taipei', '2026-11-23T16:30:00.000Z', '2026-11-24 00:00:00'],
    ['long after the last period: everything', '2026-11-25T00:00:00.000Z', '2026-11-23 18:00:00'],
  ] as const)('%s → first %s', (_case, iso, first) => {
    expect(forecastAhead(periods, at(iso), 3)[0]?.standard_time).toBe(first);
  });
});

describe('WEATHER_FRESH_MS', () => {
  it('keeps a forecast 30 minutes', () => {
    expect(WEATHER_FRESH_MS).toBe(1_800_000);
  });
});

describe('visibleWeatherDays', () => {
  it('shows three days', () => {
    expect(WEATHER_DAYS_SHOWN).toBe(3);
  });

  const taipeiNoonOf21st = at('2026-11-21T04:00:00.000Z');
  it.each([
    [[], []],
    [['2026-11-21'], ['2026-11-21']],
    [
      ['2026-11-21', '2026-11-22'],
      ['2026-11-21', '2026-11-22'],
    ],
    [
      ['2026-11-21', '2026-11-22', '2026-11-23'],
      ['2026-11-21', '2026-11-22', '2026-11-23'],
    ],
    [
      ['2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24'],
      ['2026-11-21', '2026-11-22', '2026-11-23'],
    ],
    [
      ['2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24'],
      ['2026-11-21', '2026-11-22', '2026-11-23'],
    ],
  ])('%j at noon on the 21st in Taipei → %j', (dates, expected) => {
    expect(datesOf(visibleWeatherDays(days(...dates), taipeiNoonOf21st))).toEqual(expected);
  });

  it('leaves the input list as it was', () => {
    const list = days('2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24');
    visibleWeatherDays(list, taipeiNoonOf21st);
    expect(list).toHaveLength(5);
  });
});

describe('todaysOpeningHours', () => {
  const week = [
    'Monday: 08:00 – 17:00',
    'Tuesday: 08:00 – 17:00',
    'Wednesday: 08:00 – 17:00',
    'Thursday: 08:00 – 17:00',
    'Friday: 08:00 – 18:00',
    'Saturday: 09:00 – 18:00',
    'Sunday: Closed',
  ];
  // 2026-11-23 is a Monday; Taipei midnight is 16:00 UTC of the day before.
  it.each([
    ['2026-11-22T15:59:59.999Z', 'Sunday: Closed'],
    ['2026-11-22T16:00:00.000Z', 'Monday: 08:00 – 17:00'],
    ['2026-11-23T15:59:59.999Z', 'Monday: 08:00 – 17:00'],
    ['2026-11-23T16:00:00.000Z', 'Tuesday: 08:00 – 17:00'],
    ['2026-11-25T16:00:00.000Z', 'Thursday: 08:00 – 17:00'],
    ['2026-11-27T04:00:00.000Z', 'Friday: 08:00 – 18:00'],
    ['2026-11-27T16:00:00.000Z', 'Saturday: 09:00 – 18:00'],
    ['2026-11-28T16:00:00.000Z', 'Sunday: Closed'],
  ] as const)('at %s → %s', (iso, expected) => {
    expect(todaysOpeningHours(week, at(iso))).toBe(expected);
  });

  it.each([
    [[], '2026-11-23T04:00:00.000Z'],
    [['Monday: 08:00 – 17:00'], '2026-11-24T04:00:00.000Z'],
  ] as const)('%j at %s → undefined, so the caller shows opentime', (list, iso) => {
    expect(todaysOpeningHours(list, at(iso))).toBeUndefined();
  });

  it('reads a one-line list on Monday', () => {
    expect(todaysOpeningHours(['Monday: 24 hours'], at('2026-11-23T04:00:00.000Z'))).toBe(
      'Monday: 24 hours',
    );
  });
});
