import { z } from 'zod';
import { operatorNoteSchema } from './admin';
import { plainText } from './coerce';
import { contentIdSchema, dateTimeTextSchema } from './common';
import { envelope } from './envelope';
import { referenceSchema } from './forms';
import { COPIES_MAX, DESTINATIONS } from './publications';

/*
 * The console's publications by post (docs/architecture.md, Operator console): which of our
 * publications visitors may ask for and in how many copies, the requests with their addresses, and
 * a request marked posted.
 */

export const PUBLICATION_REQUEST_STATUSES = ['requested', 'posted'] as const;
const requestStatusSchema = z.enum(PUBLICATION_REQUEST_STATUSES, {
  error: 'status must be requested or posted',
});

/** A publication of our list; `copyLimit` null while visitors may not ask for it. */
export const operatorPublicationSchema = z.object({
  id: contentIdSchema,
  title: z.object({ 'zh-tw': z.string(), en: z.string() }),
  copyLimit: z.int().positive().nullable(),
});
export type OperatorPublication = z.infer<typeof operatorPublicationSchema>;

export const operatorPublicationsAnswerSchema = envelope(
  z.object({
    publications: z.array(operatorPublicationSchema),
    /** How long a posted request's address is kept. */
    addressKeptDays: z.int().positive(),
  }),
);

export const publicationRequestableRequestSchema = z.object({
  id: contentIdSchema,
  copyLimit: z
    .int({ error: 'copyLimit must be a whole number' })
    .min(1, { error: 'copyLimit must be at least 1' })
    .max(COPIES_MAX, { error: `copyLimit must be at most ${COPIES_MAX}` })
    .nullable(),
});
export type PublicationRequestableRequest = z.input<typeof publicationRequestableRequestSchema>;

export const publicationRequestableAnswerSchema = envelope(
  z.object({ id: contentIdSchema, copyLimit: z.int().positive().nullable() }),
);

/** The longest title and summary an operator writes for a publication. */
export const PUBLICATION_TITLE_MAX = 120;
export const PUBLICATION_SUMMARY_MAX = 500;

const inEachLanguage = <T extends z.ZodType>(schema: (lang: string) => T) =>
  z.object({ 'zh-tw': schema('zh-tw'), en: schema('en'), ja: schema('ja') });

/**
 * A publication the operators add to the list (docs/architecture.md, Operator console): its
 * title in each content language, as every list of the app is shown in all three; an optional
 * summary; and, to offer it by post at once, its copy limit (null: not yet requestable).
 */
export const publicationAddRequestSchema = z.object({
  title: inEachLanguage((lang) =>
    plainText(`title.${lang}`, PUBLICATION_TITLE_MAX).pipe(
      z.string().min(1, { error: `title.${lang} must not be empty` }),
    ),
  ),
  summary: inEachLanguage((lang) => plainText(`summary.${lang}`, PUBLICATION_SUMMARY_MAX))
    .partial()
    .optional(),
  copyLimit: publicationRequestableRequestSchema.shape.copyLimit,
});
export type PublicationAddRequest = z.input<typeof publicationAddRequestSchema>;

export const publicationAddedAnswerSchema = envelope(
  z.object({ id: contentIdSchema, copyLimit: z.int().positive().nullable() }),
);

export const publicationRequestsQuerySchema = z.object({
  status: requestStatusSchema.optional(),
});

/** A request with its address and contact (blanked once kept their time), for the staff only. */
export const operatorPublicationRequestSchema = z.object({
  number: z.string(),
  status: requestStatusSchema,
  statusNote: z.string().nullable(),
  createdAt: dateTimeTextSchema,
  postedAt: dateTimeTextSchema.nullable(),
  publicationId: contentIdSchema,
  title: z.string(),
  copies: z.int().positive(),
  address: z.object({
    destination: z.enum(DESTINATIONS),
    recipient: z.string(),
    line1: z.string(),
    line2: z.string().nullable(),
    postcode: z.string(),
    country: z.string().nullable(),
  }),
  contact: z.object({
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
  }),
  lang: z.string(),
});
export type OperatorPublicationRequest = z.infer<typeof operatorPublicationRequestSchema>;

export const publicationRequestsAnswerSchema = envelope(z.array(operatorPublicationRequestSchema));

/** Marked posted, with a note for the visitor if any (a parcel's tracking number). */
export const publicationPostedRequestSchema = z.object({
  number: referenceSchema,
  note: operatorNoteSchema('note'),
});

export const publicationPostedAnswerSchema = envelope(
  z.object({ number: z.string(), status: requestStatusSchema }),
);
