import { API_ANSWERS } from '@ecg/domain/api-answers';
import { apiRoute } from '@ecg/domain/api-paths';
import {
  categoryListQuerySchema,
  tagListQuerySchema,
  townshipListQuerySchema,
} from '@ecg/domain/contracts';
import type { ContentLang } from '@ecg/domain/rules/language';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { GeographyRepository } from '../../store/content/geography-repository';
import { langParams, requireContentLang } from '../core/lang';

/** The regions, the townships, the category names and the filter tags: what the list filters name. */
export const geographyRoutes =
  (geography: GeographyRepository): FastifyPluginAsyncZod =>
  async (app) => {
    requireContentLang(app);

    app.get(
      apiRoute('regions'),
      {
        config: { cacheAnswer: true },
        schema: { params: langParams, response: { 200: API_ANSWERS.regions.GET } },
      },
      async (request) => ({
        success: true,
        data: await geography.regions(request.params.lang as ContentLang),
      }),
    );

    app.get(
      apiRoute('townships'),
      {
        config: { cacheAnswer: true },
        schema: {
          params: langParams,
          querystring: townshipListQuerySchema,
          response: { 200: API_ANSWERS.townships.GET },
        },
      },
      async (request) => ({ success: true, data: await geography.townships(request.query.scope) }),
    );

    app.get(
      apiRoute('categories'),
      {
        config: { cacheAnswer: true },
        schema: {
          params: langParams,
          querystring: categoryListQuerySchema,
          response: { 200: API_ANSWERS.categories.GET },
        },
      },
      async (request) => ({
        success: true,
        data: await geography.categories(request.query.kind, request.params.lang as ContentLang),
      }),
    );

    app.get(
      apiRoute('tags'),
      {
        config: { cacheAnswer: true },
        schema: {
          params: langParams,
          querystring: tagListQuerySchema,
          response: { 200: API_ANSWERS.tags.GET },
        },
      },
      async (request) => ({
        success: true,
        data: await geography.tags(request.query.kind, request.params.lang as ContentLang),
      }),
    );
  };
