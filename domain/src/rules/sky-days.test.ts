import { describe, expect, it } from 'vitest';
import { SKY_DAYS_AHEAD, eventTimeOnDay, taipeiDatesFrom, taipeiMidnight } from './sky-days';

const at = (iso: string) => Date.parse(iso);

// Taipei is UTC+8: 00:30 on the 24th in Taipei is 16:30 UTC on the 23rd.
describe('taipeiDatesFrom: the days of the sun and moon calls run from the Taipei today', () => {
  it.each([
    ['noon in Taipei', '2026-11-23T04:00:00Z', 3, ['2026-11-23', '2026-11-24', '2026-11-25']],
    [
      '00:30 in Taipei, still the 23rd in UTC',
      '2026-11-23T16:30:00Z',
      2,
      ['2026-11-24', '2026-11-25'],
    ],
    ['23:59:59.999 in Taipei', '2026-11-23T15:59:59.999Z', 1, ['2026-11-23']],
    [
      'across a month and a year',
      '2026-12-30T20:00:00Z',
      3,
      ['2026-12-31', '2027-01-01', '2027-01-02'],
    ],
    ['across 29 February', '2028-02-28T01:00:00Z', 2, ['2028-02-28', '2028-02-29']],
  ] as const)('%s', (_case, iso, count, dates) => {
    expect(taipeiDatesFrom(at(iso), count)).toEqual(dates);
  });

  it('gives a week by default length', () => {
    expect(taipeiDatesFrom(at('2026-11-23T04:00:00Z'), SKY_DAYS_AHEAD)).toHaveLength(7);
  });
});

describe('taipeiMidnight', () => {
  it.each([
    ['2026-11-24', '2026-11-23T16:00:00.000Z'],
    ['2027-01-01', '2026-12-31T16:00:00.000Z'],
  ])('%s begins at %s', (date, iso) => {
    expect(new Date(taipeiMidnight(date)).toISOString()).toBe(iso);
  });
});

describe('eventTimeOnDay: an event on its Taipei day, to the minute', () => {
  it.each([
    [
      'rounds down below half a minute',
      '2026-11-23T21:05:29Z',
      '2026-11-24',
      '2026-11-24 05:05:00',
    ],
    ['rounds up from half a minute', '2026-11-23T21:05:30Z', '2026-11-24', '2026-11-24 05:06:00'],
    ['just after Taipei midnight', '2026-11-23T16:00:10Z', '2026-11-24', '2026-11-24 00:00:00'],
    ['23:59:40 stays on its day', '2026-11-24T15:59:40Z', '2026-11-24', '2026-11-24 23:59:00'],
    ['the day before is not this day', '2026-11-23T15:59:59Z', '2026-11-24', undefined],
    ['the next Taipei midnight is the next day', '2026-11-24T16:00:00Z', '2026-11-24', undefined],
  ] as const)('%s', (_case, iso, date, text) => {
    expect(eventTimeOnDay(at(iso), date)).toBe(text);
  });

  it('has nothing for an event that does not happen', () => {
    expect(eventTimeOnDay(undefined, '2026-11-24')).toBeUndefined();
    expect(eventTimeOnDay(Number.NaN, '2026-11-24')).toBeUndefined();
  });
});
