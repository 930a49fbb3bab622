import { addCollectionRequestSchema, favouritesCollectionSchema } from '@ecg/domain/contracts';
import { forgetOldMarkers, fitFavourites } from '@ecg/domain/rules/favourite-markers';
import { mergeFavourites } from '@ecg/domain/rules/favourites';
import { MEMBER_ANSWERS } from '@ecg/domain/member-api-answers';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberFavouritesRepository } from '../../store/members/member-favourites-repository';
import { writeRoute } from '../writes/write-route';
import { memberInWrite } from './member-guard';
import type { MembersDependencies } from './member-limits';

/**
 * Requirements §7 and §8: a favourites save refused answers `success: false` with the error text
 * as `data`, which the app logs. Our envelope's `message` stays beside it, so the answer is both
 * the requirements' shape (addCollectionAnswerSchema) and our error envelope.
 */
function sayRefusalsInData(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode < 400 || typeof payload !== 'string') return payload;
    const answer = JSON.parse(payload) as { message?: unknown };
    return JSON.stringify({ ...answer, data: answer.message });
  });
}

/**
 * The favourites save (requirements §7 addCollectionPWA; docs/members.md, Favourites): the whole
 * collection the phone holds, merged with the one the account keeps (a union, each pid's later
 * change winning, deletion markers kept: domain/src/rules/favourites.ts), then markers past
 * their time forgotten and the whole fitted under the cap (rules/favourite-markers.ts). The
 * merged collection is kept and answered, so each phone that saves converges on the same one.
 * Registered inside signedInRoutes (member-guard.ts).
 */
export const favouritesSaveRoutes =
  (deps: MembersDependencies): FastifyPluginAsyncZod =>
  async (app) => {
    sayRefusalsInData(app);
    writeRoute(
      app,
      deps,
      {
        name: 'addCollection',
        input: addCollectionRequestSchema,
        answer: MEMBER_ANSWERS.addCollection.POST,
        limit: deps.limits.favourites,
      },
      async (input, { now, commit }) => {
        const sent = favouritesCollectionSchema.parse(JSON.parse(input.collection));
        return commit(async (trx) => {
          const { memberId } = await memberInWrite(trx, input.token, now);
          const favourites = memberFavouritesRepository(trx);
          const merged = mergeFavourites(await favourites.of(memberId), sent);
          const kept = fitFavourites(forgetOldMarkers(merged, now));
          await favourites.save(memberId, kept, now);
          return { status: 200, data: kept };
        });
      },
    );
  };
