import { surveyTokenSchema } from '@ecg/domain/contracts';
import { expect } from 'vitest';
import { postForm, type ServiceAppContext } from './service-app';

/**
 * The seeded survey's calls as the survey's tests make them, over the app of a test file, called
 * after useServiceApp.
 */
export function surveyCalls(context: ServiceAppContext) {
  const GOOD_ANSWERS = {
    1: 4,
    2: ['hualien', 'green-island'],
    4: 'yes',
    5: 'The trail signs were clear.',
  };

  async function newToken(surveyId = 1): Promise<string> {
    const answer = await postForm(context.app, '/en/opendata/token', { surveyId });
    expect(answer.statusCode).toBe(201);
    return surveyTokenSchema.parse(answer.json().data).token;
  }

  async function responses(): Promise<number> {
    const rows = await context.written.selectFrom('survey_response').select('id').execute();
    return rows.length;
  }

  const answer = (token: string, answers: object = GOOD_ANSWERS, key?: string) =>
    postForm(
      context.app,
      '/en/opendata/surveyhandler',
      { surveyId: 1, token, answers },
      key ? { key } : {},
    );

  return { GOOD_ANSWERS, newToken, responses, answer };
}
