import { z } from 'zod';

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

/** C0 and C1 control characters: a NUL reaching SQLite's full-text query, or a log, is an attack. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u001F\u007F-\u009F]/;
/** With the u flag a well-formed pair is one code point, so this matches only a lone half. */
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * A text a visitor sends in one line (a search, a name, a token): no control characters and no
 * lone surrogates, trimmed, at most `max` characters. Every request text is built on it.
 */
export const plainText = (field: string, max = 200) =>
  z
    .string({
      error: (issue) =>
        issue.input === undefined ? `${field} is required` : `${field} must be a text`,
    })
    .refine((text) => !CONTROL_CHARACTER.test(text), {
      error: `${field} must not contain control characters`,
    })
    .refine((text) => !LONE_SURROGATE.test(text), {
      error: `${field} must be valid Unicode text`,
    })
    .trim()
    .max(max, { error: `${field} must be at most ${max} characters` });

export const requiredText = (field: string, max = 200) =>
  plainText(field, max).min(1, { error: `${field} must not be empty` });

/** 'true' or 'false' as text (query strings carry booleans as text). */
export const booleanText = (field: string) =>
  z.stringbool({ truthy: ['true'], falsy: ['false'], error: `${field} must be "true" or "false"` });
