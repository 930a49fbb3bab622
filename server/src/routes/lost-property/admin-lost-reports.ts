import { ADMIN_ANSWERS } from '@ecg/domain/admin-api-answers';
import { ADMIN_API_PATHS } from '@ecg/domain/admin-api-paths';
import {
  lostReportsQuerySchema,
  matchLostReportRequestSchema,
} from '@ecg/domain/contracts/admin-lost-property';
import { formatTaipei } from '@ecg/domain/rules/datetime';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  lostReportRepository,
  type LostReportRepository,
} from '../../store/lost-property/lost-report-repository';
import { listAnswer } from '../core/paging';
import { operatorRoutes } from '../operators/admin-guard';
import type { LoggedChange } from '../operators/logged-change';
import { numberChangeRoute } from './number-change';

/**
 * Lost items' reports from the console (docs/architecture.md, Operator console): listed with the
 * visitor's contact, and matched to the held found item that is the visitor's (the match and its
 * log line are one transaction); the staff then tell the visitor.
 */
export const lostReportAdminRoutes = (
  lostReports: LostReportRepository,
  changes: LoggedChange,
): FastifyPluginAsyncZod =>
  operatorRoutes('staff', async (app) => {
    app.get(
      ADMIN_API_PATHS.lostReports,
      {
        schema: {
          querystring: lostReportsQuerySchema,
          response: { 200: ADMIN_ANSWERS.lostReports.GET },
        },
      },
      async (request) => {
        const { page, pageSize, ...filter } = request.query;
        const { items, total } = await lostReports.list({ ...filter, page, pageSize });
        const listed = items.map((row) => ({
          number: row.number,
          category: row.category,
          description: row.description,
          placeLost: row.place_lost,
          lostOn: row.lost_on,
          contact: {
            name: row.contact_name,
            email: row.contact_email,
            phone: row.contact_phone,
          },
          lang: row.lang,
          state: row.state,
          matchedItem: row.matched_item_number,
          matchedAt: row.matched_at === null ? null : formatTaipei(row.matched_at),
          createdAt: formatTaipei(row.created_at),
        }));
        return listAnswer({ items: listed, total }, request.query);
      },
    );

    numberChangeRoute(
      app,
      'matchLostReport',
      matchLostReportRequestSchema,
      async ({ report, item }, operator) => {
        await changes(
          operator,
          { notHeld: 'item', notOpen: 'report' },
          (trx) => lostReportRepository(trx).match({ report, item, at: operator.at }),
          () => ({
            action: 'lost-report.match',
            subjectKind: 'lost-report',
            subjectId: report,
            detail: { item },
          }),
        );
        return report;
      },
    );
  });
