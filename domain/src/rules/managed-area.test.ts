import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCATION } from './directions';
import { isInManagedArea, isNearManagedArea } from './managed-area';

describe('isInManagedArea', () => {
  it.each([
    ['the default location (Chenggong)', DEFAULT_LOCATION, true],
    ['Hualien station', { lat: 23.9929, lng: 121.6013 }, true],
    ['Sanxiantai', { lat: 23.1236, lng: 121.4113 }, true],
    ['Taitung city', { lat: 22.7583, lng: 121.1444 }, true],
    ['Green Island', { lat: 22.6614, lng: 121.4908 }, true],
    ['Orchid Island', { lat: 22.0465, lng: 121.5486 }, true],
    ['Taipei', { lat: 25.033, lng: 121.5654 }, false],
    ['Kaohsiung', { lat: 22.6273, lng: 120.3014 }, false],
    ['Kenting', { lat: 21.9483, lng: 120.7798 }, false],
    ['the sea east of Chenggong', { lat: 23.1, lng: 121.8 }, false],
  ])('%s → %s', (_name, point, inside) => {
    expect(isInManagedArea(point)).toBe(inside);
  });

  it('holds on the edges of a box and fails just past them', () => {
    expect(isInManagedArea({ lat: 24.37, lng: 121.5 })).toBe(true);
    expect(isInManagedArea({ lat: 24.3701, lng: 121.5 })).toBe(false);
  });
});

describe('isNearManagedArea', () => {
  it.each([
    ['Sanxiantai', { lat: 23.1236, lng: 121.4113 }, true],
    ['1 km north of the northern edge', { lat: 24.379, lng: 121.5 }, true],
    ['1 km off the Orchid Island box', { lat: 22.0465, lng: 121.629 }, true],
    ['5 km north of the northern edge', { lat: 24.415, lng: 121.5 }, false],
    ['Taipei', { lat: 25.033, lng: 121.5654 }, false],
    ['Kaohsiung', { lat: 22.6273, lng: 120.3014 }, false],
  ])('%s → %s', (_name, point, near) => {
    expect(isNearManagedArea(point)).toBe(near);
  });
});
