import { z } from 'zod';
import { isNearManagedArea } from '../rules/managed-area';
import {
  photoDataUrlMaxLength,
  REPAIR_CATEGORIES,
  REPAIR_DESCRIPTION_MAX,
  REPAIR_DESCRIPTION_MIN,
  REPAIR_PHOTOS_MAX,
  REPAIR_PHOTO_MAX_BYTES,
  REPAIR_STATUSES,
} from '../rules/repair-reports';
import { dateTimeTextSchema } from './common';
import { choiceSchema, visitorTextBetween } from './form-fields';
import {
  contactSchema,
  formRule,
  honeypotSchema,
  optionalVisitorText,
  referenceSchema,
  secretSchema,
  writeReceiptSchema,
} from './forms';

/**
 * Repair reports (requirements §7 fault-repair-information, fault-repair, track-fault-repair,
 * fault-repair-result), after Open311 GeoReport v2: the categories, the report a visitor sends,
 * and what its number and secret show of it afterwards.
 */

export const repairCategorySchema = choiceSchema('category', REPAIR_CATEGORIES);
export const repairStatusSchema = z.enum(REPAIR_STATUSES);

/** fault-repair-information: the categories in the asked language, and the form's limits. */
export const repairInformationSchema = z.object({
  categories: z.array(
    z.object({ code: repairCategorySchema, name: z.string(), description: z.string() }),
  ),
  photosMax: z.number(),
  photoMaxBytes: z.number(),
  descriptionMin: z.number(),
  descriptionMax: z.number(),
});
export type RepairInformation = z.infer<typeof repairInformationSchema>;

const coordinate = (field: string, limit: number) =>
  z
    .number({ error: `${field} must be a number` })
    .min(-limit, { error: `${field} must be -${limit} to ${limit}` })
    .max(limit, { error: `${field} must be -${limit} to ${limit}` });

/**
 * Where the fault is: a point (the visitor's position, or picked on the map), a name or a few
 * words (the third pavilion on the trail), or both. A point must lie in or near the area.
 */
export const repairPlaceSchema = z
  .object({
    lat: coordinate('place.lat', 90).optional(),
    lng: coordinate('place.lng', 180).optional(),
    name: optionalVisitorText('place.name', 200),
  })
  .refine((place) => (place.lat === undefined) === (place.lng === undefined), {
    ...formRule('required', 'place.lat and place.lng go together'),
    when: ({ issues }) => issues.length === 0,
    abort: true,
  })
  .refine((place) => place.lat !== undefined || place.name !== undefined, {
    ...formRule('required', 'place needs a position (lat and lng) or a name'),
    abort: true,
  })
  .refine(
    (place) =>
      place.lat === undefined ||
      place.lng === undefined ||
      isNearManagedArea({ lat: place.lat, lng: place.lng }),
    {
      ...formRule('outsideArea', 'place must be in or near the East Coast National Scenic Area'),
      when: ({ issues }) => issues.length === 0,
    },
  );
export type RepairPlace = z.infer<typeof repairPlaceSchema>;

const PHOTO_DATA_URL = /^data:image\/(?:jpeg|png|webp);base64,[A-Za-z0-9+/]+={0,2}$/;

/** A photo as the app sends it: a JPEG, PNG or WebP data URL, at most 2 MB once decoded. */
export const repairPhotoSchema = z
  .string({ error: 'photo must be a data URL' })
  .refine((text) => text.length <= photoDataUrlMaxLength(), {
    ...formRule('tooLarge', `photo must be at most ${REPAIR_PHOTO_MAX_BYTES / 1024 / 1024} MB`),
    abort: true,
  })
  .refine(
    (text) => PHOTO_DATA_URL.test(text),
    formRule('image', 'photo must be a JPEG, PNG or WebP picture as a base64 data URL'),
  );

export const repairReportInputSchema = z.object({
  category: repairCategorySchema,
  place: repairPlaceSchema,
  description: visitorTextBetween('description', REPAIR_DESCRIPTION_MIN, REPAIR_DESCRIPTION_MAX),
  photos: z
    .array(repairPhotoSchema, { error: 'photos must be a list' })
    .max(REPAIR_PHOTOS_MAX, { error: `photos must be at most ${REPAIR_PHOTOS_MAX}` })
    .default([]),
  contact: contactSchema.optional(),
  /** The number of a report of the same fault to add this one to ("me too"). */
  addTo: referenceSchema.optional(),
  website: honeypotSchema,
});
export type RepairReportInput = z.infer<typeof repairReportInputSchema>;

/** The receipt, with the report it belongs to: its own number's, or the one it was added to. */
export const repairReceiptSchema = writeReceiptSchema.extend({ report: z.string() });
export type RepairReceipt = z.infer<typeof repairReceiptSchema>;

/** What a visitor's number and secret look up; never in an address (docs/writes.md). */
export const repairLookupSchema = z.object({ number: referenceSchema, secret: secretSchema });
export type RepairLookup = z.infer<typeof repairLookupSchema>;

const statusTimeSchema = z.object({ status: repairStatusSchema, at: dateTimeTextSchema });

/** track-fault-repair: where the report stands, and when it reached each status. */
export const repairTrackSchema = z.object({
  /** The visitor's own number, and the report's (another when it was added to one). */
  number: z.string(),
  report: z.string(),
  category: z.object({ code: repairCategorySchema, name: z.string() }),
  status: repairStatusSchema,
  requestedAt: dateTimeTextSchema,
  updatedAt: dateTimeTextSchema,
  statusTimes: z.array(statusTimeSchema),
});
export type RepairTrack = z.infer<typeof repairTrackSchema>;

/** fault-repair-result: the whole history with the staff's notes, and the result once closed. */
export const repairResultSchema = repairTrackSchema.extend({
  place: z.object({
    lat: z.number().optional(),
    lng: z.number().optional(),
    name: z.string().optional(),
  }),
  history: z.array(statusTimeSchema.extend({ note: z.string().optional() })),
  result: statusTimeSchema.extend({ note: z.string().optional() }).optional(),
  /** How many other visitors added their report to this one. */
  othersReported: z.number(),
});
export type RepairResult = z.infer<typeof repairResultSchema>;
