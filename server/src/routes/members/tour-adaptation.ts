import { MEMBER_TRIPS_MAX, tourAdaptationRequestSchema } from '@ecg/domain/contracts';
import { tripDaysOfTour } from '@ecg/domain/rules/trip-arrangement';
import { MEMBER_ANSWERS } from '@ecg/domain/member-api-answers';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tourRepository } from '../../store/content/tour-repository';
import { tripRepository } from '../../store/members/trip-repository';
import { tourDetail } from '../content/tour-presenter';
import { WriteRefusal, writeRoute } from '../writes/write-route';
import { memberInWrite } from './member-guard';
import type { MembersDependencies } from './member-limits';

export const NO_SUCH_TOUR = 'body.id: this tour is not in the guide: it may have been withdrawn';
export const TRIPS_FULL = `you keep ${MEMBER_TRIPS_MAX} trips, as many as an account holds: delete one to make another`;

/** "body.name: name must not be empty" as the Tips alert says it: "Name must not be empty". */
export function sentenceOf(message: string): string {
  const plain = message.replace(/(^|; )body(\.[\w.]+)?: /g, '$1');
  return plain.charAt(0).toUpperCase() + plain.slice(1);
}

/**
 * Requirements §7 and §8: the adaptation answers `{success, data, msg}` (tourAdaptationAnswerSchema),
 * and the app shows `msg` in its Tips alert when it fails. So every answer gets a `msg`: empty on
 * success, the refusal as a sentence otherwise, beside our envelope's exact `message`
 * (a 401 of the guard and a 429 of the limit included, as their hooks share this context).
 */
function sayMsg(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (typeof payload !== 'string') return payload;
    const answer = JSON.parse(payload) as { message?: unknown };
    const msg = reply.statusCode < 400 ? '' : sentenceOf(String(answer.message ?? ''));
    return JSON.stringify({ ...answer, msg });
  });
}

/**
 * The tour adaptation (requirements §4, §5, §7 `/{lang}/Trip/pwaadaptation`; docs/members.md,
 * Trips): the tour's daylist, as the tour's detail answers it in the request's language, copied
 * into a new trip of the member's under the name given, cut to the trip's caps
 * (rules/trip-arrangement.ts). The trip is the member's own from then on: re-seeding the tour
 * changes nothing of it. Registered inside signedInRoutes (member-guard.ts).
 */
export const tourAdaptationRoutes =
  (deps: MembersDependencies): FastifyPluginAsyncZod =>
  async (app) => {
    sayMsg(app);
    writeRoute(
      app,
      deps,
      {
        name: 'tourAdaptation',
        input: tourAdaptationRequestSchema,
        answer: MEMBER_ANSWERS.tourAdaptation.POST,
        limit: deps.limits.trips,
      },
      async (input, { lang, now, commit }) => {
        // The tour is content, read before the write's transaction (docs/operations.md, Written
        // data in PostgreSQL).
        const tour = await tourRepository(deps.content).find(input.id, lang);
        return commit(async (trx) => {
          const { memberId } = await memberInWrite(trx, input.token, now);
          if (!tour) throw new WriteRefusal(404, NO_SUCH_TOUR);
          const trips = tripRepository(trx);
          if ((await trips.count(memberId)) >= MEMBER_TRIPS_MAX) {
            throw new WriteRefusal(409, TRIPS_FULL);
          }
          const days = tripDaysOfTour(tourDetail(tour, lang).daylist);
          const trip = await trips.create(
            memberId,
            { name: input.name, tourId: tour.id, days },
            now,
          );
          return { status: 201, data: trip };
        });
      },
    );
  };
