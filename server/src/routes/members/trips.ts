import {
  arrangeTripRequestSchema,
  deleteTripRequestSchema,
  renameTripRequestSchema,
  tripRequestSchema,
  tripsRequestSchema,
} from '@ecg/domain/contracts';
import { arrangeTrip } from '@ecg/domain/rules/trip-arrangement';
import { MEMBER_ANSWERS } from '@ecg/domain/member-api-answers';
import type { FastifyInstance } from 'fastify';
import { tripRepository, type TripRepository } from '../../store/members/trip-repository';
import { lookupRoute } from '../writes/lookup-route';
import { WriteRefusal, writeRoute } from '../writes/write-route';
import { memberInWrite, memberTokenOf } from './member-guard';
import type { MembersDependencies } from './member-limits';

/** Another member's trip is answered as one that does not exist: 404, never 403. */
export const NO_SUCH_TRIP = 'body.tripId: you have no such trip';

const REFUSED_STOP = {
  unknown: 'this trip holds no such stop: an arrangement only moves or removes stops',
  repeated: 'this stop is named more often than the trip holds it',
} as const;

async function ownTrip(trips: TripRepository, memberId: number, tripId: number) {
  const trip = await trips.find(memberId, tripId);
  if (!trip) throw new WriteRefusal(404, NO_SUCH_TRIP);
  return trip;
}

/**
 * A member's own trips (docs/members.md, Trips): the list, one trip, and a trip renamed,
 * rearranged (rules/trip-arrangement.ts: stops only removed or moved, each taken whole from the
 * stored trip) or deleted. The trip is read again in the write's transaction, so two phones
 * arranging at once each arrange what is kept. Registered inside signedInRoutes (member-guard.ts).
 */
export function tripRoutes(app: FastifyInstance, deps: MembersDependencies): void {
  const { limits, repositories } = deps;

  lookupRoute(
    app,
    deps,
    {
      name: 'memberTrips',
      input: tripsRequestSchema,
      answer: MEMBER_ANSWERS.memberTrips.POST,
      limit: limits.read,
    },
    async (_input, { request }) => repositories.trips.list(memberTokenOf(request).memberId),
  );

  lookupRoute(
    app,
    deps,
    {
      name: 'memberTrip',
      input: tripRequestSchema,
      answer: MEMBER_ANSWERS.memberTrip.POST,
      limit: limits.read,
    },
    async (input, { request }) =>
      ownTrip(repositories.trips, memberTokenOf(request).memberId, input.tripId),
  );

  writeRoute(
    app,
    deps,
    {
      name: 'renameTrip',
      input: renameTripRequestSchema,
      answer: MEMBER_ANSWERS.renameTrip.POST,
      limit: limits.trips,
    },
    async (input, { now, commit }) =>
      commit(async (trx) => {
        const { memberId } = await memberInWrite(trx, input.token, now);
        const change = { name: input.name };
        const renamed = await tripRepository(trx).update(memberId, input.tripId, change, now);
        if (!renamed) throw new WriteRefusal(404, NO_SUCH_TRIP);
        return { status: 200, data: renamed };
      }),
  );

  writeRoute(
    app,
    deps,
    {
      name: 'arrangeTrip',
      input: arrangeTripRequestSchema,
      answer: MEMBER_ANSWERS.arrangeTrip.POST,
      limit: limits.trips,
    },
    async (input, { now, commit }) =>
      commit(async (trx) => {
        const { memberId } = await memberInWrite(trx, input.token, now);
        const trips = tripRepository(trx);
        const trip = await ownTrip(trips, memberId, input.tripId);
        const arranged = arrangeTrip(trip.days, input.days);
        if (!arranged.ok) {
          const field = `days.${arranged.day}.${arranged.index}`;
          throw new WriteRefusal(400, `body.${field}: ${REFUSED_STOP[arranged.reason]}`, [
            { field, rule: 'choice' },
          ]);
        }
        const kept = await trips.update(memberId, trip.id, { days: arranged.days }, now);
        if (!kept) throw new WriteRefusal(404, NO_SUCH_TRIP);
        return { status: 200, data: kept };
      }),
  );

  writeRoute(
    app,
    deps,
    {
      name: 'deleteTrip',
      input: deleteTripRequestSchema,
      answer: MEMBER_ANSWERS.deleteTrip.POST,
      limit: limits.trips,
    },
    async (input, { now, commit }) =>
      commit(async (trx) => {
        const { memberId } = await memberInWrite(trx, input.token, now);
        if (!(await tripRepository(trx).remove(memberId, input.tripId))) {
          throw new WriteRefusal(404, NO_SUCH_TRIP);
        }
        return { status: 200, data: true as const };
      }),
  );
}
