import { describe, expect, it } from 'vitest';
import { daySpan } from './event-picks';
import { spreadByRegion, tourLength } from './home-picks';

describe('spreadByRegion', () => {
  const place = (id: number, regionId: number) => ({ id, regionId });

  it.each([
    ['empty', [], []],
    ['one region keeps its order', [place(1, 1), place(2, 1)], [1, 2]],
    [
      'takes the regions in turns, each in its own order',
      [place(1, 1), place(2, 1), place(3, 1), place(4, 2), place(5, 3), place(6, 2)],
      [1, 4, 5, 2, 6, 3],
    ],
    [
      'uneven regions run out one after the other',
      [place(1, 2), place(2, 1), place(3, 1)],
      [1, 2, 3],
    ],
  ])('%s', (_name, items, ids) => {
    expect(spreadByRegion(items).map((item) => item.id)).toEqual(ids);
  });
});

describe('daySpan', () => {
  it.each([
    ['2024-12-14 00:15:00', '2024-12-14 23:45:00', '2024-12-14'],
    ['2024-10-01 00:00:00', '2024-10-31 23:59:59', '2024-10-01 – 10-31'],
    ['2024-12-20 00:00:00', '2025-01-05 23:59:59', '2024-12-20 – 2025-01-05'],
  ])('%s to %s is %s', (start, end, text) => {
    expect(daySpan(start, end)).toBe(text);
  });
});

describe('tourLength (docs/glossary.md)', () => {
  it.each([
    [1, ['home.dayTrip', {}]],
    [2, ['home.days', { count: 2 }]],
    [3, ['home.days', { count: 3 }]],
  ])('%i day(s): %j', (days, length) => {
    expect(tourLength(days)).toEqual(length);
  });
});
