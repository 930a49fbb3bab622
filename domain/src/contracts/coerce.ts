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

export const requiredText = (field: string, max = 200) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, { error: `${field} must not be empty` })
    .max(max, { error: `${field} must be at most ${max} characters` });

/** 'true' or 'false' as text (query strings carry booleans as text). */
export const booleanText = (field: string) =>
  z.stringbool({ truthy: ['true'], falsy: ['false'], error: `${field} must be "true" or "false"` });
