import { describe, expect, it } from 'vitest';
import { WEATHER_DAYS_SHOWN, todaysOpeningHours, visibleWeatherDays } from './weather-days';

describe('visibleWeatherDays', () => {
  it('shows three days', () => {
    expect(WEATHER_DAYS_SHOWN).toBe(3);
  });

  it.each([
    [[], []],
    [['mon'], ['mon']],
    [
      ['mon', 'tue'],
      ['mon', 'tue'],
    ],
    [
      ['mon', 'tue', 'wed'],
      ['mon', 'tue', 'wed'],
    ],
    [
      ['mon', 'tue', 'wed', 'thu'],
      ['mon', 'tue', 'wed'],
    ],
    [
      ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
      ['mon', 'tue', 'wed'],
    ],
  ])('%j → %j', (days, expected) => {
    expect(visibleWeatherDays(days)).toEqual(expected);
  });

  it('leaves the input list as it was', () => {
    const days = ['mon', 'tue', 'wed', 'thu'];
    visibleWeatherDays(days);
    expect(days).toHaveLength(4);
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
  const at = (iso: string): number => Date.parse(iso);

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
