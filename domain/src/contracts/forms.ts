import { z } from 'zod';
import { REFERENCE_PATTERN } from '../rules/references';
import { textFault, withLineFeeds, type TextShape } from '../rules/text-characters';

/**
 * What every form of the service area shares (docs/writes.md): the idempotency key
 * that makes a write happen once however often it is sent, the honeypot, the visitor's contact
 * fields, and the issues a refused form answers with, which the app turns into a message at each
 * field in the visitor's language.
 */

export { IDEMPOTENCY_HEADER } from '../api-paths';
/** A UUID or any 16 to 64 URL-safe characters: long enough that two visitors never share one. */
export const idempotencyKeySchema = z
  .string({ error: 'idempotency-key is required on every write' })
  .regex(/^[A-Za-z0-9_-]{16,64}$/, {
    error: 'idempotency-key must be 16 to 64 letters, digits, - or _',
  });

/**
 * A field no person sees or fills (hidden from sight and from assistive technology); a bot that
 * fills every input gives itself away. Named like a field a bot would want to fill.
 */
export const HONEYPOT_FIELD = 'website';
export const honeypotSchema = z
  .string()
  .max(0, { error: `${HONEYPOT_FIELD} must be left empty` })
  .optional();

/** The rules a field can break, each with one message per language in the locale files. */
export const FORM_RULES = [
  'required',
  'tooShort',
  'tooLong',
  'tooLow',
  'tooHigh',
  'tooFew',
  'tooMany',
  'email',
  'phone',
  /** A number with a fraction where a count is asked (places, copies, days). */
  'wholeNumber',
  /** A web address (a notice's link). */
  'url',
  'format',
  'choice',
  'date',
  'pastDate',
  'futureDate',
  'tooLarge',
  'image',
  'invalid',
  /** A contact with neither an email address nor a phone number to answer at. */
  'emailOrPhone',
  // Refusals of what a valid form asks (WriteRefusal on the server), said at their field:
  /** No place left (a batch, a tour). */
  'full',
  /** More places than one email or phone may hold in a batch (rules/booking-limits.ts). */
  'contactLimit',
  /** The same was already sent (a report of the same kind, place and day). */
  'duplicate',
  /** A number and secret (or code) that do not go together. */
  'wrongSecret',
  /** Used once already (a survey's token). */
  'used',
  /** No longer open (a batch past its day, a survey withdrawn). */
  'closed',
  /** A place outside the area the guide's staff look after. */
  'outsideArea',
  /** A control character, a bidi override or broken Unicode (rules/text-characters.ts). */
  'characters',
] as const;
export type FormRule = (typeof FORM_RULES)[number];

/** A field that breaks a rule: `field` is its path (`contact.email`, `answers.3`). */
export const formIssueSchema = z.object({
  field: z.string(),
  rule: z.enum(FORM_RULES),
  /** The number the rule names (a length, a count, a size), where it names one. */
  limit: z.number().optional(),
});
export type FormIssue = z.infer<typeof formIssueSchema>;

/**
 * A refine's rule: `z.string().refine(isPhone, formRule('phone', 'phone must be…'))` so the
 * app can say it in the visitor's language while the server's message stays exact.
 */
export function formRule(rule: FormRule, error: string) {
  return { error, params: { rule } };
}

const isFormRule = (value: unknown): value is FormRule =>
  typeof value === 'string' && (FORM_RULES as readonly string[]).includes(value);

type Bound = 'Short' | 'Long' | 'Low' | 'High' | 'Few' | 'Many';
const BOUND_RULES: Record<'too_small' | 'too_big', Record<string, Bound>> = {
  too_small: { string: 'Short', number: 'Low', array: 'Few', set: 'Few' },
  too_big: { string: 'Long', number: 'High', array: 'Many', set: 'Many' },
};

