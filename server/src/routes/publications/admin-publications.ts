import { ADMIN_ANSWERS } from '@ecg/domain/admin-api-answers';
import { ADMIN_API_PATHS } from '@ecg/domain/admin-api-paths';
import { PUBLICATION_ADDRESS_KEPT_DAYS } from '@ecg/domain/contracts';
import {
  publicationAddRequestSchema,
  publicationPostedRequestSchema,
  publicationRequestableRequestSchema,
  publicationRequestsQuerySchema,
} from '@ecg/domain/contracts/admin-publications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operatorPublicationRepository } from '../../store/content/operator-publication-repository';
import { publicationOfferRepository } from '../../store/publications/publication-offer-repository';
import type { PublicationRepository } from '../../store/publications/publication-repository';
import {
  publicationRequestRepository,
  type PublicationRequestRepository,
} from '../../store/publications/publication-request-repository';
import { operatorOf, operatorRoutes } from '../operators/admin-guard';
import type { LoggedChange } from '../operators/logged-change';

/**
 * Publications by post, from the console (docs/architecture.md, Operator console): which of our
 * publications visitors may ask for and how many copies, the requests with their addresses, and a
 * request marked posted; each change logged in its own transaction.
 */
export const publicationAdminRoutes = (
  publications: PublicationRepository,
  requests: PublicationRequestRepository,
  changes: LoggedChange,
): FastifyPluginAsyncZod =>
  operatorRoutes('staff', async (app) => {
    app.get(
      ADMIN_API_PATHS.publications,
      { schema: { response: { 200: ADMIN_ANSWERS.publications.GET } } },
      async () => ({
        success: true,
        data: {
          publications: await publications.listForOperators(),
          addressKeptDays: PUBLICATION_ADDRESS_KEPT_DAYS,
        },
      }),
    );

    app.post(
      ADMIN_API_PATHS.publicationAdd,
      {
        schema: {
          body: publicationAddRequestSchema,
          response: { 200: ADMIN_ANSWERS.publicationAdd.POST },
        },
      },
      async (request) => {
        const operator = operatorOf(request);
        const { title, summary, copyLimit } = request.body;
        const id = await changes(
          operator,
          {},
          async (trx) => {
            const added = await operatorPublicationRepository(trx).add(
              { title, summary },
              operator.at,
            );
            if (copyLimit !== null) {
              const offers = publicationOfferRepository(trx);
              await offers.setRequestable(added, copyLimit, operator.at, new Set());
            }
            return added;
          },
          (added) => ({
            action: 'publication.added',
            subjectKind: 'publication',
            subjectId: added,
            detail: copyLimit === null ? {} : { copyLimit },
          }),
        );
        return { success: true, data: { id, copyLimit } };
      },
    );

    app.post(
      ADMIN_API_PATHS.publicationRequestable,
      {
        schema: {
          body: publicationRequestableRequestSchema,
          response: { 200: ADMIN_ANSWERS.publicationRequestable.POST },
        },
      },
      async (request) => {
        const operator = operatorOf(request);
        const { id, copyLimit } = request.body;
        const listed = await publications.ids();
        await changes(
          operator,
          {},
          (trx) =>
            publicationOfferRepository(trx).setRequestable(id, copyLimit, operator.at, listed),
          () => ({
            action: copyLimit === null ? 'publication.unrequestable' : 'publication.requestable',
            subjectKind: 'publication',
            subjectId: id,
            detail: copyLimit === null ? {} : { copyLimit },
          }),
        );
        return { success: true, data: { id, copyLimit } };
      },
    );

    app.get(
      ADMIN_API_PATHS.publicationRequests,
      {
        schema: {
          querystring: publicationRequestsQuerySchema,
          response: { 200: ADMIN_ANSWERS.publicationRequests.GET },
        },
      },
      async (request) => ({
        success: true,
        data: await requests.list(request.query),
      }),
    );

    app.post(
      ADMIN_API_PATHS.publicationPosted,
      {
        schema: {
          body: publicationPostedRequestSchema,
          response: { 200: ADMIN_ANSWERS.publicationPosted.POST },
        },
      },
      async (request) => {
        const operator = operatorOf(request);
        const { number, note } = request.body;
        await changes(
          operator,
          {},
          (trx) => publicationRequestRepository(trx).markPosted(number, note, operator.at),
          () => ({
            action: 'publication.posted',
            subjectKind: 'publication-request',
            subjectId: number,
            detail: { noteLength: note?.length ?? 0 },
          }),
        );
        return { success: true, data: { number, status: 'posted' as const } };
      },
    );
  });
