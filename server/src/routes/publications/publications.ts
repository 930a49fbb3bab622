import { apiRoute } from '@ecg/domain/api-paths';
import {
  envelope,
  PUBLICATION_ADDRESS_KEPT_DAYS,
  publicationApplyInformationSchema,
  publicationReceiptSchema,
  publicationRequestInputSchema,
} from '@ecg/domain/contracts';
import type { ContentLang } from '@ecg/domain/rules/language';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { forgetPostedAddresses } from '../../store/publications/publication-operations';
import {
  checkPublicationRequest,
  requestablePublications,
  takePublicationRequest,
  type PublicationProblem,
} from '../../store/publications/publication-requests';
import { langParams } from '../core/lang';
import { WriteRefusal, writeRoute, type WriteDependencies } from '../writes/write-route';

const HOUR_MS = 3_600_000;

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
export function publicationRoutes(scope: FastifyInstance, deps: WriteDependencies): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  // What the form promises: an address goes PUBLICATION_ADDRESS_KEPT_DAYS after posting.
  let forgotAt = 0;

  app.get(
    apiRoute('publicationApplyInformation'),
    {
      config: { cachePolicy: 'live' },
      schema: {
        params: langParams,
        response: { 200: envelope(publicationApplyInformationSchema) },
      },
    },
    async (request) => ({
      success: true,
      data: {
        items: await requestablePublications(deps.store, request.params.lang as ContentLang),
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
      data: publicationReceiptSchema,
    },
    async (input, { lang, now, commit }) => {
      const checked = await checkPublicationRequest(deps.store, input);
      if ('problem' in checked) throw publicationRefusal(checked);
      return commit(async (trx) => {
        const receipt = await takePublicationRequest(trx, input, checked.title, lang, now);
        if (now - forgotAt >= HOUR_MS) {
          forgotAt = now;
          await forgetPostedAddresses(trx, now);
        }
        return { status: 201, data: receipt };
      });
    },
  );
}
