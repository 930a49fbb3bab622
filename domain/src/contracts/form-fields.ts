import { z } from 'zod';
import { parseTaipei } from '../rules/datetime';
import { formRule, textOf } from './forms';

/*
 * Fields the repair and lost-property forms share, built on forms.ts so that each broken rule
 * is the one the visitor is told: a choice left empty is "required", not "choose one".
 */

/** One of a list (a select): left out or empty is required; anything else not listed is choice. */
export const choiceSchema = <const T extends readonly [string, ...string[]]>(
  field: string,
  values: T,
) =>
  z
    .string({ error: `${field} is required` })
    .min(1, { error: `${field} is required` })
    .pipe(z.enum(values, { error: `${field} must be one of ${values.join(', ')}` }));

/** A text of several lines the visitor types, of `min` to `max` characters; empty is required. */
export const visitorTextBetween = (field: string, min: number, max: number) =>
  textOf(field, 'lines')
    .min(1, { error: `${field} is required`, abort: true })
    .min(min, { error: `${field} must be at least ${min} characters` })
    .max(max, { error: `${field} must be at most ${max} characters` });

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A Taipei day, YYYY-MM-DD, that exists on the calendar. */
export const dayTextSchema = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .min(1, { error: `${field} is required`, abort: true })
    .refine((text) => DAY.test(text) && Number.isFinite(parseTaipei(text)), {
      ...formRule('date', `${field} must be a day of the calendar written YYYY-MM-DD`),
    });
