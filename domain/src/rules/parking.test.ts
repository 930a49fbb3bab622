import { describe, expect, it } from 'vitest';
import {
  BUS_SPACE_TYPE,
  FLOW_ALMOST_FULL_PERCENT,
  FLOW_FULL_PERCENT,
  PARKING_REFRESH_MS,
  SMALL_CAR_SPACE_TYPE,
  PARKING_ID_PATTERN,
  flowStatus,
  shouldUseFlowFallback,
  spaceStatus,
  usageRatio,
} from './parking';

describe('flowStatus', () => {
  it.each([
    [0, 'available'],
    [50, 'available'],
    [78, 'available'],
    [78.99, 'available'],
    [79, 'almost-full'],
    [80, 'almost-full'],
    [89, 'almost-full'],
    [89.99, 'almost-full'],
    [90, 'full'],
    [91, 'full'],
    [100, 'full'],
    [120, 'full'],
    ['78.99', 'available'],
    ['79', 'almost-full'],
    [' 90 ', 'full'],
    ['', undefined],
    ['n/a', undefined],
    [NaN, undefined],
    [Infinity, undefined],
  ] as const)('%j%% → %s', (percent, expected) => {
    expect(flowStatus(percent)).toBe(expected);
  });
});

describe('shouldUseFlowFallback', () => {
  it.each([
    [{}, false],
    [{ switchBoard: undefined }, false],
    [{ switchBoard: null }, false],
    [{ switchBoard: false }, false],
    [{ switchBoard: 0 }, false],
    [{ switchBoard: '' }, false],
    [{ switchBoard: true }, true],
    [{ switchBoard: 1 }, true],
    [{ switchBoard: 'on' }, true],
  ] as const)('%j → %s', (response, expected) => {
    expect(shouldUseFlowFallback(response)).toBe(expected);
  });
});

describe('constants', () => {
  it.each([
    ['FLOW_ALMOST_FULL_PERCENT', FLOW_ALMOST_FULL_PERCENT, 79],
    ['FLOW_FULL_PERCENT', FLOW_FULL_PERCENT, 90],
    ['PARKING_REFRESH_MS', PARKING_REFRESH_MS, 60_000],
    ['SMALL_CAR_SPACE_TYPE', SMALL_CAR_SPACE_TYPE, 1],
    ['BUS_SPACE_TYPE', BUS_SPACE_TYPE, 5],
  ] as const)('%s is %j', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('spaceStatus', () => {
  it.each([
    [100, 100, 'available'],
    [22, 100, 'available'],
    [21, 100, 'almost-full'],
    [11, 100, 'almost-full'],
    // A lot's own count: spaces left are never "no spaces", however few.
    [10, 100, 'almost-full'],
    [1, 100, 'almost-full'],
    [9, 120, 'almost-full'],
    [25, 120, 'almost-full'],
    [26, 120, 'available'],
    [0, 100, 'full'],
    [0, 4, 'full'],
    [1, 4, 'available'],
    [1, 5, 'almost-full'],
    // A count above the total (a lot that over-reports) is read as an empty lot.
    [120, 100, 'available'],
    [5, 0, undefined],
    [-1, 100, undefined],
    [-9, 100, undefined],
    [NaN, 100, undefined],
  ] as const)('%d free of %d → %s', (available, amount, expected) => {
    expect(spaceStatus(available, amount)).toBe(expected);
  });
});

describe('usageRatio', () => {
  it.each([
    [0, 40, 0],
    [33, 40, 82.5],
    [1, 3, 33.3],
    [2, 3, 66.7],
    [44, 40, 110],
  ] as const)('%d of %d → %d', (used, total, expected) => {
    expect(usageRatio(used, total)).toBe(expected);
  });
});

describe('PARKING_ID_PATTERN', () => {
  it.each([
    ['EC-00018', true],
    ['EC-00026', true],
    ['EC-0018', false],
    ['ec-00018', false],
    ['EC-00018 ', false],
    ['A00036', false],
  ] as const)('%s → %s', (id, expected) => {
    expect(PARKING_ID_PATTERN.test(id)).toBe(expected);
  });
});
