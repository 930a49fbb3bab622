import { apiPath } from '@ecg/domain/api-paths';
import type { FormIssue, SuggestionLookup } from '@ecg/domain/contracts';
import type { ContentLang } from '@ecg/domain/rules/language';
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
export async function lookUpSuggestion<D>(
  name: 'verifyOpinion' | 'checkOpinion',
  lang: ContentLang,
  lookup: SuggestionLookup,
  signal?: AbortSignal,
): Promise<LookupAnswer<D>> {
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
  const body = answer.body as { data?: D; issues?: FormIssue[] } | undefined;
  if (answer.ok && body?.data !== undefined) return { kind: 'found', data: body.data };
  if (answer.status >= 500) return { kind: 'unavailable' };
  return { kind: 'refused', status: answer.status, issues: body?.issues ?? [] };
}
