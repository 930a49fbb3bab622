import { describe, expect, it } from 'vitest';
import {
  busStopItemSchema,
  facilityItemSchema,
  placeSummarySchema,
  tourStopSchema,
} from '@ecg/domain/contracts';
import { drawableMarkers } from '@ecg/domain/rules/map-markers';
import {
  busStopMarkers,
  byDistance,
  facilityMarkers,
  routeOf,
  spotMarkers,
  tripDayMarkers,
} from './layer-markers';

// Fixtures in the contracts' shapes, checked against them so they cannot drift.
const bike = facilityItemSchema.parse({
  id: 'tdx-bike-1',
  kind: 'bike',
  name: 'Taitung Station (bike)',
  station: 'Taitung Station',
  latlng: '22.7937,121.1235',
  distance: 850,
  source: 'tdx-bike',
  rentable: 4,
  returnable: 0,
});
const toilet = facilityItemSchema.parse({
  id: 'moenv-t-9',
  kind: 'toilet',
  name: 'Dulan toilet',
  latlng: '22.8835,121.2300',
  distance: 1200,
  tel: '089-530000',
  source: 'moenv',
});
const stop = busStopItemSchema.parse({
  id: 'tdx-TTT1',
  stop_name: 'Dulan',
  latitude: 22.8832,
  longitude: 121.2311,
  distance: 40,
  routes: ['8101', '8103'],
  source: 'tdx-bus',
});
const spot = placeSummarySchema.parse({
  id: 15,
  name: 'Chenggong Fishing Harbor',
  summary: '',
  image: null,
  latlng: '23.1032,121.37685',
  zipcode: 961,
  regionId: 1,
  township: { code: '10014050', name: 'Chenggong' },
  categories: [11],
  access: 'open',
  distance: 9.4,
});
const day = [
  tourStopSchema.parse({ id: 849, type: 'shop', name: 'Chenji Mochi', lat: 22.76, lng: 121.15 }),
  tourStopSchema.parse({ id: 12, type: 'attraction', name: 'No position' }),
  tourStopSchema.parse({
    id: 162,
    type: 'attraction',
    name: 'Night market',
    lat: 22.75,
    lng: 121.14,
  }),
];

describe('markers of each layer', () => {
  it('reads a facility’s position, counts, phone and distance', () => {
    expect(facilityMarkers([bike, toilet])).toEqual([
      expect.objectContaining({
        id: 'tdx-bike-1',
        name: 'Taitung Station',
        type: 'bike',
        lat: 22.7937,
        lng: 121.1235,
        rentable: 4,
        returnable: 0,
        distanceKm: 0.85,
      }),
      expect.objectContaining({
        id: 'moenv-t-9',
        name: 'Dulan toilet',
        type: 'toilet',
        tel: '089-530000',
        distanceKm: 1.2,
      }),
    ]);
  });

  it('reads a bus stop with the routes that serve it', () => {
    expect(busStopMarkers([stop])).toEqual([
      {
        id: 'tdx-TTT1',
        name: 'Dulan',
        type: 'bus-stop',
        lat: 22.8832,
        lng: 121.2311,
        distanceKm: 0.04,
        routes: ['8101', '8103'],
      },
    ]);
  });

  it('keeps the list’s distance of a spot, or measures it from the centre', () => {
    expect(spotMarkers([spot], { lat: 0, lng: 0 })[0]).toMatchObject({
      id: '15',
      type: 'spot',
      distanceKm: 9.4,
    });
    const far = { ...spot, distance: undefined };
    const measured = spotMarkers([far], { lat: 23.1032, lng: 121.37685 })[0];
    expect(measured?.distanceKm).toBe(0);
  });

  it.each([
    [1, ['1', '3'], 2],
    [2, [], 0],
    [3, [], 0],
  ])('numbers day %i’s stops by their place in the day (drawn: %j)', (n, drawn, lines) => {
    const tour = { daylist: [day, []] };
    const markers = tripDayMarkers(tour, n);
    expect(drawableMarkers(markers).map((marker) => String(marker.idx))).toEqual(drawn);
    expect(routeOf(markers)).toHaveLength(lines);
  });

  it('names the place of a spot and of each trip stop, whose page its popup opens', () => {
    expect(spotMarkers([spot], { lat: 0, lng: 0 })[0]?.place).toEqual({
      kind: 'attraction',
      id: '15',
    });
    expect(tripDayMarkers({ daylist: [day] }, 1).map((marker) => marker.place)).toEqual([
      { kind: 'shop', id: '849' },
      { kind: 'attraction', id: '12' },
      { kind: 'attraction', id: '162' },
    ]);
    expect(facilityMarkers([toilet])[0]?.place).toBeUndefined();
  });

  it('gives every trip stop an id of its own, the same place twice included', () => {
    const ids = tripDayMarkers({ daylist: [[day[0]!, day[0]!]] }, 1).map((marker) => marker.id);
    expect(new Set(ids).size).toBe(2);
  });

  it('orders the nearest first, those with no distance last', () => {
    const order = byDistance([{ distanceKm: 3 }, {}, { distanceKm: 0.2 }]);
    expect(order).toEqual([{ distanceKm: 0.2 }, { distanceKm: 3 }, {}]);
  });
});
