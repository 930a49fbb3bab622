import { describe, expect, it } from 'vitest';
import {
  arrivalOrder,
  busArrivalState,
  busNetworkOfStop,
  busStopUidOfFacility,
  minutesAway,
} from './bus-arrivals';

describe('busNetworkOfStop', () => {
  it.each([
    ['HUA1002', 'City/HualienCounty'],
    ['TTT2001', 'City/TaitungCounty'],
    ['THB3001', 'InterCity'],
    ['TPE1001', undefined],
    ['HUA', undefined],
    ["HUA1' or 1 eq 1", undefined],
  ])('%s → %s', (uid, network) => {
    expect(busNetworkOfStop(uid)).toBe(network);
  });
});

describe('busArrivalState', () => {
  it.each([
    [0, 420, 'coming'],
    [0, 59, 'arriving'],
    [0, 0, 'arriving'],
    [0, null, 'no-estimate'],
    [undefined, 120, 'coming'],
    [1, null, 'not-departed'],
    [1, 900, 'not-departed'],
    [2, null, 'not-stopping'],
    [3, null, 'last-bus-gone'],
    [4, null, 'no-service-today'],
    [9, 300, 'no-estimate'],
  ] as const)('StopStatus %s, EstimateTime %s → %s', (StopStatus, EstimateTime, state) => {
    expect(busArrivalState({ StopStatus, EstimateTime })).toBe(state);
  });
});

describe('minutesAway', () => {
  it.each([
    [420, 7],
    [479, 7],
    [59, 0],
    [null, undefined],
    [-1, undefined],
  ])('%s s → %s min', (seconds, minutes) => {
    expect(minutesAway(seconds)).toBe(minutes);
  });
});

describe('arrivalOrder', () => {
  it('puts buses on their way first, nearest first, then those yet to leave by time', () => {
    const arrivals = [
      { id: 'gone', state: 'last-bus-gone' as const },
      { id: 'later', state: 'not-departed' as const, nextBusAt: '2026-11-25 15:40:00' },
      { id: 'far', state: 'coming' as const, minutes: 12 },
      { id: 'sooner', state: 'not-departed' as const, nextBusAt: '2026-11-25 15:10:00' },
      { id: 'near', state: 'coming' as const, minutes: 3 },
      { id: 'here', state: 'arriving' as const, minutes: 0 },
    ];
    expect(arrivals.sort(arrivalOrder).map((arrival) => arrival.id)).toEqual([
      'here',
      'near',
      'far',
      'sooner',
      'later',
      'gone',
    ]);
  });
});

describe('busStopUidOfFacility', () => {
  it.each([
    ['tdx-bus-HUA1002', 'HUA1002'],
    ['tdx-bus-THB4001', 'THB4001'],
    ['tdx-bike-TTT500101001', undefined],
    ['osm-bus-123', undefined],
    ['tdx-bus-TPE1', undefined],
  ])('%s → %s', (id, uid) => {
    expect(busStopUidOfFacility(id)).toBe(uid);
  });
});
