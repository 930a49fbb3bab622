import type { FieldIssue } from '@/components/form/issue-message';
import { AdminApiError } from '../api';

/**
 * What a failed change says above its button: the store's reason in the operator's words (a
 * booking already cancelled), fields to fix, something gone meanwhile, or a failure to retry.
 */
export function alertKeyOf(error: unknown): string {
  if (error instanceof AdminApiError) {
    if (error.reason) return `refusals.${error.reason}`;
    if (error.status === 400) return 'errors.fixFields';
    if (error.status === 404) return 'errors.gone';
  }
  return 'errors.failed';
}

/**
 * The fields a refusal named, for the form to show them where the operator fixes them: with the
 * store's reason where it gave one (a batch already at that time), else as not valid.
 */
export function refusalIssues(error: unknown): FieldIssue[] {
  if (!(error instanceof AdminApiError)) return [];
  const key = error.reason ? `refusals.${error.reason}` : undefined;
  return error.fields.map((field) => ({ field, rule: 'invalid', ...(key ? { key } : {}) }));
}
