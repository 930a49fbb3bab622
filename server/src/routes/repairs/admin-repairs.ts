import { ADMIN_ANSWERS } from '@ecg/domain/admin-api-answers';
import { ADMIN_API_PATHS } from '@ecg/domain/admin-api-paths';
import {
  repairPhotoQuerySchema,
  repairReportQuerySchema,
  repairsQuerySchema,
  repairStatusRequestSchema,
} from '@ecg/domain/contracts/admin-repairs';
import { formatTaipei } from '@ecg/domain/rules/datetime';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NotFoundError } from '../../plugins/errors';
import type { RepairConsoleRepository } from '../../store/repairs/repair-console-repository';
import { repairStatusRepository } from '../../store/repairs/repair-status-repository';
import { operatorOf, operatorRoutes } from '../operators/admin-guard';
import type { LoggedChange } from '../operators/logged-change';

const timeOf = (at: number | null) => (at === null ? null : formatTaipei(at));

/**
 * Repair reports from the console (docs/architecture.md, Operator console): listed by status,
 * category and day, read whole with their photos (served to a signed-in operator only, kept by no
 * cache), and moved through open, acknowledged, in progress and closed with a note the visitors
 * read.
 */
export const repairAdminRoutes = (
  reports: RepairConsoleRepository,
  changes: LoggedChange,
): FastifyPluginAsyncZod =>
  operatorRoutes('staff', async (app) => {
    app.get(
      ADMIN_API_PATHS.repairs,
      { schema: { querystring: repairsQuerySchema, response: { 200: ADMIN_ANSWERS.repairs.GET } } },
      async (request) => {
        const { page, pageSize, ...filter } = request.query;
        const { items, total } = await reports.list({ ...filter, page, pageSize });
        return {
          success: true,
          data: {
            items: items.map((item) => ({
              ...item,
              createdAt: formatTaipei(item.createdAt),
              updatedAt: formatTaipei(item.updatedAt),
            })),
            total,
            page,
            pageSize,
          },
        };
      },
    );

    app.get(
      ADMIN_API_PATHS.repairReport,
      {
        schema: {
          querystring: repairReportQuerySchema,
          response: { 200: ADMIN_ANSWERS.repairReport.GET },
        },
      },
      async (request) => {
        const report = await reports.detail(request.query.number);
        if (!report) throw new NotFoundError('No report has this number');
        return {
          success: true,
          data: {
            ...report,
            createdAt: formatTaipei(report.createdAt),
            updatedAt: formatTaipei(report.updatedAt),
            closedAt: timeOf(report.closedAt),
            reports: report.reports.map((one) => ({
              ...one,
              createdAt: formatTaipei(one.createdAt),
            })),
            changes: report.changes.map((change) => ({ ...change, at: formatTaipei(change.at) })),
          },
        };
      },
    );

    app.get(
      ADMIN_API_PATHS.repairPhoto,
      { schema: { querystring: repairPhotoQuerySchema } },
      async (request, reply) => {
        const { number, id } = request.query;
        const photo = (await reports.photos(number)).find((one) => one.id === id);
        if (!photo) throw new NotFoundError('This report has no such photo');
        return reply.type(photo.contentType).send(photo.data);
      },
    );

    app.post(
      ADMIN_API_PATHS.repairStatus,
      {
        schema: {
          body: repairStatusRequestSchema,
          response: { 200: ADMIN_ANSWERS.repairStatus.POST },
        },
      },
      async (request) => {
        const operator = operatorOf(request);
        const { number, status, note } = request.body;
        await changes(
          operator,
          { statusRefused: 'status' },
          (trx) =>
            repairStatusRepository(trx).change({
              number,
              status,
              note: note ?? undefined,
              by: operator.name,
              at: operator.at,
            }),
          () => ({
            action: 'repair.status',
            subjectKind: 'repair',
            subjectId: number,
            detail: { status, noteLength: note?.length ?? 0 },
          }),
        );
        return { success: true, data: { number, status } };
      },
    );
  });
