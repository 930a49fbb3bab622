import { z } from 'zod';
import { textOf } from './forms';

/** Shared builders for request fields that may arrive as query-string text. */

/** Only numbers and non-blank texts may be coerced: a blank text, true or null is not 0 or 1. */
export const coercible = (value: unknown) =>
  typeof value === 'number' || (typeof value === 'string' && value.trim() !== '')
    ? value
    : undefined;

/** A number that may arrive as query-string text. */
export const coercedNumber = <T extends z.ZodType<number>>(
  build: (base: z.ZodCoercedNumber) => T,
  field: string,
) => z.preprocess(coercible, build(z.coerce.number({ error: `${field} must be a number` })));

export const idParam = (field = 'id') =>
  coercedNumber(
    (n) =>
      n
        .int({ error: `${field} must be a whole number` })
        .positive({ error: `${field} must be positive` }),
    field,
  );

/**
 * A text sent in one line (a search, a name, a token): its characters checked, trimmed, at
 * most `max` characters. Every request text is built on it or on forms.ts `textOf`.
 */
export const plainText = (field: string, max = 200) =>
  textOf(field).max(max, { error: `${field} must be at most ${max} characters` });

export const requiredText = (field: string, max = 200) =>
  plainText(field, max).min(1, { error: `${field} must not be empty` });

/** 'true' or 'false' as text (query strings carry booleans as text). */
export const booleanText = (field: string) =>
  z.stringbool({ truthy: ['true'], falsy: ['false'], error: `${field} must be "true" or "false"` });
