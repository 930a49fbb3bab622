import { tripAnswerSchema } from '@ecg/domain/contracts';
import { describe, expect, it } from 'vitest';
import { call, messageOf, useMembersApp } from './members.support';
import { APP_WRITTEN_STORES } from './written-engines';
import { ref, storedDays as storedOf, withTrip as withTripOf } from './members-trips.support';

describe.each(APP_WRITTEN_STORES)('on $name', ({ engine }) => {
  /**
   * A trip rearranged (docs/members.md, Trips; rules/trip-arrangement.ts): a stop removed or moved
   * to another day and place, never one added or named more often than held; each stop taken
   * whole from the stored trip.
   */
  const context = useMembersApp(undefined, engine);
  const withTrip = () => withTripOf(context);
  const storedDays = (tripId: number) => storedOf(context, tripId);

  describe('POST arrangeTrip', () => {
    const arrange = (token: string, tripId: number, days: unknown) =>
      call(context, 'arrangeTrip', { token, tripId, days });

    it('removes a stop left out and moves a stop to its new day and place', async () => {
      const { token, trip } = await withTrip();
      const [first = [], ...rest] = trip.days;
      const [moved, removed, ...others] = first;
      expect(moved && removed).toBeTruthy();
      const days = [others, [...(rest[0] ?? []), moved!], ...rest.slice(1)];
      const answer = await arrange(
        token,
        trip.id,
        days.map((day) => day.map(ref)),
      );
      expect(answer.statusCode, answer.body).toBe(200);
      const arranged = tripAnswerSchema.parse(answer.json()).data;
      expect(arranged.days).toEqual(days);
      expect(arranged.days.flat()).not.toContainEqual(removed);
      expect(await storedDays(trip.id)).toEqual(days);
    });

    it('takes each stop whole from the stored trip, never from the request', async () => {
      const { token, trip } = await withTrip();
      const [stop] = trip.days.flat();
      const sent = [[{ ...ref(stop!), name: 'Elsewhere', thumb: 'https://evil.example/x.jpg' }]];
      const answer = await arrange(token, trip.id, sent);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(await storedDays(trip.id)).toEqual([[stop]]);
    });

    it('refuses a stop the trip does not hold, naming it, and changes nothing', async () => {
      const { token, trip } = await withTrip();
      const days = trip.days.map((day) => day.map(ref));
      days[0]!.push({ type: 'shop', id: 999_999 });
      const answer = await arrange(token, trip.id, days);
      expect(answer.statusCode).toBe(400);
      expect(messageOf(answer)).toBe(
        `body.days.0.${days[0]!.length - 1}: this trip holds no such stop: ` +
          'an arrangement only moves or removes stops',
      );
      expect(await storedDays(trip.id)).toEqual(trip.days);
    });

    it('refuses a stop named more often than the trip holds it', async () => {
      const { token, trip } = await withTrip();
      const [stop] = trip.days.flat();
      const held = trip.days.flat().filter((s) => s.type === stop!.type && s.id === stop!.id);
      const days = [Array.from({ length: held.length + 1 }, () => ref(stop!))];
      const answer = await arrange(token, trip.id, days);
      expect(answer.statusCode).toBe(400);
      expect(messageOf(answer)).toMatch(new RegExp(`^body\\.days\\.0\\.${held.length}: `));
      expect(await storedDays(trip.id)).toEqual(trip.days);
    });

    it.each<[string, unknown, string]>([
      ['days missing', undefined, 'body.days'],
      ['no day', [], 'body.days'],
      ['too many days', Array.from({ length: 31 }, () => []), 'body.days'],
      ['a stop of no known kind', [[{ type: 'castle', id: 1 }]], 'body.days.0.0.type'],
    ])('refuses %s with a 400 naming it', async (_case, days, field) => {
      const { token, trip } = await withTrip();
      const answer = await arrange(token, trip.id, days);
      expect(answer.statusCode).toBe(400);
      expect(messageOf(answer)).toContain(`${field}:`);
    });
  });
});
