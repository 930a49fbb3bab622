import { API_ANSWERS } from '@ecg/domain/api-answers';
import { apiRoute } from '@ecg/domain/api-paths';
import { eventListQuerySchema, idRequestSchema } from '@ecg/domain/contracts';
import { taipeiToday } from '@ecg/domain/rules/event-status';
import type { ContentLang } from '@ecg/domain/rules/language';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TAIPEI_DAY } from '../../plugins/answer-cache';
import { NotFoundError } from '../../plugins/errors';
import { eventDetail } from './event-presenter';
import { eventListItems } from './event-list-presenter';
import type { EventRepository } from '../../store/content/event-repository';
import type { FestivalRepository } from '../../store/content/festival-repository';
import { pageOf } from '../../store/core/paging';
import { langParams, requireContentLang } from '../core/lang';
import { listAnswer } from '../core/paging';

/**
 * Events (activities): the list by quarter, region and keyword, and the recent-event detail.
 * What has ended is judged on the Taipei day of the request (`now`), so both answers are kept
 * only until Taipei midnight.
 */
export const eventRoutes =
  (
    events: EventRepository,
    festivals: FestivalRepository,
    now: () => number = Date.now,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    requireContentLang(app);

    app.get(
      apiRoute('activities'),
      {
        config: { cacheAnswer: TAIPEI_DAY },
        schema: {
          params: langParams,
          querystring: eventListQuerySchema,
          response: { 200: API_ANSWERS.activities.GET },
        },
      },
      async (request) => {
        const lang = request.params.lang as ContentLang;
        const { query } = request;
        const items = eventListItems({
          events: await events.matching(lang, query),
          festivals: await festivals.matching(lang, query),
          today: taipeiToday(now()),
          past: query.past,
        });
        return listAnswer(pageOf(items, query), query);
      },
    );

    app.post(
      apiRoute('recentEvents'),
      {
        config: { cacheAnswer: TAIPEI_DAY },
        schema: {
          params: langParams,
          body: idRequestSchema,
          response: { 200: API_ANSWERS.recentEvents.POST },
        },
      },
      async (request) => {
        const row = await events.find(request.body.id, request.params.lang as ContentLang);
        if (!row) throw new NotFoundError(`No event with id ${request.body.id}`);
        return { success: true, data: eventDetail(row, taipeiToday(now())) };
      },
    );
  };
