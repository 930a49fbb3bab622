import { describe, expect, it } from 'vitest';
import {
  EARTH_RADIUS_KM,
  distanceText,
  formatDistance,
  haversineKm,
  nearestFirst,
  parseLatLng,
  withinRadius,
  type LatLng,
} from './distance';
import { FACILITY_KINDS, nearbyRadiusKm } from './facilities';

const HUALIEN_STATION: LatLng = { lat: 23.9931, lng: 121.6012 };

/** The point `metres` due north of the centre: along a meridian the arc is exactly R·Δφ. */
const northBy = (metres: number): LatLng => ({
  lat: HUALIEN_STATION.lat + ((metres / 1000 / EARTH_RADIUS_KM) * 180) / Math.PI,
  lng: HUALIEN_STATION.lng,
});

describe('haversineKm', () => {
  it.each([
    ['the same point', HUALIEN_STATION, HUALIEN_STATION, 0],
    ['1 km north', HUALIEN_STATION, northBy(1000), 1],
    ['one degree of longitude on the equator', { lat: 0, lng: 0 }, { lat: 0, lng: 1 }, 111.195],
    ['pole to pole', { lat: 90, lng: 0 }, { lat: -90, lng: 0 }, 20015.087],
    // Checked against the spherical law of cosines.
    ['Hualien to Taitung station', HUALIEN_STATION, { lat: 22.7935, lng: 121.1234 }, 142.022],
  ] as const)('%s', (_case, a, b, km) => {
    expect(haversineKm(a, b)).toBeCloseTo(km, 2);
    expect(haversineKm(b, a)).toBeCloseTo(km, 2);
  });

  it('uses the requirements §5 radius', () => {
    expect(EARTH_RADIUS_KM).toBe(6371);
  });
});

describe('nearbyRadiusKm', () => {
  it.each([
    ['toilet', 1],
    ['bike', 1],
    ['bus-stop', 3],
    ['gas', 3],
    ['store', 3],
    ['parking', 3],
  ] as const)('%s → %i km', (kind, km) => {
    expect(nearbyRadiusKm(kind)).toBe(km);
  });

  it('has a radius for every kind', () => {
    expect(FACILITY_KINDS.map(nearbyRadiusKm).every((km) => km > 0)).toBe(true);
  });
});

describe('nearestFirst', () => {
  const at = (metres: number | undefined) => ({
    metres,
    point: metres === undefined ? undefined : northBy(metres),
  });

  it.each([
    [[3000, 500, 1200], Infinity, [500, 1200, 3000]],
    [[3000, 500, 1200], 1.3, [500, 1200]],
    [[3000, 500, 1200], 1, [500]],
    [[3000, undefined, 500], Infinity, [500, 3000]],
    [[], Infinity, []],
  ])('orders %j within %s km, nearest first, dropping the unplaced', (metres, maxKm, order) => {
    const found = nearestFirst(metres.map(at), HUALIEN_STATION, (item) => item.point, maxKm);
    expect(found.map(({ item }) => item.metres)).toEqual(order);
    for (const { item, km } of found) expect(km * 1000).toBeCloseTo(item.metres ?? 0, 3);
  });
});

describe('withinRadius', () => {
  const at = (metres: number) => ({ name: `${metres} m`, point: northBy(metres) });
  const names = (kind: (typeof FACILITY_KINDS)[number], metres: number[]) =>
    withinRadius(metres.map(at), HUALIEN_STATION, kind, (item) => item.point).map(
      (item) => item.name,
    );

  it.each([
    ['toilet', 999, true],
    ['toilet', 1000, true],
    ['toilet', 1000.5, false],
    ['bike', 1000, true],
    ['bike', 1000.5, false],
    ['bus-stop', 2999, true],
    ['bus-stop', 3000, true],
    ['bus-stop', 3000.5, false],
    ['gas', 3000, true],
    ['gas', 3000.5, false],
    ['store', 3000, true],
    ['store', 3000.5, false],
    ['parking', 3000, true],
    ['parking', 3000.5, false],
  ] as const)('%s at %d m kept: %s', (kind, metres, kept) => {
    expect(names(kind, [metres])).toEqual(kept ? [`${metres} m`] : []);
  });

  it('sorts the kept items nearest first', () => {
    expect(names('store', [2500, 10, 4000, 900, 0])).toEqual(['0 m', '10 m', '900 m', '2500 m']);
  });

  it('drops items without a position', () => {
    const items = [{ point: undefined }, { point: HUALIEN_STATION }];
    expect(withinRadius(items, HUALIEN_STATION, 'toilet', (item) => item.point)).toEqual([
      items[1],
    ]);
  });
});

describe('formatDistance', () => {
  it.each([
    [0, 0, 'm', '0 m'],
    [0.0005, 0, 'm', '0 m'],
    [0.001, 1, 'm', '1 m'],
    [0.5678, 567, 'm', '567 m'],
    [0.57, 570, 'm', '570 m'],
    [0.9999, 999, 'm', '999 m'],
    [1, 1, 'km', '1.0 km'],
    [1.04, 1, 'km', '1.0 km'],
    [1.06, 1.1, 'km', '1.1 km'],
    [2.5, 2.5, 'km', '2.5 km'],
    [12.34, 12.3, 'km', '12.3 km'],
  ] as const)('%d km → %d %s (%s)', (km, value, unit, text) => {
    expect(formatDistance(km)).toEqual({ value, unit });
    expect(distanceText(formatDistance(km))).toBe(text);
  });
});

describe('parseLatLng', () => {
  it.each([
    ['23.9931,121.6012', { lat: 23.9931, lng: 121.6012 }],
    [' 23.9931 , 121.6012 ', { lat: 23.9931, lng: 121.6012 }],
    ['-33.8,151', { lat: -33.8, lng: 151 }],
    ['90,180', { lat: 90, lng: 180 }],
    ['-90,-180', { lat: -90, lng: -180 }],
    ['0,0', { lat: 0, lng: 0 }],
    ['90.0001,0', undefined],
    ['-90.0001,0', undefined],
    ['0,180.0001', undefined],
    ['0,-180.0001', undefined],
    ['23.9931', undefined],
    ['23.9931,121.6012,5', undefined],
    [',121.6', undefined],
    ['23.9,', undefined],
    ['abc,121.6', undefined],
    ['0x10,121.6', undefined],
    ['1e1,121.6', undefined],
    ['23.9 121.6', undefined],
    ['', undefined],
    [null, undefined],
    [undefined, undefined],
  ] as const)('%j → %j', (text, expected) => {
    expect(parseLatLng(text)).toEqual(expected);
  });
});
