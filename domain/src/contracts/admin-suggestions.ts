import { z } from 'zod';
import { dayQuerySchema, pagingQuerySchema } from './admin';
import { dateTimeTextSchema } from './common';
import { envelope, listPageSchema } from './envelope';
import { referenceSchema } from './forms';
import { SUGGESTION_STATUSES, suggestionReplySchema, suggestionTopicSchema } from './suggestion';

/*
 * The console's suggestions (docs/architecture.md, Operator console): what visitors sent, by
 * status, topic and day; one read whole; and the reply the visitor reads with their number and
 * code.
 */

/** The console's two languages, for names the store keeps in each (topics, surveys). */
export const consoleLangSchema = z
  .enum(['zh-tw', 'en'], { error: 'lang must be zh-tw or en' })
  .default('zh-tw');

export const suggestionsQuerySchema = pagingQuerySchema.extend({
  status: z.enum(SUGGESTION_STATUSES, { error: 'status must be received or replied' }).optional(),
  topic: z
    .string()
    .regex(/^[a-z][a-z-]{1,39}$/, { error: 'topic must be a topic id' })
    .optional(),
  from: dayQuerySchema('from').optional(),
  to: dayQuerySchema('to').optional(),
});
export type SuggestionsQuery = z.input<typeof suggestionsQuerySchema>;

/** A suggestion with the visitor's contact (null once erased), for the staff only. */
export const operatorSuggestionSchema = z.object({
  number: z.string(),
  topic: z.string(),
  place: z.string().nullable(),
  message: z.string(),
  lang: z.string(),
  status: z.enum(SUGGESTION_STATUSES),
  createdAt: dateTimeTextSchema,
  contact: z
    .object({
      name: z.string().nullable(),
      email: z.string().nullable(),
      phone: z.string().nullable(),
    })
    .nullable(),
  reply: z
    .object({ text: z.string(), at: dateTimeTextSchema, by: z.string().nullable() })
    .nullable(),
});
export type OperatorSuggestion = z.infer<typeof operatorSuggestionSchema>;

export const suggestionsAnswerSchema = envelope(listPageSchema(operatorSuggestionSchema));

export const suggestionQuerySchema = z.object({ number: referenceSchema });
export const suggestionAnswerSchema = envelope(operatorSuggestionSchema);

export const suggestionTopicsQuerySchema = z.object({ lang: consoleLangSchema });
export const suggestionTopicsAnswerSchema = envelope(z.array(suggestionTopicSchema));

/** The reply: the visitor reads it on their suggestion's page; a second one replaces it. */
export const suggestionReplyRequestSchema = suggestionReplySchema.extend({
  number: referenceSchema,
});
export type SuggestionReplyRequest = z.input<typeof suggestionReplyRequestSchema>;
