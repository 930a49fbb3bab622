import { z } from 'zod';
import {
  contactSchema,
  formRule,
  honeypotSchema,
  optionalVisitorText,
  referenceSchema,
  textOf,
} from './forms';

/**
 * A visitor's suggestion (requirements §7 opinion, suggest, verify-opinion, check-opinion): a
 * topic, optionally a place, a message and a way to reply; answered with a number and a
 * verification code, with which the visitor later reads the reply.
 */

export const SUGGESTION_MESSAGE_LENGTH = { min: 10, max: 2000 } as const;
export const SUGGESTION_PLACE_MAX = 120;
export const SUGGESTION_STATUSES = ['received', 'replied'] as const;
export type SuggestionStatus = (typeof SUGGESTION_STATUSES)[number];

/**
 * How long a suggestion's contact details (name, email, phone) are kept: a year after the reply,
 * or a year after it was sent when it is never replied to; then they are erased and the
 * suggestion itself kept without them. The form says so; the console erases by it.
 */
export const SUGGESTION_CONTACT_KEPT_DAYS = 365;

/**
 * The verification code: 12 characters of Crockford's base32 (no I, L, O or U, which are read
 * as other letters), shown in groups of four and read back in any case, with or without spaces
 * and dashes. 60 random bits: out of reach behind the limit per client.
 */
export const VERIFICATION_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const VERIFICATION_CODE_LENGTH = 12;
export const verificationCodeSchema = z
  .string({ error: 'code is required' })
  .transform((text) => text.toUpperCase().replace(/[\s-]/g, ''))
  .pipe(
    z
      .string()
      .min(1, { error: 'code is required', abort: true })
      .regex(new RegExp(`^[${VERIFICATION_CODE_ALPHABET}]{${VERIFICATION_CODE_LENGTH}}$`), {
        error: `code must be the ${VERIFICATION_CODE_LENGTH} letters and digits of the receipt`,
      }),
  );

/** A code as shown: ABCD-EFGH-JKMN. */
export const groupedCode = (code: string): string => code.match(/.{1,4}/g)?.join('-') ?? code;

/** A topic a suggestion may be about, named in the language of the path. */
export const suggestionTopicSchema = z.object({ id: z.string(), name: z.string() });
export type SuggestionTopic = z.infer<typeof suggestionTopicSchema>;

const TOPIC_ID = /^[a-z][a-z-]{1,39}$/;

export const suggestionRequestSchema = z.object({
  topic: z
    .string({ error: 'topic is required' })
    .min(1, { error: 'topic is required', abort: true })
    .refine((id) => TOPIC_ID.test(id), formRule('choice', 'topic must be one of the topics')),
  /** Where it is about, as the visitor writes it (a place's name, or anything). */
  place: optionalVisitorText('place', SUGGESTION_PLACE_MAX),
  message: textOf('message', 'lines')
    .min(1, { error: 'message is required', abort: true })
    .min(SUGGESTION_MESSAGE_LENGTH.min, {
      error: `message must be at least ${SUGGESTION_MESSAGE_LENGTH.min} characters`,
    })
    .max(SUGGESTION_MESSAGE_LENGTH.max, {
      error: `message must be at most ${SUGGESTION_MESSAGE_LENGTH.max} characters`,
    }),
  contact: contactSchema,
  website: honeypotSchema,
});
export type SuggestionRequest = z.infer<typeof suggestionRequestSchema>;

/** A suggestion's number and code, as the tracking page and the hand-typed form send them. */
export const suggestionLookupSchema = z.object({
  number: referenceSchema,
  code: verificationCodeSchema,
});
export type SuggestionLookup = z.infer<typeof suggestionLookupSchema>;

/** verify-opinion: the number and code go together. */
export const suggestionVerifiedSchema = z.object({ number: z.string() });

/** check-opinion: what was sent (without the contact details), where it stands, the reply. */
export const suggestionStatusSchema = z.object({
  number: z.string(),
  topic: suggestionTopicSchema,
  place: z.string().optional(),
  message: z.string(),
  /** Taipei time, YYYY-MM-DD HH:mm:ss. */
  createdAt: z.string(),
  status: z.enum(SUGGESTION_STATUSES),
  reply: z.object({ text: z.string(), at: z.string() }).optional(),
});
export type SuggestionStatusView = z.infer<typeof suggestionStatusSchema>;

export const SUGGESTION_REPLY_MAX = 4000;
/** An operator's reply, as the console sends it. */
export const suggestionReplySchema = z.object({
  text: textOf('text', 'lines')
    .min(1, { error: 'text is required' })
    .max(SUGGESTION_REPLY_MAX, {
      error: `text must be at most ${SUGGESTION_REPLY_MAX} characters`,
    }),
});
