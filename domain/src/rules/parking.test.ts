import { describe, expect, it } from 'vitest';
import {
  BUS_SPACE_TYPE,
  FLOW_ALMOST_FULL_PERCENT,
  FLOW_FULL_PERCENT,
  PARKING_REFRESH_MS,
  SMALL_CAR_SPACE_TYPE,
  flowStatus,
  shouldUseFlowFallback,
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
