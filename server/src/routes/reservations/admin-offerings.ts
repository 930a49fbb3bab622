import { ADMIN_API_PATHS } from '@ecg/domain/admin-api-paths';
import {
  batchCapacityRequestSchema,
  batchesAnswerSchema,
  batchesQuerySchema,
  batchOpenRequestSchema,
  editOfferingRequestSchema,
  idAnswerSchema,
  offeringActiveRequestSchema,
  offeringsSetupAnswerSchema,
  openBatchRequestSchema,
} from '@ecg/domain/contracts/admin-reservations';
import { offeringDraftSchema } from '@ecg/domain/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NotFoundError } from '../../plugins/errors';
import type { Store } from '../../store/core/database';
import {
  createOffering,
  editOffering,
  openBatch,
  setBatchCapacity,
  setBatchOpen,
} from '../../store/reservations/reservation-operations';
import {
  listBatchesForOperators,
  listOfferingsForOperators,
  listVisitorCentres,
} from '../../store/reservations/reservation-setup-lists';
import { operatorOf, operatorRoutes } from '../operators/admin-guard';
import { loggedChange } from '../operators/logged-change';

/**
 * The visitor centres' tours and narrators and their batches, from the console
 * (docs/architecture.md, Operator console): each change through the store's operator functions,
 * logged in the same transaction. The bookings: bookings.ts.
 */
export const reservationAdminRoutes = (store: Store): FastifyPluginAsyncZod =>
  operatorRoutes('staff', async (app) => {
    app.get(
      ADMIN_API_PATHS.offerings,
      { schema: { response: { 200: offeringsSetupAnswerSchema } } },
      async () => ({
        success: true,
        data: {
          offerings: await listOfferingsForOperators(store),
          centres: await listVisitorCentres(store),
        },
      }),
    );

    app.post(
      ADMIN_API_PATHS.offerings,
      { schema: { body: offeringDraftSchema, response: { 200: idAnswerSchema } } },
      async (request) => {
        const operator = operatorOf(request);
        const draft = request.body;
        const id = await loggedChange(
          store,
          operator,
          { notVisitorCentre: 'centreId' },
          (trx) => createOffering(trx, draft, operator.at),
          (made) => ({
            action: 'offering.create',
            subjectKind: 'offering',
            subjectId: made,
            detail: { kind: draft.kind, centreId: draft.centreId, title: draft.title['zh-tw'] },
          }),
        );
        return { success: true, data: { id } };
      },
    );

    app.post(
      ADMIN_API_PATHS.editOffering,
      { schema: { body: editOfferingRequestSchema, response: { 200: idAnswerSchema } } },
      async (request) => {
        const operator = operatorOf(request);
        const { id, ...changes } = request.body;
        await loggedChange(
          store,
          operator,
          { notVisitorCentre: 'centreId' },
          (trx) => editOffering(trx, id, changes, operator.at),
          () => ({
            action: 'offering.edit',
            subjectKind: 'offering',
            subjectId: id,
            detail: { title: changes.title['zh-tw'] },
          }),
        );
        return { success: true, data: { id } };
      },
    );

    app.post(
      ADMIN_API_PATHS.offeringActive,
      { schema: { body: offeringActiveRequestSchema, response: { 200: idAnswerSchema } } },
      async (request) => {
        const operator = operatorOf(request);
        const { id, active } = request.body;
        await loggedChange(
          store,
          operator,
          {},
          (trx) => editOffering(trx, id, { active }, operator.at),
          () => ({
            action: active ? 'offering.restore' : 'offering.withdraw',
            subjectKind: 'offering',
            subjectId: id,
          }),
        );
        return { success: true, data: { id } };
      },
    );

    app.get(
      ADMIN_API_PATHS.batches,
      { schema: { querystring: batchesQuerySchema, response: { 200: batchesAnswerSchema } } },
      async (request) => {
        const { offering } = request.query;
        const batches = await listBatchesForOperators(store, offering, operatorOf(request).at);
        if (!batches) throw new NotFoundError('No offering has this id');
        return { success: true, data: { offering, batches } };
      },
    );

    app.post(
      ADMIN_API_PATHS.batches,
      { schema: { body: openBatchRequestSchema, response: { 200: idAnswerSchema } } },
      async (request) => {
        const operator = operatorOf(request);
        const draft = request.body;
        const id = await loggedChange(
          store,
          operator,
          { past: 'date', duplicate: 'time', notFound: 'offeringId' },
          (trx) => openBatch(trx, draft, operator.at),
          (opened) => ({
            action: 'batch.open',
            subjectKind: 'batch',
            subjectId: opened,
            detail: { ...draft },
          }),
        );
        return { success: true, data: { id } };
      },
    );

    app.post(
      ADMIN_API_PATHS.batchCapacity,
      { schema: { body: batchCapacityRequestSchema, response: { 200: idAnswerSchema } } },
      async (request) => {
        const operator = operatorOf(request);
        const { id, capacity } = request.body;
        await loggedChange(
          store,
          operator,
          { belowBooked: 'capacity' },
          (trx) => setBatchCapacity(trx, id, capacity),
          () => ({
            action: 'batch.capacity',
            subjectKind: 'batch',
            subjectId: id,
            detail: { capacity },
          }),
        );
        return { success: true, data: { id } };
      },
    );

    app.post(
      ADMIN_API_PATHS.batchOpen,
      { schema: { body: batchOpenRequestSchema, response: { 200: idAnswerSchema } } },
      async (request) => {
        const operator = operatorOf(request);
        const { id, open } = request.body;
        await loggedChange(
          store,
          operator,
          {},
          (trx) => setBatchOpen(trx, id, open),
          () => ({
            action: open ? 'batch.reopen' : 'batch.close',
            subjectKind: 'batch',
            subjectId: id,
          }),
        );
        return { success: true, data: { id } };
      },
    );
  });
