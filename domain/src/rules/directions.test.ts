import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCATION, directionsUrl } from './directions';

describe('the default location (requirements §9)', () => {
  it('is near the visitor centre', () => {
    expect(DEFAULT_LOCATION).toEqual({ lat: 23.020216835184925, lng: 121.32502856654718 });
  });
});

describe('directionsUrl', () => {
  it.each([
    [
      DEFAULT_LOCATION,
      { lat: 22.6586, lng: 121.4906 },
      'https://www.google.com/maps/dir/?api=1&origin=23.020216835184925,121.32502856654718&destination=22.6586,121.4906',
    ],
    [
      { lat: 0, lng: -0.5 },
      { lat: -1, lng: 2 },
      'https://www.google.com/maps/dir/?api=1&origin=0,-0.5&destination=-1,2',
    ],
  ] as const)('%j → %j', (from, to, expected) => {
    expect(directionsUrl(from, to)).toBe(expected);
  });
});
