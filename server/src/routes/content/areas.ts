import { apiRoute } from '@ecg/domain/api-paths';
import { API_ANSWERS } from '@ecg/domain/api-answers';
import { regionDetailRequestSchema } from '@ecg/domain/contracts';
import type { ContentLang } from '@ecg/domain/rules/language';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NotFoundError } from '../../plugins/errors';
import type { AreaRepository } from '../../store/content/area-repository';
import { langParams, requireContentLang } from '../core/lang';

/** Region detail (requirements §7): {type} lists the areas of a region (or all), {id} gives one. */
export const areaRoutes =
  (areas: AreaRepository): FastifyPluginAsyncZod =>
  async (app) => {
    requireContentLang(app);
    app.post(
      apiRoute('regionDetail'),
      {
        config: { cacheAnswer: true },
        schema: {
          params: langParams,
          body: regionDetailRequestSchema,
          response: { 200: API_ANSWERS.regionDetail.POST },
        },
      },
      async (request) => {
        const lang = request.params.lang as ContentLang;
        const { id, type } = request.body;
        if (id === undefined) return { success: true, data: await areas.list(type!, lang) };
        const area = await areas.find(id, lang);
        if (!area) throw new NotFoundError(`No area with id ${id}`);
        return { success: true, data: area };
      },
    );
  };
