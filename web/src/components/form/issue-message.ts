import type { FormIssue } from '@ecg/domain/contracts';

/**
 * An issue at a field: a rule of the shared contract the value breaks (formIssuesOf in
 * domain/src/contracts/forms.ts, the server's refusals too), or, where the form knows better
 * than the contract, the locale key of its own message (a store's reason, a rule of the form's).
 */
export interface FieldIssue extends FormIssue {
  key?: string;
}

/**
 * The message of an issue: its locale key and values. The one mapping for the visitors' app and
 * the console (docs/forms.md): each keeps its texts under the same keys, `form.rule.*`, in its
 * own locale files.
 */
export function issueMessage(issue: FieldIssue): { key: string; values: { limit?: number } } {
  if (issue.key !== undefined) return { key: issue.key, values: {} };
  return {
    key: `form.rule.${issue.rule}`,
    values: issue.limit === undefined ? {} : { limit: issue.limit },
  };
}
