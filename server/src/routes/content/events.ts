import { apiRoute } from '@ecg/domain/api-paths';
import {
  envelope,
  eventListQuerySchema,
  eventSchema,
  eventSummarySchema,
  idRequestSchema,
  listPageSchema,
} from '@ecg/domain/contracts';
import type { ContentLang } from '@ecg/domain/rules/language';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NotFoundError } from '../../plugins/errors';
import { eventDetail, eventSummary } from '../../presenters/event';
import type { EventRepository } from '../../store/event-repository';
import { langParams, requireContentLang } from './lang';

/** Events (activities): the list by quarter, region and keyword, and the recent-event detail. */
export const eventRoutes =
  (events: EventRepository): FastifyPluginAsyncZod =>
  async (app) => {
    requireContentLang(app);

    app.get(
      apiRoute('activities'),
      {
        config: { cacheAnswer: true },
        schema: {
          params: langParams,
          querystring: eventListQuerySchema,
          response: { 200: envelope(listPageSchema(eventSummarySchema)) },
        },
      },
      async (request) => {
        const lang = request.params.lang as ContentLang;
        const { items, total } = await events.list(lang, request.query);
        return {
          success: true,
          data: {
            items: items.map(eventSummary),
            total,
            page: request.query.page,
            pageSize: request.query.pageSize,
          },
        };
      },
    );

    app.post(
      apiRoute('recentEvents'),
      {
        config: { cacheAnswer: true },
        schema: {
          params: langParams,
          body: idRequestSchema,
          response: { 200: envelope(eventSchema) },
        },
      },
      async (request) => {
        const row = await events.find(request.body.id, request.params.lang as ContentLang);
        if (!row) throw new NotFoundError(`No event with id ${request.body.id}`);
        return { success: true, data: eventDetail(row) };
      },
    );
  };
