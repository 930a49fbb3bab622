import type { Trip, TripSummary } from '@ecg/domain/contracts';
import { json } from './app-screen';
import { memberServer } from './member-server';

/*
 * The trips calls answered in the server's place (docs/members.md Trips), to the contracts of
 * domain/src/contracts/trips.ts, on top of the member calls of member-server.ts: a member with
 * one trip of two days. A rename and an arrangement answer the trip as it then is.
 */

const CREATED = Date.UTC(2026, 10, 28, 2);

export const tripOf = (overrides: Partial<Trip> = {}): Trip => ({
  id: 41,
  name: 'Slow days in Taitung',
  tourId: 2,
  days: [
    [
      { id: 11, type: 'attraction', name: 'Sanxiantai', lat: 23.12, lng: 121.41 },
      { id: 12, type: 'shop', name: 'Tiehua Village', lat: 22.75, lng: 121.15 },
    ],
    [{ id: 13, type: 'accommodation', name: 'Dulan Inn', lat: 22.88, lng: 121.23 }],
  ],
  createdAt: CREATED,
  updatedAt: CREATED,
  ...overrides,
});

export const summaryOf = (trip: Trip): TripSummary => {
  const { days, ...rest } = trip;
  return {
    ...rest,
    dayCount: days.length,
    stopCount: days.reduce((sum, stops) => sum + stops.length, 0),
  };
};

type Ref = { type: string; id: number };

/** The member server with a trip: the list, the trip, and its changes as a server makes them. */
export function tripServer(first: Trip = tripOf()) {
  const server = memberServer();
  let trip = first;
  server.answer('memberTrips', () => json({ success: true, data: [summaryOf(trip)] }));
  server.answer('memberTrip', () => json({ success: true, data: trip }));
  server.answer('renameTrip', (_url, body) => {
    trip = { ...trip, name: (body as { name: string }).name };
    return json({ success: true, data: trip });
  });
  server.answer('arrangeTrip', (_url, body) => {
    const all = trip.days.flat();
    const days = (body as { days: Ref[][] }).days.map((refs) =>
      refs.map((ref) => all.find((stop) => stop.type === ref.type && stop.id === ref.id)!),
    );
    trip = { ...trip, days };
    return json({ success: true, data: trip });
  });
  server.answer('deleteTrip', () => json({ success: true, data: true }));
  return server;
}
