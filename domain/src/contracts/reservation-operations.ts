import { z } from 'zod';
import { textOf } from './forms';
import { CONTACT_LIMIT_DEFAULT } from '../rules/booking-limits';
import { BOOKING_STATUSES } from '../rules/bookings';
import { contentIdSchema } from './common';
import { plainText, requiredText } from './coerce';
import { narrationLanguageSchema, offeringKindSchema, PARTY_MAX } from './reservations';

/*
 * What the visitor centres' staff set up for bookings (issue 16, the operator console): an
 * offering, its batches, and the filters of the list of bookings. The console's forms and the
 * store's operator functions check the same contracts.
 */

/** A text in each content language; only the Chinese one is required. */
const textsIn = (field: string, max: number) =>
  z.object({
    'zh-tw': requiredText(`${field}.zh-tw`, max),
    en: plainText(`${field}.en`, max).optional(),
    ja: plainText(`${field}.ja`, max).optional(),
  });

const count = (field: string, min: number, max: number) =>
  z
    .int({ error: `${field} must be a whole number` })
    .min(min, { error: `${field} must be at least ${min}` })
    .max(max, { error: `${field} must be at most ${max}` });

/** Bookings close at most this many days ahead of a batch. */
export const LEAD_DAYS_MAX = 60;

/** An offering's fields; `offeringDraftSchema` adds the check that spans two of them. */
export const offeringFieldsSchema = z.object({
  kind: offeringKindSchema,
  /** A place of the visitor-centre collection. */
  centreId: contentIdSchema,
  title: textsIn('title', 120),
  description: z.object({
    'zh-tw': textOf('description.zh-tw', 'lines')
      .min(1, { error: 'description.zh-tw must not be empty' })
      .max(4000),
    en: textOf('description.en', 'lines').max(4000).optional(),
    ja: textOf('description.ja', 'lines').max(4000).optional(),
  }),
  groupMin: count('groupMin', 1, PARTY_MAX).default(1),
  groupMax: count('groupMax', 1, PARTY_MAX),
  /**
   * The most places a party, or one contact's bookings of a batch together, take without the
   * centre confirming them (rules/booking-limits.ts).
   */
  contactLimit: count('contactLimit', 1, PARTY_MAX).default(CONTACT_LIMIT_DEFAULT),
  languages: z
    .array(narrationLanguageSchema)
    .min(1, { error: 'languages must name at least one language' })
    .refine((list) => new Set(list).size === list.length, {
      error: 'languages must not repeat a language',
    }),
  leadDays: count('leadDays', 0, LEAD_DAYS_MAX).default(0),
});

/** The largest group taken is never smaller than the smallest. */
export const groupSizesInOrder = <S extends z.ZodType<{ groupMin: number; groupMax: number }>>(
  schema: S,
) =>
  schema.refine((draft) => draft.groupMax >= draft.groupMin, {
    error: 'groupMax must be at least groupMin',
    path: ['groupMax'],
  });

export const offeringDraftSchema = groupSizesInOrder(offeringFieldsSchema);
export type OfferingDraft = z.input<typeof offeringDraftSchema>;

/** Any fields of an offering to change, and whether it is still on offer. */
export type OfferingChanges = Partial<OfferingDraft> & { active?: boolean };

export const batchDraftSchema = z.object({
  offeringId: contentIdSchema,
  /** Taipei date and start time. */
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'date must be YYYY-MM-DD' }),
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'time must be HH:mm' }),
  durationMinutes: count('durationMinutes', 1, 24 * 60),
  capacity: count('capacity', 1, 1000),
});
export type BatchDraft = z.input<typeof batchDraftSchema>;

export const bookingFilterSchema = z.object({
  offeringId: contentIdSchema.optional(),
  batchId: contentIdSchema.optional(),
  /** A Taipei date: the bookings of batches on that day. */
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'date must be YYYY-MM-DD' })
    .optional(),
  status: z.enum(BOOKING_STATUSES).optional(),
});
export type BookingFilter = z.input<typeof bookingFilterSchema>;
