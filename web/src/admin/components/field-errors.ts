import type { z } from 'zod';

/** An error to show at a field: a locale key of the `errors` group and its values. */
export interface FieldError {
  key: string;
  values?: Record<string, unknown>;
}

export type FieldErrors = Record<string, FieldError>;

/** A zod issue in the operator's language: the rule broken, never the contract's English. */
function errorOf(issue: z.core.$ZodIssue): FieldError {
  if (issue.code === 'invalid_type') {
    return { key: issue.expected === 'int' ? 'errors.wholeNumber' : 'errors.required' };
  }
  if (issue.code === 'too_small' && issue.origin === 'number') {
    return { key: 'errors.tooLow', values: { min: issue.minimum } };
  }
  if (issue.code === 'too_big' && issue.origin === 'number') {
    return { key: 'errors.tooHigh', values: { max: issue.maximum } };
  }
  if (issue.code === 'too_small' && issue.origin === 'array') return { key: 'errors.chooseOne' };
  if (issue.code === 'too_small' && issue.minimum === 1) return { key: 'errors.required' };
  if (issue.code === 'too_big') return { key: 'errors.tooLong', values: { max: issue.maximum } };
  if (issue.code === 'invalid_format' && (issue.format === 'email' || issue.format === 'url')) {
    return { key: `errors.${issue.format}` };
  }
  if (issue.code === 'custom' && issue.params?.rule === 'characters') {
    return { key: 'errors.characters' };
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

/**
 * The fields a server's refusal named, for what the form's own check let through; with the
 * store's reason (a batch already at that time), said in the operator's words.
 */
export function serverFieldErrors(fields: readonly string[], reason?: string): FieldErrors {
  const key = reason ? `refusals.${reason}` : 'errors.invalid';
  return Object.fromEntries(fields.map((field) => [field, { key }]));
}
