import { describe, expect, it } from 'vitest';
import { nextTides, tidesByDay, type TideTime } from './tide-times';

const water = (time: string, tide: TideTime['tide']): TideTime => ({ time, tide });
const waters = [
  water('2026-11-21 02:10:00', 'low'),
  water('2026-11-21 08:32:00', 'high'),
  water('2026-11-21 14:48:00', 'low'),
  water('2026-11-21 20:55:00', 'high'),
  water('2026-11-22 03:01:00', 'low'),
  water('2026-11-22 09:20:00', 'high'),
];
// Taipei is UTC+8: 09:00 in Taipei is 01:00 UTC.
const at = (taipei: string) => Date.parse(`${taipei.replace(' ', 'T')}+08:00`);

describe('nextTides: the next high and the next low water', () => {
  it.each([
    ['before the first water', '2026-11-21 00:00:00', '2026-11-21 08:32:00', '2026-11-21 02:10:00'],
    [
      'between a high and a low',
      '2026-11-21 09:00:00',
      '2026-11-21 20:55:00',
      '2026-11-21 14:48:00',
    ],
    [
      'exactly at a high water',
      '2026-11-21 08:32:00',
      '2026-11-21 08:32:00',
      '2026-11-21 14:48:00',
    ],
    [
      'late at night, into the next day',
      '2026-11-21 22:00:00',
      '2026-11-22 09:20:00',
      '2026-11-22 03:01:00',
    ],
  ])('%s', (_case, now, high, low) => {
    const next = nextTides(waters, at(now));
    expect(next.high?.time).toBe(high);
    expect(next.low?.time).toBe(low);
  });

  it('has no low when only a high is ahead, and nothing after the last water', () => {
    expect(nextTides(waters, at('2026-11-22 05:00:00'))).toEqual({
      high: water('2026-11-22 09:20:00', 'high'),
    });
    expect(nextTides(waters, at('2026-11-23 00:00:00'))).toEqual({});
  });

  it('reads the waters in time order whatever order they come in, and skips unreadable times', () => {
    const shuffled = [water('not a time', 'high'), ...[...waters].reverse()];
    expect(nextTides(shuffled, at('2026-11-21 09:00:00')).high?.time).toBe('2026-11-21 20:55:00');
  });
});

describe('tidesByDay: the waters ahead, by Taipei day', () => {
  it('groups by day from now on', () => {
    expect(tidesByDay(waters, at('2026-11-21 10:00:00'))).toEqual([
      { date: '2026-11-21', events: waters.slice(2, 4) },
      { date: '2026-11-22', events: waters.slice(4) },
    ]);
  });

  it('is empty when every water is past', () => {
    expect(tidesByDay(waters, at('2026-11-23 00:00:00'))).toEqual([]);
  });
});
