import { API_ANSWERS } from '@ecg/domain/api-answers';
import { apiRoute } from '@ecg/domain/api-paths';
import {
  PUBLICATION_ADDRESS_KEPT_DAYS,
  publicationRequestInputSchema,
} from '@ecg/domain/contracts';
import type { ContentLang } from '@ecg/domain/rules/language';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type {
  PublicationProblem,
  PublicationRepository,
} from '../../store/publications/publication-repository';
import { publicationRequestRepository } from '../../store/publications/publication-request-repository';
import { langParams } from '../core/lang';
import { WriteRefusal, writeRoute, type WriteDependencies } from '../writes/write-route';

function publicationRefusal(problem: PublicationProblem): WriteRefusal {
  return problem.problem === 'missing'
    ? new WriteRefusal(404, 'body.publication: this publication cannot be asked for', [
        { field: 'publication', rule: 'choice' },
      ])
    : new WriteRefusal(422, `body.copies: at most ${problem.limit} copies a request`, [
        { field: 'copies', rule: 'tooHigh', limit: problem.limit },
      ]);
}

/**
 * Publications by post (requirements §7): which may be asked for and how many copies, and the
 * request with the address to post it to.
 */
export function publicationRoutes(
  scope: FastifyInstance,
  deps: WriteDependencies,
  publications: PublicationRepository,
): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.get(
    apiRoute('publicationApplyInformation'),
    {
      config: { cachePolicy: 'live' },
      schema: {
        params: langParams,
        response: { 200: API_ANSWERS.publicationApplyInformation.GET },
      },
    },
    async (request) => ({
      success: true,
      data: {
        items: await publications.requestable(request.params.lang as ContentLang),
        addressKeptDays: PUBLICATION_ADDRESS_KEPT_DAYS,
      },
    }),
  );

  writeRoute(
    app,
    deps,
    {
      name: 'applyPublication',
      input: publicationRequestInputSchema,
      answer: API_ANSWERS.applyPublication.POST,
    },
    async (input, { lang, now, commit }) => {
      const checked = await publications.check(input.publication, input.copies);
      if ('problem' in checked) throw publicationRefusal(checked);
      return commit(async (trx) => {
        const receipt = await publicationRequestRepository(trx).take(
          input,
          checked.title,
          lang,
          now,
        );
        return { status: 201, data: receipt };
      });
    },
  );
}
