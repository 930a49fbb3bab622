import { z } from 'zod';
import { REPAIR_CATEGORIES, REPAIR_STATUSES } from '../rules/repair-reports';
import { dayQuerySchema, operatorNoteSchema, pagingQuerySchema } from './admin';
import { contentIdSchema, dateTimeTextSchema } from './common';
import { idParam } from './coerce';
import { envelope, listPageSchema } from './envelope';
import { referenceSchema } from './forms';

/*
 * The console's repair reports (docs/architecture.md, Operator console): the reports by status,
 * category and day, one whole with every visitor's words and photos, and its status moved with a
 * note the visitors who reported it read on their tracking page.
 */

const statusSchema = z.enum(REPAIR_STATUSES, {
  error: `status must be one of ${REPAIR_STATUSES.join(', ')}`,
});
const categorySchema = z.enum(REPAIR_CATEGORIES, {
  error: `category must be one of ${REPAIR_CATEGORIES.join(', ')}`,
});

/** `?status=open,acknowledged&category=walkway&from=2026-11-01&to=2026-11-30&page=2`. */
export const repairsQuerySchema = pagingQuerySchema.extend({
  status: z
    .string()
    .transform((text) => text.split(',').filter(Boolean))
    .pipe(z.array(statusSchema))
    .optional(),
  category: categorySchema.optional(),
  from: dayQuerySchema('from').optional(),
  to: dayQuerySchema('to').optional(),
});
export type RepairsQuery = z.input<typeof repairsQuerySchema>;

const placeFields = {
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  placeName: z.string().nullable(),
};

export const operatorRepairSummarySchema = z.object({
  number: z.string(),
  category: categorySchema,
  status: statusSchema,
  ...placeFields,
  createdAt: dateTimeTextSchema,
  updatedAt: dateTimeTextSchema,
  /** How many visitors reported it: the first and those who added theirs. */
  submissions: z.int().positive(),
  /** The first visitor's words. */
  description: z.string(),
});
export type OperatorRepairSummary = z.infer<typeof operatorRepairSummarySchema>;

export const repairsAnswerSchema = envelope(listPageSchema(operatorRepairSummarySchema));

export const repairReportQuerySchema = z.object({ number: referenceSchema });

/** A report whole, for the staff: each visitor's words, contact and photos, and every change. */
export const operatorRepairReportSchema = operatorRepairSummarySchema
  .omit({ description: true })
  .extend({
    closedAt: dateTimeTextSchema.nullable(),
    reports: z.array(
      z.object({
        number: z.string(),
        description: z.string(),
        ...placeFields,
        /** Null each once erased, REPAIR_CONTACT_KEPT_MONTHS after the report closed. */
        contact: z.object({
          name: z.string().nullable(),
          email: z.string().nullable(),
          phone: z.string().nullable(),
        }),
        lang: z.string(),
        createdAt: dateTimeTextSchema,
        photoIds: z.array(contentIdSchema),
      }),
    ),
    changes: z.array(
      z.object({
        status: statusSchema,
        note: z.string().nullable(),
        at: dateTimeTextSchema,
        by: z.string().nullable(),
      }),
    ),
  });
export type OperatorRepairReport = z.infer<typeof operatorRepairReportSchema>;

export const repairReportAnswerSchema = envelope(operatorRepairReportSchema);

/** One photo of a report, served only to a signed-in operator. */
export const repairPhotoQuerySchema = z.object({ number: referenceSchema, id: idParam('id') });

/** A status with the note the visitors read; staying at a status adds a note, so needs one. */
export const repairStatusRequestSchema = z.object({
  number: referenceSchema,
  status: statusSchema,
  note: operatorNoteSchema('note', 1000),
});
export type RepairStatusRequest = z.input<typeof repairStatusRequestSchema>;

export const repairStatusAnswerSchema = envelope(
  z.object({ number: z.string(), status: statusSchema }),
);
