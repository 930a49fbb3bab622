import { z } from 'zod';
import { readBookingCode } from '../rules/booking-codes';
import { BOOKING_STATUSES, OFFERING_KINDS } from '../rules/bookings';
import { contentIdSchema, contentLangSchema, dateTimeTextSchema } from './common';
import { coercedNumber, idParam } from './coerce';
import {
  contactSchema,
  honeypotSchema,
  optionalVisitorText,
  referenceSchema,
  secretSchema,
  writeReceiptSchema,
} from './forms';

/*
 * Booking a visitor centre's guided tour or a narrator (requirements §7 reservation, echelon,
 * reservate, application, narrator-reservation-information, reservate-narrator): what is on
 * offer, its batches with the places left, the booking, and a booking found by its secret.
 */

export const offeringKindSchema = z.enum(OFFERING_KINDS, {
  error: `kind must be one of ${OFFERING_KINDS.join(', ')}`,
});
export const bookingStatusSchema = z.enum(BOOKING_STATUSES);

/**
 * The languages a tour is given in (BCP 47): Mandarin, Taiwanese, Hakka, Amis (the East
 * Coast's largest indigenous language), English, Japanese and Korean.
 */
export const NARRATION_LANGUAGES = ['zh', 'nan', 'hak', 'ami', 'en', 'ja', 'ko'] as const;
export type NarrationLanguage = (typeof NARRATION_LANGUAGES)[number];
export const narrationLanguageSchema = z.enum(NARRATION_LANGUAGES, {
  error: `language must be one of ${NARRATION_LANGUAGES.join(', ')}`,
});

/** No group the centres take is larger; each offering sets its own, smaller, limits. */
export const PARTY_MAX = 200;

const timeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'time must be HH:mm' });
const dateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'date must be YYYY-MM-DD' });

/** A tour or narrator on offer at a visitor centre, in the asked language where written in it. */
export const offeringSchema = z.object({
  id: contentIdSchema,
  kind: offeringKindSchema,
  centre: z.object({ id: contentIdSchema, name: z.string() }),
  title: z.string().min(1),
  /** Plain text, its paragraphs on lines of their own. */
  description: z.string(),
  /** The language title and description are written in (zh-tw where not translated). */
  textLang: contentLangSchema,
  groupMin: z.int().positive(),
  groupMax: z.int().positive(),
  languages: z.array(narrationLanguageSchema).min(1),
  /** Bookings close this many days before a batch starts. */
  leadDays: z.int().nonnegative(),
});
export type Offering = z.infer<typeof offeringSchema>;

/** `reservation` (the guided tours) and `narrator-reservation-information` (the narrators). */
export const offeringsAnswerSchema = z.object({
  items: z.array(offeringSchema),
  /** How long a booking's contact is kept after the visit. */
  contactKeptDays: z.int().positive(),
});
export type OfferingsAnswer = z.infer<typeof offeringsAnswerSchema>;

export const echelonQuerySchema = z.object({ offering: idParam('offering') });

export const batchSchema = z.object({
  id: contentIdSchema,
  date: dateSchema,
  time: timeSchema,
  startsAt: dateTimeTextSchema,
  durationMinutes: z.int().positive(),
  capacity: z.int().positive(),
  placesLeft: z.int().nonnegative(),
  state: z.enum(['open', 'full', 'closed']),
});
export type Batch = z.infer<typeof batchSchema>;

/** `echelon`: an offering's batches to come, by Taipei date, the places left as of now. */
export const echelonAnswerSchema = z.object({
  offering: contentIdSchema,
  days: z.array(z.object({ date: dateSchema, batches: z.array(batchSchema) })),
});
export type EchelonAnswer = z.infer<typeof echelonAnswerSchema>;

/** A party of `min` to `max` people: the contract's bounds, or an offering's and a batch's. */
const partySchema = (min: number, max: number) =>
  coercedNumber(
    (n) =>
      n
        .int({ error: 'party must be a whole number' })
        .min(min, { error: `party must be at least ${min}` })
        .max(max, { error: `party must be at most ${max}` }),
    'party',
  );

/** `reservate` and `reservate-narrator`: a place (or a group's places) in one batch. */
export const bookingInputSchema = z.object({
  batch: idParam('batch'),
  party: partySchema(1, PARTY_MAX),
  language: narrationLanguageSchema,
  contact: contactSchema,
  notes: optionalVisitorText('notes', 500, 'lines'),
  website: honeypotSchema,
});

/**
 * The same for one batch, as the form checks it before sending: the party within the
 * offering's group sizes and the places left (the server checks them again as it books).
 */
export const bookingInputFor = (min: number, max: number) =>
  bookingInputSchema.extend({ party: partySchema(min, Math.max(min, max)) });
export type BookingInput = z.infer<typeof bookingInputSchema>;

export const bookingReceiptSchema = writeReceiptSchema.extend({
  secret: z.string(),
  status: bookingStatusSchema,
});
export type BookingReceipt = z.infer<typeof bookingReceiptSchema>;

/**
 * A booking's code (rules/booking-codes.ts) as the visitor types it, in any case, with or
 * without its dash, read as the code itself; a secret given before codes were short
 * (24 characters, case kept) is read as it is.
 */
export const bookingCodeSchema = z
  .string({ error: 'secret is required' })
  .trim()
  .transform((text) => readBookingCode(text) ?? text)
  .pipe(secretSchema);

/** `application` (and its cancel): a booking by its number and the code given with it. */
export const bookingLookupSchema = z.object({ number: referenceSchema, secret: bookingCodeSchema });
export type BookingLookup = z.infer<typeof bookingLookupSchema>;

export const bookingSchema = z.object({
  number: z.string(),
  status: bookingStatusSchema,
  createdAt: dateTimeTextSchema,
  kind: offeringKindSchema,
  offering: z.object({ id: contentIdSchema, title: z.string(), textLang: contentLangSchema }),
  centre: z.string(),
  date: dateSchema,
  time: timeSchema,
  durationMinutes: z.int().positive(),
  party: z.int().positive(),
  language: narrationLanguageSchema,
  name: z.string(),
  /** What the centre wrote when it confirmed or cancelled. */
  note: z.string().optional(),
  cancellable: z.boolean(),
});
export type Booking = z.infer<typeof bookingSchema>;
