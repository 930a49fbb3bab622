import { API_ANSWERS } from '@ecg/domain/api-answers';
import { apiRoute } from '@ecg/domain/api-paths';
import {
  guideListQuerySchema,
  idRequestSchema,
  keywordListQuerySchema,
  type GuideType,
} from '@ecg/domain/contracts';
import type { ContentLang } from '@ecg/domain/rules/language';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NotFoundError } from '../../plugins/errors';
import type { GuideRepository } from '../../store/content/guide-repository';
import { langParams, requireContentLang } from '../core/lang';
import { listAnswer } from '../core/paging';

/** Galleries are the photo guides and videos the video guides, each a list of its own. */
const GUIDES_OF_ONE_TYPE: ['galleries' | 'videos', GuideType][] = [
  ['galleries', 'photo'],
  ['videos', 'video'],
];

/** Tour guides (photo, video, audio): the list by type, galleries, videos and the detail. */
export const guideRoutes =
  (guides: GuideRepository): FastifyPluginAsyncZod =>
  async (app) => {
    requireContentLang(app);

    app.get(
      apiRoute('tourGuides'),
      {
        config: { cacheAnswer: true },
        schema: {
          params: langParams,
          querystring: guideListQuerySchema,
          response: { 200: API_ANSWERS.tourGuides.GET },
        },
      },
      async (request) => {
        const { query } = request;
        const { items, total } = await guides.list(request.params.lang as ContentLang, query);
        return listAnswer({ items, total }, query);
      },
    );

    for (const [path, type] of GUIDES_OF_ONE_TYPE) {
      app.get(
        apiRoute(path),
        {
          config: { cacheAnswer: true },
          schema: {
            params: langParams,
            querystring: keywordListQuerySchema,
            response: { 200: API_ANSWERS[path].GET },
          },
        },
        async (request) => {
          const { query } = request;
          const { items, total } = await guides.list(request.params.lang as ContentLang, {
            ...query,
            type,
          });
          return listAnswer({ items, total }, query);
        },
      );
    }

    app.post(
      apiRoute('tourGuideDetail'),
      {
        config: { cacheAnswer: true },
        schema: {
          params: langParams,
          body: idRequestSchema,
          response: { 200: API_ANSWERS.tourGuideDetail.POST },
        },
      },
      async (request) => {
        const guide = await guides.find(request.body.id, request.params.lang as ContentLang);
        if (!guide) throw new NotFoundError(`No guide with id ${request.body.id}`);
        return { success: true, data: guide };
      },
    );
  };
