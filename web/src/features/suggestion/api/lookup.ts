import { apiPath } from '@ecg/domain/api-paths';
import type { FormIssue, SuggestionLookup } from '@ecg/domain/contracts';
import type { ContentLang } from '@ecg/domain/rules/language';
import { answerContracts, readAnswer, type CallData } from '@/lib/api/answers';
import { appCall, type Answer } from '@/lib/api/http';

/** What a look-up by number and code came to. */
export type LookupAnswer<D> =
  | { kind: 'found'; data: D }
  | { kind: 'refused'; status: number; issues: FormIssue[] }
  | { kind: 'unavailable' };

/**
 * verify-opinion and check-opinion (requirements §7): POST, the code in the body, never in a URL;
 * asked each time, kept by no cache (the answer is the visitor's own).
 */
export async function lookUpSuggestion<N extends 'verifyOpinion' | 'checkOpinion'>(
  name: N,
  lang: ContentLang,
  lookup: SuggestionLookup,
  signal?: AbortSignal,
): Promise<LookupAnswer<CallData<N, 'POST'>>> {
  const loading = answerContracts(name);
  let answer: Answer;
  try {
    answer = await appCall(apiPath(name, lang), {
      body: lookup,
      cache: 'no-store',
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    return { kind: 'unavailable' };
  }
  if (answer.ok) {
    const read = await readAnswer(name, 'POST', answer.body, loading).catch(() => null);
    return read
      ? { kind: 'found', data: read.data as CallData<N, 'POST'> }
      : { kind: 'unavailable' };
  }
  if (answer.status >= 500) return { kind: 'unavailable' };
  const issues = (answer.body as { issues?: FormIssue[] } | undefined)?.issues ?? [];
  return { kind: 'refused', status: answer.status, issues };
}
