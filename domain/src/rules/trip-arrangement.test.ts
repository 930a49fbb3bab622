import { describe, expect, it } from 'vitest';
import type { TourStop } from '../contracts/tour';
import { TRIP_DAYS_MAX, TRIP_STOPS_MAX } from '../contracts/trips';
import {
  arrangeTrip,
  tripDaysOfTour,
  type Arrangement,
  type TripStopRef,
} from './trip-arrangement';

const stop = (type: TourStop['type'], id: number): TourStop => ({
  id,
  type,
  name: `${type} ${id}`,
  thumb: `https://example.org/${type}-${id}.jpg`,
  lat: 24 + id / 100,
  lng: 121.5,
});
const A = stop('attraction', 1);
const B = stop('shop', 2);
const C = stop('accommodation', 3);
/** The same place twice, on two days: two stops. */
const TRIP: TourStop[][] = [
  [A, B],
  [C, A],
];
const ref = ({ type, id }: TourStop): TripStopRef => ({ type, id });

describe('arrangeTrip', () => {
  it.each<[string, TripStopRef[][], Arrangement]>([
    [
      'the same days are the same trip',
      [
        [ref(A), ref(B)],
        [ref(C), ref(A)],
      ],
      { ok: true, days: TRIP },
    ],
    ['a stop left out is removed', [[ref(A)], [ref(C), ref(A)]], { ok: true, days: [[A], [C, A]] }],
    [
      'a stop moved goes to its new day and place',
      [[ref(A)], [ref(B), ref(C), ref(A)]],
      {
        ok: true,
        days: [[A], [B, C, A]],
      },
    ],
    ['a day emptied is kept', [[], [ref(C)]], { ok: true, days: [[], [C]] }],
    ['days may be fewer', [[ref(C), ref(B)]], { ok: true, days: [[C, B]] }],
    [
      'a stop the trip does not hold is refused',
      [[ref(A)], [ref(C), { type: 'shop', id: 9 }]],
      {
        ok: false,
        day: 1,
        index: 1,
        reason: 'unknown',
      },
    ],
    [
      'the same id of another kind is another stop',
      [[{ type: 'attraction', id: 2 }]],
      {
        ok: false,
        day: 0,
        index: 0,
        reason: 'unknown',
      },
    ],
    [
      'a stop named more often than held is refused',
      [[ref(B), ref(B)]],
      {
        ok: false,
        day: 0,
        index: 1,
        reason: 'repeated',
      },
    ],
    [
      'a stop held twice may be named twice, not three times',
      [[ref(A), ref(A), ref(A)]],
      {
        ok: false,
        day: 0,
        index: 2,
        reason: 'repeated',
      },
    ],
  ])('%s', (_, refs, expected) => {
    expect(arrangeTrip(TRIP, refs)).toEqual(expected);
  });

  it('takes name, photo and position from the trip, never from what the request adds', () => {
    const sent = [[{ ...ref(A), name: 'Elsewhere', lat: 0 } as TripStopRef]];
    expect(arrangeTrip(TRIP, sent)).toEqual({ ok: true, days: [[A]] });
  });
});

describe('tripDaysOfTour', () => {
  const day = (count: number, from = 0) =>
    Array.from({ length: count }, (_, i) => stop('attraction', from + i + 1));

  it('copies a daylist within the caps as it is', () => {
    expect(tripDaysOfTour(TRIP)).toEqual(TRIP);
  });

  it(`keeps the first ${TRIP_DAYS_MAX} days`, () => {
    const long = Array.from({ length: TRIP_DAYS_MAX + 2 }, (_, i) => day(1, i));
    expect(tripDaysOfTour(long)).toEqual(long.slice(0, TRIP_DAYS_MAX));
  });

  it(`keeps the first ${TRIP_STOPS_MAX} stops, a later day cut short or emptied`, () => {
    const full = [day(TRIP_STOPS_MAX - 1), day(3, 1000), day(2, 2000)];
    const cut = tripDaysOfTour(full);
    expect(cut.map((d) => d.length)).toEqual([TRIP_STOPS_MAX - 1, 1, 0]);
    expect(cut[1]).toEqual([full[1]?.[0]]);
  });
});
