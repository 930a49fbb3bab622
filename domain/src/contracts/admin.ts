import { z } from 'zod';
import { textOf } from './forms';
import { OPERATOR_ROLES } from '../rules/operator-access';
import { dateTimeTextSchema } from './common';
import { envelope, listPageSchema } from './envelope';

/**
 * The operator console's calls (docs/architecture.md, Operator console): the
 * requests and answers of /admin/api. Every answer is the usual envelope; instants are Taipei
 * date-time texts. A section added to the console adds its contracts in a file of its own.
 */

export const operatorRoleSchema = z.enum(OPERATOR_ROLES, { error: 'role must be staff or admin' });

/** Emails are compared lower-cased: one operator per address however it is typed. */
export const operatorEmailSchema = z
  .string({ error: 'email must be text' })
  .trim()
  .toLowerCase()
  .min(1, { error: 'email must not be empty' })
  .pipe(
    z.email({ error: 'email must be an email address' }).max(254, { error: 'email is too long' }),
  );

export const operatorNameSchema = textOf('name')
  .min(1, { error: 'name must not be empty' })
  .max(100, { error: 'name must be at most 100 characters' });

/** Long enough for a passphrase, short enough that hashing it costs nothing extra. */
export const PASSWORD_MAX_LENGTH = 1024;

export const signInRequestSchema = z.object({
  email: operatorEmailSchema,
  password: z
    .string({ error: 'password must be text' })
    .min(1, { error: 'password must not be empty' })
    .max(PASSWORD_MAX_LENGTH, {
      error: `password must be at most ${PASSWORD_MAX_LENGTH} characters`,
    }),
});
export type SignInRequest = z.infer<typeof signInRequestSchema>;

/** The operator signed in, as the console shows them. */
export const operatorSchema = z.object({
  id: z.int().positive(),
  name: z.string().min(1),
  role: operatorRoleSchema,
});
export type Operator = z.infer<typeof operatorSchema>;

/**
 * A session: the token is given once, here, and sent back as `Authorization: Bearer <token>`;
 * the server keeps only its hash. `expiresAt` is the session's absolute end; it ends sooner
 * when unused for 30 minutes.
 */
export const signInAnswerSchema = envelope(
  z.object({ token: z.string().min(1), operator: operatorSchema, expiresAt: dateTimeTextSchema }),
);
export type SignInAnswer = z.infer<typeof signInAnswerSchema>;

export const meAnswerSchema = envelope(
  z.object({ operator: operatorSchema, expiresAt: dateTimeTextSchema }),
);
export type MeAnswer = z.infer<typeof meAnswerSchema>;

export const signOutAnswerSchema = envelope(z.null());

/** The operators, as an admin sees them (read only: adding them is a command-line job). */
export const operatorListAnswerSchema = envelope(
  z.array(
    operatorSchema.extend({
      email: z.string(),
      createdAt: dateTimeTextSchema,
      disabledAt: dateTimeTextSchema.nullable(),
    }),
  ),
);

/** One line of the actions log: who (null: the command line, or an unknown email), what, when. */
export const operatorActionSchema = z.object({
  id: z.int().positive(),
  operator: z.object({ id: z.int().positive(), name: z.string() }).nullable(),
  action: z.string(),
  subjectKind: z.string().nullable(),
  subjectId: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()),
  at: dateTimeTextSchema,
});
export type OperatorAction = z.infer<typeof operatorActionSchema>;

/** A page of a long list the console shows (the log, repair reports): 50 rows unless asked. */
export const pagingQuerySchema = z.object({
  page: z.coerce
    .number()
    .pipe(z.int({ error: 'page must be a whole number' }).positive({ error: 'page counts from 1' }))
    .default(1),
  pageSize: z.coerce
    .number()
    .pipe(
      z
        .int({ error: 'pageSize must be a whole number' })
        .min(1, { error: 'pageSize must be 1 to 100' })
        .max(100, { error: 'pageSize must be 1 to 100' }),
    )
    .default(50),
});
export const actionsRequestSchema = pagingQuerySchema;
export const actionsAnswerSchema = envelope(listPageSchema(operatorActionSchema));

/**
 * What an operator writes for a visitor (a booking confirmed or cancelled, a request posted):
 * trimmed text of lines, at most `max` characters; left empty, there is none (null).
 */
export const operatorNoteSchema = (field: string, max = 500) =>
  textOf(field, 'lines')
    .max(max, { error: `${field} must be at most ${max} characters` })
    .nullish()
    .transform((text) => (text ? text : null));

/** The same, where the visitor must be told something. */
export const requiredOperatorNoteSchema = (field: string, max = 500) =>
  textOf(field, 'lines')
    .min(1, { error: `${field} must not be empty` })
    .max(max, { error: `${field} must be at most ${max} characters` });

/** A Taipei day a list is filtered by, as the address's query carries it. */
export const dayQuerySchema = (field: string) =>
  z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${field} must be YYYY-MM-DD` });
