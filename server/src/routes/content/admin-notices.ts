import { ADMIN_ANSWERS } from '@ecg/domain/admin-api-answers';
import { ADMIN_API_PATHS } from '@ecg/domain/admin-api-paths';
import {
  publishNoticeRequestSchema,
  withdrawNoticeRequestSchema,
} from '@ecg/domain/contracts/admin-notices';
import { CONTENT_LANGS, type ContentLang } from '@ecg/domain/rules/language';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { authoredHtml, htmlToText } from '../../content/sanitize';
import { BadRequestError, NotFoundError } from '../../plugins/errors';
import {
  operatorNoticeRepository,
  type CleanNotice,
  type OperatorNoticeRepository,
} from '../../store/content/operator-notice-repository';
import { operatorOf, operatorRoutes } from '../operators/admin-guard';
import type { LoggedChange } from '../operators/logged-change';

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
export const noticeAdminRoutes = (
  notices: OperatorNoticeRepository,
  changes: LoggedChange,
): FastifyPluginAsyncZod =>
  operatorRoutes('staff', async (app) => {
    app.get(
      ADMIN_API_PATHS.notices,
      { schema: { response: { 200: ADMIN_ANSWERS.notices.GET } } },
      async () => ({
        success: true,
        data: await notices.listForOperators(),
      }),
    );

    app.post(
      ADMIN_API_PATHS.notices,
      {
        schema: { body: publishNoticeRequestSchema, response: { 200: ADMIN_ANSWERS.notices.POST } },
      },
      async (request) => {
        const operator = operatorOf(request);
        const notice = cleaned(request.body);
        const id = await changes(
          operator,
          {},
          (trx) => operatorNoticeRepository(trx).publish(notice, operator.id, operator.at),
          (published) => ({
            action: 'notice.publish',
            subjectKind: 'notice',
            subjectId: published,
            detail: { type: notice.type, title: notice.title['zh-tw'] },
          }),
        );
        const listed = await notices.listForOperators();
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
          response: { 200: ADMIN_ANSWERS.withdrawNotice.POST },
        },
      },
      async (request) => {
        const operator = operatorOf(request);
        const { id } = request.body;
        await changes(
          operator,
          {},
          async (trx) => {
            if (!(await operatorNoticeRepository(trx).withdraw(id, operator.id, operator.at))) {
              throw new NotFoundError('No published notice has this id');
            }
          },
          () => ({ action: 'notice.withdraw', subjectKind: 'notice', subjectId: id }),
        );
        return { success: true, data: { id } };
      },
    );
  });
