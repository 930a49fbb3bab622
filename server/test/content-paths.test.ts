import { API_PATHS, apiPath, type ApiPathName } from '@ecg/domain/api-paths';
import { errorEnvelopeSchema } from '@ecg/domain/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helper';

const context = useTestApp();
/** Every call of the contracts is served: none is only planned (the trips were the last). */
const NAMES = Object.keys(API_PATHS) as ApiPathName[];

/** A call by either method: each path is served by one of them. */
const bothMethods = (url: string) =>
  Promise.all(
    (['GET', 'POST'] as const).map((method) =>
      context.app.inject({ method, url, ...(method === 'POST' ? { payload: {} } : {}) }),
    ),
  );

describe('every content path of domain/src/api-paths.ts', () => {
  it.each(NAMES)('%s is served in each content language', async (name) => {
    for (const lang of ['zh-tw', 'en', 'ja'] as const) {
      const answers = await bothMethods(apiPath(name, lang));
      // The route exists: one method answers something other than "no such path".
      expect(
        answers.some((answer) => answer.statusCode !== 404),
        `${name} ${lang}`,
      ).toBe(true);
    }
  });

  it.each(NAMES)('%s answers an unsupported language with a 404 envelope', async (name) => {
    const url = API_PATHS[name].replace('/zh-tw/', '/ko/');
    for (const answer of await bothMethods(url)) {
      expect(answer.statusCode).toBe(404);
      expect(errorEnvelopeSchema.parse(answer.json()).success).toBe(false);
    }
  });
});
