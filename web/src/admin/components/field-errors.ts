import type { z } from 'zod';

/** An error to show at a field: a locale key of the `errors` group and its values. */
export interface FieldError {
  key: string;
  values?: Record<string, unknown>;
}

export type FieldErrors = Record<string, FieldError>;

/** A zod issue in the operator's language: the rule broken, never the contract's English. */
function errorOf(issue: z.core.$ZodIssue): FieldError {
  if (issue.code === 'invalid_type' || (issue.code === 'too_small' && issue.minimum === 1)) {
    return { key: 'errors.required' };
  }
  if (issue.code === 'too_big') return { key: 'errors.tooLong', values: { max: issue.maximum } };
  if (issue.code === 'invalid_format' && (issue.format === 'email' || issue.format === 'url')) {
    return { key: `errors.${issue.format}` };
  }
  return { key: 'errors.invalid' };
}

/** The first problem of each field ("title.en", "link.0.url") of a failed check. */
export function issuesByField(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.join('.');
    errors[field] ??= errorOf(issue);
  }
  return errors;
}

/** The fields a server's 400 named, for what the form's own check let through. */
export function serverFieldErrors(fields: readonly string[]): FieldErrors {
  return Object.fromEntries(fields.map((field) => [field, { key: 'errors.invalid' }]));
}
