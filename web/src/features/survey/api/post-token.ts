import { apiPath, IDEMPOTENCY_HEADER } from '@ecg/domain/api-paths';
import type { FormIssue, SurveyToken } from '@ecg/domain/contracts';
import type { ContentLang } from '@ecg/domain/rules/language';
import { answerContracts, readAnswer } from '@/lib/api/answers';
import { appCall, type Answer } from '@/lib/api/http';

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
  const loading = answerContracts('surveyToken');
  let answer: Answer;
  try {
    answer = await appCall(apiPath('surveyToken', lang), {
      body: { surveyId },
      headers: { [IDEMPOTENCY_HEADER]: key },
      cache: 'no-store',
    });
  } catch {
    return { kind: 'unavailable' };
  }
  if (answer.ok) {
    const read = await readAnswer('surveyToken', 'POST', answer.body, loading).catch(() => null);
    return read ? { kind: 'token', token: read.data } : { kind: 'unavailable' };
  }
  const issues = (answer.body as { issues?: FormIssue[] } | undefined)?.issues ?? [];
  if (issues.some((issue) => issue.rule === 'closed')) return { kind: 'closed' };
  return { kind: 'unavailable' };
}
