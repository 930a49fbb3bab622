import { ADMIN_ANSWERS } from '@ecg/domain/admin-api-answers';
import { ADMIN_API_PATHS } from '@ecg/domain/admin-api-paths';
import {
  editFoundItemRequestSchema,
  foundItemDraftSchema,
  foundItemsQuerySchema,
  returnFoundItemRequestSchema,
} from '@ecg/domain/contracts/admin-lost-property';
import { formatTaipei } from '@ecg/domain/rules/datetime';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { VisitorCentreRepository } from '../../store/content/visitor-centre-repository';
import {
  foundItemConsoleRepository,
  type FoundItemConsoleRepository,
} from '../../store/lost-property/found-item-console-repository';
import { listAnswer } from '../core/paging';
import { operatorRoutes } from '../operators/admin-guard';
import type { LoggedChange } from '../operators/logged-change';
import { numberChangeRoute } from './number-change';

const ITEM_FIELDS = {
  notVisitorCentre: 'collectPlaceId',
  days: 'keepUntil',
};

/**
 * Found items from the console (docs/architecture.md, Operator console): registered at a visitor
 * centre (shown to visitors while held), corrected and given back. Each change and its log line are
 * one transaction. The lost items' reports: admin-lost-reports.ts.
 */
export const foundItemAdminRoutes = (
  foundItems: FoundItemConsoleRepository,
  centres: VisitorCentreRepository,
  changes: LoggedChange,
): FastifyPluginAsyncZod =>
  operatorRoutes('staff', async (app) => {
    app.get(
      ADMIN_API_PATHS.visitorCentres,
      { schema: { response: { 200: ADMIN_ANSWERS.visitorCentres.GET } } },
      async () => ({ success: true, data: await centres.list() }),
    );

    app.get(
      ADMIN_API_PATHS.foundItems,
      {
        schema: {
          querystring: foundItemsQuerySchema,
          response: { 200: ADMIN_ANSWERS.foundItems.GET },
        },
      },
      async (request) => {
        const { page, pageSize, state } = request.query;
        const { items, total } = await foundItems.listForStaff({ state, page, pageSize });
        const listed = items.map((row) => ({
          number: row.number,
          category: row.category,
          description: row.description,
          placeFound: row.place_found,
          foundOn: row.found_on,
          keepUntil: row.keep_until,
          collectPlaceId: row.collect_place_id,
          state: row.state,
          returnedAt: row.returned_at === null ? null : formatTaipei(row.returned_at),
          returnNote: row.return_note,
          createdAt: formatTaipei(row.created_at),
        }));
        return listAnswer({ items: listed, total }, request.query);
      },
    );

    // The visitor centres are content, read before the change's transaction
    // (docs/operations.md, Written data in PostgreSQL).
    numberChangeRoute(app, 'foundItems', foundItemDraftSchema, async (item, operator) => {
      const centreIds = await centres.ids();
      return changes(
        operator,
        ITEM_FIELDS,
        (trx) => foundItemConsoleRepository(trx).register(item, operator.at, centreIds),
        (registered) => ({
          action: 'found-item.register',
          subjectKind: 'found-item',
          subjectId: registered,
          detail: { category: item.category, collectPlaceId: item.collectPlaceId },
        }),
      );
    });

    numberChangeRoute(
      app,
      'editFoundItem',
      editFoundItemRequestSchema,
      async ({ number, ...edits }, operator) => {
        const centreIds = await centres.ids();
        await changes(
          operator,
          ITEM_FIELDS,
          (trx) => foundItemConsoleRepository(trx).edit(number, edits, operator.at, centreIds),
          () => ({ action: 'found-item.edit', subjectKind: 'found-item', subjectId: number }),
        );
        return number;
      },
    );

    numberChangeRoute(
      app,
      'returnFoundItem',
      returnFoundItemRequestSchema,
      async ({ number, state, note }, operator) => {
        await changes(
          operator,
          {},
          (trx) =>
            foundItemConsoleRepository(trx).markReturned(number, {
              at: operator.at,
              state,
              note: note ?? undefined,
            }),
          () => ({
            action: state === 'returned' ? 'found-item.return' : 'found-item.dispose',
            subjectKind: 'found-item',
            subjectId: number,
          }),
        );
        return number;
      },
    );
  });
