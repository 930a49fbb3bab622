import { apiPath } from '@ecg/domain/api-paths';
import type { FormIssue, SuggestionLookup } from '@ecg/domain/contracts';
import type { ContentLang } from '@ecg/domain/rules/language';
import { noteNetwork } from '@/lib/connectivity';

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
  let response: Response;
  try {
    response = await fetch(apiPath(name, lang), {
      method: 'POST',
      headers: { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' },
      body: JSON.stringify(lookup),
      cache: 'no-store',
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    noteNetwork(false);
    return { kind: 'unavailable' };
  }
  noteNetwork(true);
  const answer = (await response.json().catch(() => undefined)) as
    { data?: D; issues?: FormIssue[] } | undefined;
  if (response.ok && answer?.data !== undefined) return { kind: 'found', data: answer.data };
  if (response.status >= 500) return { kind: 'unavailable' };
  return { kind: 'refused', status: response.status, issues: answer?.issues ?? [] };
}
