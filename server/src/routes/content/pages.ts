import { API_ANSWERS, STATIC_PAGE_FILE_ANSWER } from '@ecg/domain/api-answers';
import { apiRoute, STATIC_API_PAGE_PREFIX } from '@ecg/domain/api-paths';
import { idRequestSchema, staticPageRequestSchema } from '@ecg/domain/contracts';
import { CONTENT_LANGS, type ContentLang } from '@ecg/domain/rules/language';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFoundError } from '../../plugins/errors';
import type { PageRepository } from '../../store/content/page-repository';
import type { PageType } from '../../store/core/schema';
import { langParams, requireContentLang } from '../core/lang';

/** `{name}-{lang}.json`: the page name, then one of our languages. */
const STATIC_FILE = new RegExp(`^([a-z0-9-]+)-(${CONTENT_LANGS.join('|')})\\.json$`);

/**
 * Static pages of each type (requirements §7): `static` as a file per page and language, `travel` and
 * `greenisland` by name, `region` by the region's id. The campaign's status is the campaigns'
 * area's (routes/campaigns).
 */
export const pageRoutes =
  (pages: PageRepository): FastifyPluginAsyncZod =>
  async (app) => {
    requireContentLang(app);

    const findPage = async (type: PageType, name: string, lang: ContentLang) => {
      const page = await pages.find(type, name, lang);
      if (!page) throw new NotFoundError(`No ${type} page by that name`);
      return page;
    };

    app.get(
      `${STATIC_API_PAGE_PREFIX}:file`,
      {
        config: { cacheAnswer: true },
        schema: {
          params: z.object({ file: z.string() }),
          response: { 200: STATIC_PAGE_FILE_ANSWER },
        },
      },
      async (request) => {
        const match = STATIC_FILE.exec(request.params.file);
        if (!match) throw new NotFoundError('No such static page file');
        return findPage('static', match[1]!, match[2] as ContentLang);
      },
    );

    const byName: ['staticPage' | 'greenIslandPage', PageType][] = [
      ['staticPage', 'travel'],
      ['greenIslandPage', 'greenisland'],
    ];
    for (const [path, type] of byName) {
      app.post(
        apiRoute(path),
        {
          config: { cacheAnswer: true },
          schema: {
            params: langParams,
            body: staticPageRequestSchema,
            response: { 200: API_ANSWERS[path].POST },
          },
        },
        async (request) => ({
          success: true,
          data: await findPage(type, request.body.name, request.params.lang as ContentLang),
        }),
      );
    }

    app.post(
      apiRoute('regionPage'),
      {
        config: { cacheAnswer: true },
        schema: {
          params: langParams,
          body: idRequestSchema,
          response: { 200: API_ANSWERS.regionPage.POST },
        },
      },
      async (request) => ({
        success: true,
        data: await findPage('region', String(request.body.id), request.params.lang as ContentLang),
      }),
    );
  };
