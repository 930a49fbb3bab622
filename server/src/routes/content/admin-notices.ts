import { ADMIN_API_PATHS } from '@ecg/domain/admin-api-paths';
import {
  operatorNoticesAnswerSchema,
  publishNoticeAnswerSchema,
  publishNoticeRequestSchema,
  withdrawNoticeAnswerSchema,
  withdrawNoticeRequestSchema,
} from '@ecg/domain/contracts/admin-notices';
import { CONTENT_LANGS, type ContentLang } from '@ecg/domain/rules/language';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { authoredHtml, htmlToText } from '../../content/sanitize';
import { BadRequestError, NotFoundError } from '../../plugins/errors';
import type { Store } from '../../store/core/database';
import {
  operatorNoticeRepository,
  type CleanNotice,
} from '../../store/content/operator-notice-repository';
import { operatorOf, operatorRoutes, recordAction } from '../operators/admin-guard';

type PublishRequest = z.output<typeof publishNoticeRequestSchema>;

/** The content of each language as safe HTML; a 400 names a language left with none. */
function cleaned(request: PublishRequest): CleanNotice {
  const content = {} as Record<ContentLang, string>;
  const description = {} as Record<ContentLang, string>;
  for (const lang of CONTENT_LANGS) {
    content[lang] = authoredHtml(request.content[lang]);
    description[lang] = htmlToText(content[lang]);
    if (description[lang] === '') {
      throw new BadRequestError(`body.content.${lang}: content has no text once cleaned`);
    }
  }
  return { type: request.type, title: request.title, content, description, link: request.link };
}

/**
 * Important notices from the console (docs/architecture.md, Operator console): staff list, publish
 * and withdraw them. Visitors' notices call reads the same tables on every request (it keeps no
 * answer), so a change shows at once.
 */
export const noticeAdminRoutes = (store: Store): FastifyPluginAsyncZod =>
  operatorRoutes('staff', async (app) => {
    app.get(
      ADMIN_API_PATHS.notices,
      { schema: { response: { 200: operatorNoticesAnswerSchema } } },
      async () => ({
        success: true,
        data: await operatorNoticeRepository(store).listForOperators(),
      }),
    );

    app.post(
      ADMIN_API_PATHS.notices,
      {
        schema: { body: publishNoticeRequestSchema, response: { 200: publishNoticeAnswerSchema } },
      },
      async (request) => {
        const operator = operatorOf(request);
        const notice = cleaned(request.body);
        const id = await store.transaction().execute(async (trx) => {
          const published = await operatorNoticeRepository(trx).publish(
            notice,
            operator.id,
            operator.at,
          );
          await recordAction(trx, operator, {
            action: 'notice.publish',
            subjectKind: 'notice',
            subjectId: published,
            detail: { type: notice.type, title: notice.title['zh-tw'] },
          });
          return published;
        });
        const listed = await operatorNoticeRepository(store).listForOperators();
        const answer = listed.find((item) => item.id === id);
        if (!answer) throw new Error(`Notice ${id} was published but is not listed`);
        return { success: true, data: answer };
      },
    );

    app.post(
      ADMIN_API_PATHS.withdrawNotice,
      {
        schema: {
          body: withdrawNoticeRequestSchema,
          response: { 200: withdrawNoticeAnswerSchema },
        },
      },
      async (request) => {
        const operator = operatorOf(request);
        const { id } = request.body;
        await store.transaction().execute(async (trx) => {
          if (!(await operatorNoticeRepository(trx).withdraw(id, operator.id, operator.at))) {
            throw new NotFoundError('No published notice has this id');
          }
          await recordAction(trx, operator, {
            action: 'notice.withdraw',
            subjectKind: 'notice',
            subjectId: id,
          });
        });
        return { success: true, data: { id } };
      },
    );
  });
