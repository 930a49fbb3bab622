import { isContentLang } from '@ecg/domain/rules/language';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { NotFoundError } from '../../plugins/errors';

/** Content routes carry the language in the path; one we do not publish is a page we do not have. */
export function requireContentLang(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const { lang } = (request.params ?? {}) as { lang?: string };
    if (lang !== undefined && !isContentLang(lang)) {
      throw new NotFoundError('No content in that language: use zh-tw, en or ja');
    }
  });
}

/** The path parameter itself; requireContentLang turns an unknown language into a 404. */
export const langParams = z.object({ lang: z.string() });
