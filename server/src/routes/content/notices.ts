import { apiRoute } from '@ecg/domain/api-paths';
import { envelope, noticeSchema, noticesRequestSchema } from '@ecg/domain/contracts';
import type { ContentLang } from '@ecg/domain/rules/language';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { NoticeRepository } from '../../store/notice-repository';
import { langParams, requireContentLang } from './lang';

/** The important notices (requirements §7: type=messages), fetched by the app after start and when the panel opens. */
export const noticeRoutes =
  (notices: NoticeRepository): FastifyPluginAsyncZod =>
  async (app) => {
    requireContentLang(app);
    app.get(
      apiRoute('notices'),
      {
        config: { cacheAnswer: true },
        schema: {
          params: langParams,
          querystring: noticesRequestSchema,
          response: { 200: envelope(z.array(noticeSchema)) },
        },
      },
      async (request) => ({
        success: true,
        data: await notices.list(request.params.lang as ContentLang),
      }),
    );
  };
