import { ADMIN_ANSWERS } from '@ecg/domain/admin-api-answers';
import { ADMIN_API_PATHS } from '@ecg/domain/admin-api-paths';
import {
  batchCapacityRequestSchema,
  batchesQuerySchema,
  batchOpenRequestSchema,
  editOfferingRequestSchema,
  offeringActiveRequestSchema,
  openBatchRequestSchema,
} from '@ecg/domain/contracts/admin-reservations';
import { offeringDraftSchema } from '@ecg/domain/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NotFoundError } from '../../plugins/errors';
import type { VisitorCentreRepository } from '../../store/content/visitor-centre-repository';
import { batchRepository, type BatchRepository } from '../../store/reservations/batch-repository';
import {
  offeringRepository,
  type OfferingRepository,
} from '../../store/reservations/offering-repository';
import { operatorOf, operatorRoutes } from '../operators/admin-guard';
import type { LoggedChange } from '../operators/logged-change';

export interface OfferingSetup {
  offerings: OfferingRepository;
  batches: BatchRepository;
  centres: VisitorCentreRepository;
  changes: LoggedChange;
}

/**
 * The visitor centres' tours and narrators and their batches, from the console
 * (docs/architecture.md, Operator console): each change through the area's repositories, logged
 * in the same transaction. The bookings: admin-bookings.ts.
 */
export const reservationAdminRoutes = ({
  offerings,
  batches,
  centres,
  changes,
}: OfferingSetup): FastifyPluginAsyncZod =>
  operatorRoutes('staff', async (app) => {
    app.get(
      ADMIN_API_PATHS.offerings,
      { schema: { response: { 200: ADMIN_ANSWERS.offerings.GET } } },
      async () => ({
        success: true,
        data: {
          offerings: await offerings.listForOperators(),
          centres: await centres.list(),
        },
      }),
    );

    app.post(
      ADMIN_API_PATHS.offerings,
      { schema: { body: offeringDraftSchema, response: { 200: ADMIN_ANSWERS.offerings.POST } } },
      async (request) => {
        const operator = operatorOf(request);
        const draft = request.body;
        // The visitor centres are content, read before the change's transaction
        // (docs/operations.md, Written data in PostgreSQL).
        const centreIds = await centres.ids();
        const id = await changes(
          operator,
          { notVisitorCentre: 'centreId' },
          (trx) => offeringRepository(trx).create(draft, operator.at, centreIds),
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
      {
        schema: {
          body: editOfferingRequestSchema,
          response: { 200: ADMIN_ANSWERS.editOffering.POST },
        },
      },
      async (request) => {
        const operator = operatorOf(request);
        const { id, ...edits } = request.body;
        const centreIds = await centres.ids();
        await changes(
          operator,
          { notVisitorCentre: 'centreId' },
          (trx) => offeringRepository(trx).edit(id, edits, operator.at, centreIds),
          () => ({
            action: 'offering.edit',
            subjectKind: 'offering',
            subjectId: id,
            detail: { title: edits.title['zh-tw'] },
          }),
        );
        return { success: true, data: { id } };
      },
    );

    app.post(
      ADMIN_API_PATHS.offeringActive,
      {
        schema: {
          body: offeringActiveRequestSchema,
          response: { 200: ADMIN_ANSWERS.offeringActive.POST },
        },
      },
      async (request) => {
        const operator = operatorOf(request);
        const { id, active } = request.body;
        await changes(
          operator,
          {},
          // Withdrawn or restored, an offering keeps its centre: none to check.
          (trx) => offeringRepository(trx).edit(id, { active }, operator.at, new Set()),
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
      { schema: { querystring: batchesQuerySchema, response: { 200: ADMIN_ANSWERS.batches.GET } } },
      async (request) => {
        const { offering } = request.query;
        const listed = await batches.listForOperators(offering, operatorOf(request).at);
        if (!listed) throw new NotFoundError('No offering has this id');
        return { success: true, data: { offering, batches: listed } };
      },
    );

    app.post(
      ADMIN_API_PATHS.batches,
      { schema: { body: openBatchRequestSchema, response: { 200: ADMIN_ANSWERS.batches.POST } } },
      async (request) => {
        const operator = operatorOf(request);
        const draft = request.body;
        const id = await changes(
          operator,
          { past: 'date', duplicate: 'time', notFound: 'offeringId' },
          (trx) => batchRepository(trx).open(draft, operator.at),
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
      {
        schema: {
          body: batchCapacityRequestSchema,
          response: { 200: ADMIN_ANSWERS.batchCapacity.POST },
        },
      },
      async (request) => {
        const operator = operatorOf(request);
        const { id, capacity } = request.body;
        await changes(
          operator,
          { belowBooked: 'capacity' },
          (trx) => batchRepository(trx).setCapacity(id, capacity),
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
      { schema: { body: batchOpenRequestSchema, response: { 200: ADMIN_ANSWERS.batchOpen.POST } } },
      async (request) => {
        const operator = operatorOf(request);
        const { id, open } = request.body;
        await changes(
          operator,
          {},
          (trx) => batchRepository(trx).setOpen(id, open),
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
