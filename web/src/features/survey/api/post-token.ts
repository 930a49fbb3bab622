import { apiPath } from '@ecg/domain/api-paths';
import { IDEMPOTENCY_HEADER, type FormIssue, type SurveyToken } from '@ecg/domain/contracts';
import type { ContentLang } from '@ecg/domain/rules/language';

/** What asking for a form token came to. */
export type TokenAnswer =
  { kind: 'token'; token: SurveyToken } | { kind: 'closed' } | { kind: 'unavailable' };

/**
 * Asks for the form token of a survey, with the key kept in the draft: asked again after a lost
 * answer, the same key gives the same token rather than a second one.
 */
export async function postSurveyToken(
  lang: ContentLang,
  surveyId: number,
  key: string,
): Promise<TokenAnswer> {
  let response: Response;
  try {
    response = await fetch(apiPath('surveyToken', lang), {
      method: 'POST',
      headers: {
        'X-Requested-With': 'XMLHttpRequest',
        'Content-Type': 'application/json',
        [IDEMPOTENCY_HEADER]: key,
      },
      body: JSON.stringify({ surveyId }),
      cache: 'no-store',
    });
  } catch {
    return { kind: 'unavailable' };
  }
  const answer = (await response.json().catch(() => undefined)) as
    { data?: SurveyToken; issues?: FormIssue[] } | undefined;
  if (response.ok && answer?.data) return { kind: 'token', token: answer.data };
  if (answer?.issues?.some((issue) => issue.rule === 'closed')) return { kind: 'closed' };
  return { kind: 'unavailable' };
}
