import { API_ANSWERS } from '@ecg/domain/api-answers';
import { apiRoute } from '@ecg/domain/api-paths';
import { idRequestSchema, tourListQuerySchema } from '@ecg/domain/contracts';
import type { ContentLang } from '@ecg/domain/rules/language';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NotFoundError } from '../../plugins/errors';
import { tourDetail, tourSummary } from './tour-presenter';
import type { TourRepository } from '../../store/content/tour-repository';
import { langParams, requireContentLang } from '../core/lang';

/** Itineraries: the list by category, and the detail, answered as data[0] (requirements §7). */
export const tourRoutes =
  (tours: TourRepository): FastifyPluginAsyncZod =>
  async (app) => {
    requireContentLang(app);

    app.get(
      apiRoute('tours'),
      {
        config: { cacheAnswer: true },
        schema: {
          params: langParams,
          querystring: tourListQuerySchema,
          response: { 200: API_ANSWERS.tours.GET },
        },
      },
      async (request) => {
        const { category, page, pageSize } = request.query;
        const filter = { page, pageSize, category: category === 'all' ? undefined : category };
        const lang = request.params.lang as ContentLang;
        const { items, total } = await tours.list(lang, filter);
        const summaries = items.map((row) => tourSummary(row, lang));
        return { success: true, data: { items: summaries, total, page, pageSize } };
      },
    );

    app.post(
      apiRoute('tourDetail'),
      {
        config: { cacheAnswer: true },
        schema: {
          params: langParams,
          body: idRequestSchema,
          response: { 200: API_ANSWERS.tourDetail.POST },
        },
      },
      async (request) => {
        const lang = request.params.lang as ContentLang;
        const row = await tours.find(request.body.id, lang);
        if (!row) throw new NotFoundError(`No tour with id ${request.body.id}`);
        return { success: true, data: [tourDetail(row, lang)] };
      },
    );
  };
