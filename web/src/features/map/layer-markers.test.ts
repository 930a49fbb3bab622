import { describe, expect, it } from 'vitest';
import {
  busPositionsSchema,
  busStopItemSchema,
  facilityItemSchema,
  placeSummarySchema,
  tourStopSchema,
} from '@ecg/domain/contracts';
import { drawableMarkers } from '@ecg/domain/rules/map-markers';
import {
  busRouteMarkers,
  busStopMarkers,
  byDistance,
  facilityMarkers,
  keptMarkers,
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
  it("reads a bus route's stops, then its buses by plate (drawn over them)", () => {
    const route = busPositionsSchema.parse({
      route: 'HUA301',
      line: [],
      stops: [{ stop: 'HUA1001', name: 'Qixingtan', lat: 24.03143, lng: 121.62718 }],
      buses: [
        { plate: 'KKA-1234', lat: 24.0051, lng: 121.6152, direction: 1, at: '2026-11-25 13:59:30' },
      ],
    });
    expect(busRouteMarkers(route)).toEqual([
      { id: 'tdx-bus-HUA1001', name: 'Qixingtan', type: 'bus-stop', lat: 24.03143, lng: 121.62718 },
      {
        id: 'bus-KKA-1234',
        name: 'KKA-1234',
        type: 'bus-here',
        plateNumb: 'KKA-1234',
        direction: 1,
        lat: 24.0051,
        lng: 121.6152,
      },
    ]);
  });

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

  it('measures spots from the centre: those within the radius, nearest first, at most the limit', () => {
    const at = (id: number, latlng: string) => ({ ...spot, id, latlng, distance: undefined });
    // From Chenggong: the harbour itself, a place 1.1 km north, one 11 km north, one 33 km north.
    const spots = [
      at(3, '23.2032,121.37685'),
      at(2, '23.1132,121.37685'),
      at(4, '23.4032,121.37685'),
      at(15, '23.1032,121.37685'),
    ];
    const centre = { lat: 23.1032, lng: 121.37685 };
    const markers = spotMarkers(spots, centre, 20, 100);
    expect(markers.map((marker) => marker.id)).toEqual(['15', '2', '3']);
    expect(markers.map((marker) => Number(marker.distanceKm?.toFixed(1)))).toEqual([0, 1.1, 11.1]);
    expect(spotMarkers(spots, centre, 20, 2).map((marker) => marker.id)).toEqual(['15', '2']);
    expect(spotMarkers([at(5, '')], centre, 20, 100)).toEqual([]);
  });

  it('keeps each point of the answers kept for a layer once, measured from the centre', () => {
    const here = { lat: 22.8835, lng: 121.23 };
    const askedAt = (distance: number) => facilityMarkers([{ ...toilet, distance }]);
    const other = facilityMarkers([
      { ...toilet, id: 'moenv-t-10', latlng: '22.8925,121.2300', distance: 30 },
      { ...toilet, id: 'moenv-t-11', latlng: '', distance: 40 },
    ]);
    const markers = keptMarkers([askedAt(1200), other, askedAt(15)], here);
    expect(markers.map((marker) => marker.id)).toEqual(['moenv-t-9', 'moenv-t-10']);
    expect(markers.map((marker) => Number(marker.distanceKm?.toFixed(2)))).toEqual([0, 1]);
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
    expect(spotMarkers([spot], { lat: 23.1, lng: 121.37 }, 20, 100)[0]?.place).toEqual({
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
