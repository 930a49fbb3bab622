import { AdminApiError } from '../api';
import { serverFieldErrors, type FieldErrors } from './field-errors';

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

/** The fields a refusal named, each with the store's reason where it gave one. */
export function fieldErrorsOf(error: unknown): FieldErrors {
  if (!(error instanceof AdminApiError) || error.fields.length === 0) return {};
  return serverFieldErrors(error.fields, error.reason);
}
