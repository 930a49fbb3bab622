import { randomUUID } from 'node:crypto';
import {
  doneAnswerSchema,
  memberExportAnswerSchema,
  tripAnswerSchema,
  tripsAnswerSchema,
  type Trip,
} from '@ecg/domain/contracts';
import { describe, expect, it } from 'vitest';
import { NO_SUCH_TRIP } from '../src/routes/members/trips';
import { call, DAY, enrol, messageOf, rowsOf, START, useMembersApp } from './members.support';
import { APP_WRITTEN_STORES } from './written-engines';
import { rowOf as rowOfTrip, withTrip as withTripOf } from './members-trips.support';

describe.each(APP_WRITTEN_STORES)('on $name', ({ engine }) => {
  /**
   * A member's own trips (docs/members.md, Trips): the list, one trip, renaming, rearranging
   * (stops only moved or removed, taken whole from the stored trip) and deleting; another
   * member's trip is answered as a missing one, 404; trips go with the account and its export.
   */
  const context = useMembersApp(undefined, engine);

  const withTrip = (name?: string) => withTripOf(context, name);
  const rowOf = (tripId: number) => rowOfTrip(context, tripId);

  describe('POST memberTrips and memberTrip', () => {
    it('lists the member’s trips newest first with their counts, and answers one whole', async () => {
      context.clock = START;
      const { token, trip } = await withTrip('First');
      context.clock = START + DAY;
      const second = (
        await call(context, 'tourAdaptation', { id: 2, name: 'Second', token })
      ).json().data as Trip;
      const list = await call(context, 'memberTrips', { token });
      expect(list.statusCode).toBe(200);
      expect(list.headers['cache-control']).toBe('private, no-store');
      const count = (t: Trip) => ({
        dayCount: t.days.length,
        stopCount: t.days.flat().length,
      });
      expect(tripsAnswerSchema.parse(list.json()).data).toEqual(
        [second, trip].map(({ days, ...rest }) => ({ ...rest, ...count({ ...rest, days }) })),
      );
      const one = await call(context, 'memberTrip', { token, tripId: trip.id });
      expect(one.statusCode).toBe(200);
      expect(tripAnswerSchema.parse(one.json()).data).toEqual(trip);
    });

    it.each<[string, object, string]>([
      ['tripId missing', {}, 'body.tripId'],
      ['tripId not whole', { tripId: 1.5 }, 'body.tripId'],
      ['tripId not positive', { tripId: 0 }, 'body.tripId'],
    ])('refuses %s with a 400 naming it', async (_case, body, field) => {
      const { token } = await enrol(context);
      const answer = await call(context, 'memberTrip', { ...body, token });
      expect(answer.statusCode).toBe(400);
      expect(messageOf(answer)).toContain(`${field}:`);
    });
  });

  describe('another member’s trip', () => {
    it.each<[string, object]>([
      ['memberTrip', {}],
      ['renameTrip', { name: 'Mine now' }],
      ['arrangeTrip', { days: [[]] }],
      ['deleteTrip', {}],
    ])('%s answers 404, as for a missing trip, and changes nothing', async (name, body) => {
      const owner = await withTrip();
      const stranger = await enrol(context, 'Chen Wei');
      const before = await rowOf(owner.trip.id);
      for (const tripId of [owner.trip.id, 999_999]) {
        const answer = await call(context, name as 'memberTrip', {
          ...body,
          token: stranger.token,
          tripId,
        });
        expect(answer.statusCode).toBe(404);
        expect(messageOf(answer)).toBe(NO_SUCH_TRIP);
      }
      expect(await rowOf(owner.trip.id)).toEqual(before);
    });
  });

  describe('POST renameTrip', () => {
    it('renames the trip and answers it', async () => {
      context.clock = START;
      const { token, trip } = await withTrip();
      context.clock = START + DAY;
      const answer = await call(context, 'renameTrip', { token, tripId: trip.id, name: 'Taitung' });
      expect(answer.statusCode).toBe(200);
      expect(tripAnswerSchema.parse(answer.json()).data).toEqual({
        ...trip,
        name: 'Taitung',
        updatedAt: START + DAY,
      });
      expect(await rowOf(trip.id)).toMatchObject({ name: 'Taitung', updated_at: START + DAY });
    });

    it.each<[string, object]>([
      ['name missing', {}],
      ['name empty', { name: ' ' }],
      ['name too long', { name: 'n'.repeat(101) }],
    ])('refuses %s with a 400 naming body.name', async (_case, body) => {
      const { token, trip } = await withTrip();
      const answer = await call(context, 'renameTrip', { ...body, token, tripId: trip.id });
      expect(answer.statusCode).toBe(400);
      expect(messageOf(answer)).toContain('body.name:');
      expect(await rowOf(trip.id)).toMatchObject({ name: 'My coast' });
    });
  });

  describe('POST deleteTrip', () => {
    it('deletes the trip, which is then a 404', async () => {
      const { token, trip } = await withTrip();
      const answer = await call(context, 'deleteTrip', { token, tripId: trip.id });
      expect(answer.statusCode).toBe(200);
      expect(doneAnswerSchema.parse(answer.json()).data).toBe(true);
      expect(await rowOf(trip.id)).toBeUndefined();
      for (const name of ['memberTrip', 'deleteTrip'] as const) {
        expect((await call(context, name, { token, tripId: trip.id })).statusCode).toBe(404);
      }
    });

    it('gives the first answer again for the same Idempotency-Key', async () => {
      const { token, trip } = await withTrip();
      const key = randomUUID();
      const first = await call(context, 'deleteTrip', { token, tripId: trip.id }, { key });
      const again = await call(context, 'deleteTrip', { token, tripId: trip.id }, { key });
      expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
      expect(again.body).toBe(first.body);
    });
  });

  describe('trips and the account', () => {
    it('exports the member’s trips whole', async () => {
      context.clock = START;
      const { token, trip } = await withTrip();
      const answer = await call(context, 'memberExport', { token });
      expect(answer.statusCode).toBe(200);
      expect(memberExportAnswerSchema.parse(answer.json()).data.trips).toEqual([trip]);
    });

    it('erases the trips with the account', async () => {
      const { token, memberId } = await withTrip();
      const stranger = await withTrip();
      expect((await rowsOf(context.written, memberId)).member_trips).toBe(1);
      const answer = await call(context, 'memberDelete', { token, confirm: true });
      expect(answer.statusCode).toBe(200);
      expect((await rowsOf(context.written, memberId)).member_trips).toBe(0);
      expect(await rowOf(stranger.trip.id)).toBeDefined();
    });
  });
});
