import { describe, expect, it } from 'vitest';
import { lengthLabel, seasonKeys, transportKey } from './tour-labels';

describe('seasonKeys', () => {
  it.each([
    [[], []],
    [
      ['winter', 'autumn'],
      ['tour.seasons.autumn', 'tour.seasons.winter'],
    ],
    [['summer', 'summer'], ['tour.seasons.summer']],
    [['spring', 'summer', 'autumn', 'winter'], ['tour.allYear']],
    [['winter', 'spring', 'autumn', 'summer'], ['tour.allYear']],
  ] as const)('%j → %j', (seasons, keys) => {
    expect(seasonKeys(seasons)).toEqual(keys);
  });
});

describe('transportKey', () => {
  it.each([
    ['walk', 'tour.transports.walk'],
    ['scooter', 'tour.transports.scooter'],
    ['flight', 'tour.transports.flight'],
    ['hot-air balloon', undefined],
    ['', undefined],
  ])('%s → %s', (code, key) => {
    expect(transportKey(code)).toBe(key);
  });
});

describe('lengthLabel', () => {
  it('calls one day a day trip and more days by their number', () => {
    expect(lengthLabel(1)).toEqual({ key: 'tour.dayTrip', n: 1 });
    expect(lengthLabel(3)).toEqual({ key: 'tour.manyDays', n: 3 });
  });
});
