import { describe, expect, it } from 'vitest';
import { openingHoursWeek } from './opening-hours';

const same = Array.from({ length: 7 }, () => '09:00 – 17:00');
const named = [
  'Monday: 09:00 – 17:00',
  'Tuesday: Closed',
  'Wednesday: 09:00 – 17:00',
  'Thursday: 09:00 – 17:00',
  'Friday: 09:00 – 18:00',
  'Saturday: 08:00 – 18:00',
  'Sunday: 08:00 – 18:00',
];
const todayIndex = (lines: readonly string[], iso: string) =>
  openingHoursWeek(lines, Date.parse(iso)).findIndex((line) => line.today);

describe('openingHoursWeek', () => {
  it.each([
    // Taipei is UTC+8: 2026-03-02 is a Monday there.
    ['2026-03-02T00:00:00+08:00', 0],
    ['2026-03-03T12:00:00+08:00', 1],
    ['2026-03-07T23:59:00+08:00', 5],
    ['2026-03-08T08:00:00+08:00', 6],
    // Sunday 16:30 in UTC is already Monday 00:30 in Taipei.
    ['2026-03-08T16:30:00Z', 0],
    // Sunday 23:00 in UTC is Monday 07:00 in Taipei.
    ['2026-03-08T23:00:00Z', 0],
  ])('%s → line %i is today', (iso, expected) => {
    expect(todayIndex(named, iso)).toBe(expected);
  });

  it.each([
    ['2026-03-04T10:00:00+08:00', 2],
    ['2026-03-08T10:00:00+08:00', 6],
  ])('marks one line only when every line reads the same (%s)', (iso, expected) => {
    const week = openingHoursWeek(same, Date.parse(iso));
    expect(week.filter((line) => line.today)).toHaveLength(1);
    expect(todayIndex(same, iso)).toBe(expected);
  });

  it.each([
    [[], '2026-03-02T10:00:00+08:00', []],
    [['Monday: 09:00 – 17:00'], '2026-03-02T10:00:00+08:00', [true]],
    [['Monday: 09:00 – 17:00'], '2026-03-03T10:00:00+08:00', [false]],
  ])('%j at %s → %j', (lines, iso, expected) => {
    expect(openingHoursWeek(lines, Date.parse(iso)).map((line) => line.today)).toEqual(expected);
  });

  it('keeps the texts in their order', () => {
    expect(openingHoursWeek(named, 0).map((line) => line.text)).toEqual(named);
  });
});
