import { describe, expect, it } from 'vitest';
import { facilityApiPath, facilityApiRoute } from './facility-api-paths';
import { mapViewOfSearch, withMapView } from './map-view';

describe('mapViewOfSearch', () => {
  it.each([
    ['map=toilet', { layer: 'toilet' }],
    ['map=spots&at=23.1,121.3', { layer: 'spots', at: { lat: 23.1, lng: 121.3 } }],
    ['map=bus-stop&focus=tdx-HUA123', { layer: 'bus-stop', focus: 'tdx-HUA123' }],
    ['tour=5&map=trip&day=2', { layer: 'trip', day: 2 }],
    ['stop=HUA1002&route=HUA301&map=bus-route', { layer: 'bus-route' }],
    // A day means nothing outside a trip, and a wrong one is left out.
    ['map=toilet&day=2', { layer: 'toilet' }],
    ['map=trip&day=0', { layer: 'trip' }],
    ['map=trip&day=x', { layer: 'trip' }],
    ['map=gas&at=91,121', { layer: 'gas' }],
    ['map=gas&at=abc', { layer: 'gas' }],
  ])('%s', (search, view) => {
    expect(mapViewOfSearch(new URLSearchParams(search))).toEqual(view);
  });

  it.each(['', 'map=', 'map=volcano', 'at=23,121'])('%s opens no map', (search) => {
    expect(mapViewOfSearch(new URLSearchParams(search))).toBeUndefined();
  });
});

describe('withMapView', () => {
  it('keeps the route params and replaces the map ones', () => {
    const params = new URLSearchParams('attraction=12&map=gas&focus=x');
    expect(
      withMapView(params, { layer: 'toilet', at: { lat: 23.12345678, lng: 121.3 } }).toString(),
    ).toBe('attraction=12&map=toilet&at=23.123457%2C121.3');
  });

  it('clears the map and nothing else', () => {
    expect(withMapView(new URLSearchParams('tour=5&map=trip&day=2'), undefined).toString()).toBe(
      'tour=5',
    );
    // The buses' screen keeps its route when the map of it closes.
    expect(
      withMapView(new URLSearchParams('route=HUA301&map=bus-route'), undefined).toString(),
    ).toBe('route=HUA301');
  });

  it('reads back what it writes', () => {
    const view = { layer: 'trip', day: 3, focus: 'stop-1' } as const;
    expect(mapViewOfSearch(withMapView(new URLSearchParams('tour=5'), view))).toEqual(view);
  });
});

describe('facility paths', () => {
  it.each([
    ['toilet', 'en', '/en/opendata/toilet'],
    ['store', 'ja', '/ja/opendata/convenience-store'],
    ['gas', 'zh-tw', '/zh-tw/opendata/gas-station'],
    ['bus-stop', 'en', '/en/opendata/nearbybusstops'],
  ] as const)('%s in %s', (kind, lang, path) => {
    expect(facilityApiPath(kind, lang)).toBe(path);
  });

  it('gives the server a route with the language a parameter', () => {
    expect(facilityApiRoute('store')).toBe('/:lang/opendata/convenience-store');
  });
});
