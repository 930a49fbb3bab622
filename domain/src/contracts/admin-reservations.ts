import { z } from 'zod';
import { operatorNoteSchema, requiredOperatorNoteSchema } from './admin';
import { contentIdSchema, dateTimeTextSchema } from './common';
import { idParam } from './coerce';
import { envelope } from './envelope';
import { referenceSchema } from './forms';
import {
  batchDraftSchema,
  groupSizesInOrder,
  offeringFieldsSchema,
} from './reservation-operations';
import { bookingStatusSchema, narrationLanguageSchema, offeringKindSchema } from './reservations';

/*
 * The console's reservations (docs/architecture.md, Operator console): the visitor centres' tours
 * and narrators, their batches, and the bookings visitors made. The offering and batch drafts are
 * the store's own contracts (reservation-operations.ts); here are the calls around them.
 */

const textsOf = <K extends string>(langs: readonly K[]) =>
  z.object(Object.fromEntries(langs.map((lang) => [lang, z.string()])) as Record<K, z.ZodString>);

/** A visitor centre an offering may belong to, named in the console's two languages. */
export const visitorCentreSchema = z.object({
  id: contentIdSchema,
  name: textsOf(['zh-tw', 'en'] as const),
});
export type VisitorCentre = z.infer<typeof visitorCentreSchema>;

/** The visitor centres, where tours are given and found items collected. */
export const visitorCentresAnswerSchema = envelope(z.array(visitorCentreSchema));

/** An offering as the console edits it: every text ('' where not written), and whether on offer. */
export const operatorOfferingSchema = z.object({
  id: contentIdSchema,
  kind: offeringKindSchema,
  centreId: contentIdSchema,
  title: textsOf(['zh-tw', 'en', 'ja'] as const),
  description: textsOf(['zh-tw', 'en', 'ja'] as const),
  groupMin: z.int().positive(),
  groupMax: z.int().positive(),
  contactLimit: z.int().positive(),
  languages: z.array(narrationLanguageSchema),
  leadDays: z.int().nonnegative(),
  active: z.boolean(),
});
export type OperatorOffering = z.infer<typeof operatorOfferingSchema>;

export const offeringsSetupAnswerSchema = envelope(
  z.object({
    offerings: z.array(operatorOfferingSchema),
    centres: z.array(visitorCentreSchema),
  }),
);

export const editOfferingRequestSchema = groupSizesInOrder(
  offeringFieldsSchema.extend({ id: contentIdSchema }),
);
export type EditOfferingRequest = z.input<typeof editOfferingRequestSchema>;

export const offeringActiveRequestSchema = z.object({
  id: contentIdSchema,
  active: z.boolean({ error: 'active must be true or false' }),
});

/** The answer of a change: what it was made to (an offering's or a batch's id). */
export const idAnswerSchema = envelope(z.object({ id: contentIdSchema }));

export const batchesQuerySchema = z.object({ offering: idParam('offering') });

/** A batch as the centre sees it: its places booked, and whether closed or already begun. */
export const operatorBatchSchema = z.object({
  id: contentIdSchema,
  date: z.string(),
  time: z.string(),
  startsAt: dateTimeTextSchema,
  durationMinutes: z.int().positive(),
  capacity: z.int().positive(),
  booked: z.int().nonnegative(),
  open: z.boolean(),
  started: z.boolean(),
});
export type OperatorBatch = z.infer<typeof operatorBatchSchema>;

export const batchesAnswerSchema = envelope(
  z.object({ offering: contentIdSchema, batches: z.array(operatorBatchSchema) }),
);

export const openBatchRequestSchema = batchDraftSchema;
export type OpenBatchRequest = z.input<typeof openBatchRequestSchema>;

export const batchCapacityRequestSchema = z.object({
  id: contentIdSchema,
  capacity: batchDraftSchema.shape.capacity,
});

export const batchOpenRequestSchema = z.object({
  id: contentIdSchema,
  open: z.boolean({ error: 'open must be true or false' }),
});

/** The list's filters, as the address's query carries them. */
export const bookingsQuerySchema = z.object({
  offeringId: idParam('offeringId').optional(),
  batchId: idParam('batchId').optional(),
  date: batchDraftSchema.shape.date.optional(),
  status: z
    .enum(bookingStatusSchema.options, {
      error: `status must be one of ${bookingStatusSchema.options.join(', ')}`,
    })
    .optional(),
});
export type BookingsQuery = z.input<typeof bookingsQuerySchema>;

/** A booking with the visitor's contact (blanked once kept its time), for the centre only. */
export const operatorBookingSchema = z.object({
  number: z.string(),
  status: bookingStatusSchema,
  statusNote: z.string().nullable(),
  cancelledBy: z.enum(['visitor', 'operator']).nullable(),
  createdAt: dateTimeTextSchema,
  offeringId: contentIdSchema,
  offeringTitle: z.string(),
  batchId: contentIdSchema,
  date: z.string(),
  time: z.string(),
  party: z.int().positive(),
  language: z.string(),
  contact: z.object({
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
  }),
  notes: z.string().nullable(),
  lang: z.string(),
});
export type OperatorBooking = z.infer<typeof operatorBookingSchema>;

export const bookingsAnswerSchema = envelope(z.array(operatorBookingSchema));

/** Confirming says something to the visitor if the centre wishes; cancelling must say why. */
export const confirmBookingRequestSchema = z.object({
  number: referenceSchema,
  note: operatorNoteSchema('note'),
});
export const cancelBookingRequestSchema = z.object({
  number: referenceSchema,
  note: requiredOperatorNoteSchema('note'),
});

export const bookingChangeAnswerSchema = envelope(
  z.object({ number: z.string(), status: bookingStatusSchema }),
);
