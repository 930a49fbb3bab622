import { ADMIN_API_PATHS } from '@ecg/domain/admin-api-paths';
import {
  foundItemChangeAnswerSchema,
  lostReportsAnswerSchema,
  lostReportsQuerySchema,
  matchLostReportRequestSchema,
} from '@ecg/domain/contracts/admin-lost-property';
import { formatTaipei } from '@ecg/domain/rules/datetime';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Store } from '../../store/core/database';
import { listLostReports, matchLostReport } from '../../store/lost-property/lost-report-repository';
import { operatorOf, operatorRoutes } from '../operators/admin-guard';
import { loggedChange } from '../operators/logged-change';

/**
 * Lost items' reports from the console (docs/architecture.md, Operator console): listed with the
 * visitor's contact, and matched to the held found item that is the visitor's (the match and its
 * log line are one transaction); the staff then tell the visitor.
 */
export const lostReportAdminRoutes = (store: Store): FastifyPluginAsyncZod =>
  operatorRoutes('staff', async (app) => {
    app.get(
      ADMIN_API_PATHS.lostReports,
      {
        schema: { querystring: lostReportsQuerySchema, response: { 200: lostReportsAnswerSchema } },
      },
      async (request) => {
        const { page, pageSize, ...filter } = request.query;
        const { items, total } = await listLostReports(store, { ...filter, page, pageSize });
        const matchedIds = items.flatMap((row) =>
          row.matched_item_id === null ? [] : [row.matched_item_id],
        );
        const matched =
          matchedIds.length === 0
            ? []
            : await store
                .selectFrom('found_item')
                .select(['id', 'number'])
                .where('id', 'in', matchedIds)
                .execute();
        return {
          success: true,
          data: {
            items: items.map((row) => ({
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
              matchedItem: matched.find((item) => item.id === row.matched_item_id)?.number ?? null,
              matchedAt: row.matched_at === null ? null : formatTaipei(row.matched_at),
              createdAt: formatTaipei(row.created_at),
            })),
            total,
            page,
            pageSize,
          },
        };
      },
    );

    app.post(
      ADMIN_API_PATHS.matchLostReport,
      {
        schema: {
          body: matchLostReportRequestSchema,
          response: { 200: foundItemChangeAnswerSchema },
        },
      },
      async (request) => {
        const operator = operatorOf(request);
        const { report, item } = request.body;
        await loggedChange(
          store,
          operator,
          { notHeld: 'item', notOpen: 'report' },
          (trx) => matchLostReport(trx, { report, item, at: operator.at }),
          () => ({
            action: 'lost-report.match',
            subjectKind: 'lost-report',
            subjectId: report,
            detail: { item },
          }),
        );
        return { success: true, data: { number: report } };
      },
    );
  });