/** The value at an issue's path in what was sent (zod's issues do not carry it). */
function valueAt(sent: unknown, path: readonly PropertyKey[]): unknown {
  let value = sent;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

function ruleOf(issue: z.core.$ZodIssue, sent: unknown): Omit<FormIssue, 'field'> {
  switch (issue.code) {
    case 'invalid_type': {
      const value = valueAt(sent, issue.path);
      if (value === undefined || value === null || value === '') return { rule: 'required' };
      return { rule: issue.expected === 'int' ? 'wholeNumber' : 'format' };
    }
    case 'too_small': {
      // A text that must have at least one character is a field left empty.
      if (issue.origin === 'string' && Number(issue.minimum) <= 1) return { rule: 'required' };
      const bound = BOUND_RULES.too_small[issue.origin] ?? 'Low';
      return { rule: `too${bound}` as FormRule, limit: Number(issue.minimum) };
    }
    case 'too_big': {
      const bound = BOUND_RULES.too_big[issue.origin] ?? 'High';
      return { rule: `too${bound}` as FormRule, limit: Number(issue.maximum) };
    }
    case 'invalid_format':
      // A text with a form of its own (a date, a time) left empty is left out, not written wrong.
      if (valueAt(sent, issue.path) === '') return { rule: 'required' };
      if (issue.format === 'email') return { rule: 'email' };
      return { rule: issue.format === 'url' ? 'url' : 'format' };
    case 'invalid_value':
    case 'invalid_union':
    case 'invalid_key':
      return { rule: 'choice' };
    case 'custom': {
      const rule: unknown = issue.params?.rule;
      return { rule: isFormRule(rule) ? rule : 'invalid' };
    }
    default:
      return { rule: 'invalid' };
  }
}

/**
 * The issues of a refused form, a field each, in the order the contract lists them; `sent` is
 * what was checked, to tell a field left out from one of the wrong kind.
 */
export function formIssuesOf(error: z.ZodError, sent: unknown): FormIssue[] {
  return error.issues.map((issue) => ({ field: issue.path.join('.'), ...ruleOf(issue, sent) }));
}

/**
 * Any text a visitor or an operator sends, its characters checked (rules/text-characters.ts):
 * one line, or several (a textarea) whose breaks become LF; trimmed. Every text of a request
 * is built on it, so a refused character is a 400 naming its field, said in the reader's
 * language by its rule.
 */
export const textOf = (field: string, shape: TextShape = 'line') =>
  z
    .string({
      error: (issue) =>
        issue.input === undefined ? `${field} is required` : `${field} must be a text`,
    })
    .overwrite((text) => withLineFeeds(text, shape))
    .refine(
      (text) => textFault(text, shape) !== 'control',
      formRule('characters', `${field} must not contain control characters`),
    )
    .refine(
      (text) => textFault(text, shape) !== 'unicode',
      formRule('characters', `${field} must be valid Unicode text`),
    )
    .trim();

/** A text a visitor types: trimmed, and at most `max` characters once trimmed. */
export const visitorText = (field: string, max: number, shape: TextShape = 'line') =>
  textOf(field, shape)
    .min(1, { error: `${field} is required` })
    .max(max, { error: `${field} must be at most ${max} characters` });

/** The same, where the visitor may leave it empty (an empty text is no text). */
export const optionalVisitorText = (field: string, max: number, shape: TextShape = 'line') =>
  textOf(field, shape)
    .max(max, { error: `${field} must be at most ${max} characters` })
    .optional()
    .transform((text) => (text === '' ? undefined : text));

/** Digits with the separators people write (+886 3-832-1234); 7 to 15 digits (E.164). */
const PHONE = /^\+?[\d\s()-]{7,20}$/;
const digitCount = (text: string) => text.replace(/\D/g, '').length;

/**
 * How to reach the visitor, asked only by the forms that must answer someone (a suggestion, a
 * booking, a lost item): a name, and an email or a phone number (at least one).
 */
export const contactSchema = z
  .object(
    {
      name: visitorText('name', 60),
      email: z
        .email({ error: 'email must be an email address' })
        .max(254, { error: 'email must be at most 254 characters' })
        .optional()
        .or(z.literal('').transform(() => undefined)),
      phone: z
        .string()
        .trim()
        .refine(
          (text) =>
            text === '' || (PHONE.test(text) && digitCount(text) >= 7 && digitCount(text) <= 15),
          formRule('phone', 'phone must be a phone number of 7 to 15 digits'),
        )
        .optional()
        .transform((text) => (text === '' ? undefined : text)),
    },
    {
      error: (issue) =>
        issue.input === undefined ? 'contact is required' : 'contact must be an object',
    },
  )
  .refine((contact) => contact.email !== undefined || contact.phone !== undefined, {
    ...formRule('emailOrPhone', 'email or phone is required'),
    path: ['email'],
  });
export type Contact = z.infer<typeof contactSchema>;

/**
 * A public reference (`R-2611-482913`, or one counted before, `R-2611-0042`: rules/references.ts)
 * and the secret that goes with it: the reference is said on the phone, the secret only travels
 * in the visitor's own link. The server keeps a hash of it.
 */
export const referenceSchema = z
  .string({ error: 'number is required' })
  .trim()
  .toUpperCase()
  // Left empty is left out, not written wrong.
  .min(1, { error: 'number is required', abort: true })
  .regex(REFERENCE_PATTERN, { error: 'number must be written like R-2611-482913' });
export const secretSchema = z
  .string({ error: 'secret is required' })
  .trim()
  .regex(/^[A-Za-z0-9_-]{6,64}$/, { error: 'secret must be 6 to 64 letters, digits, - or _' });

/** The answer of every accepted write: what it made, its reference, and when, Taipei time. */
export const writeReceiptSchema = z.object({
  number: z.string(),
  /** Given once, in this answer only: the visitor's way back to what they sent. */
  secret: z.string().optional(),
  createdAt: z.string(),
});
export type WriteReceipt = z.infer<typeof writeReceiptSchema>;
