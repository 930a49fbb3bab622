import { ADMIN_API_PATHS } from '@ecg/domain/admin-api-paths';
import { envelope, noticeSchema } from '@ecg/domain/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

/** Publishes an important notice from the console, as the operator of `auth`. */
export const publishNotice = (
  app: FastifyInstance,
  payload: unknown,
  auth: Record<string, string>,
) =>
  app.inject({
    method: 'POST',
    url: ADMIN_API_PATHS.notices,
    headers: auth,
    payload: payload as object,
  });

/** A notice in three languages, titled `title` in English. */
export const aNotice = (title: { 'zh-tw': string; en: string; ja: string }) => ({
  type: 1,
  title,
  content: { 'zh-tw': '請改道。', en: 'Take another way.', ja: '迂回してください。' },
  link: [],
});

/** The important notices visitors read in `lang`, the newest first, and the answer's headers. */
export async function visitorNotices(app: FastifyInstance, lang = 'en') {
  const answer = await app.inject({
    method: 'GET',
    url: `/${lang}/opendata/notices?type=messages`,
  });
  return {
    notices: envelope(z.array(noticeSchema)).parse(answer.json()).data,
    headers: answer.headers,
  };
}
