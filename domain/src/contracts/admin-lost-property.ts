import { z } from 'zod';
import { FOUND_ITEM_STATES, LOST_REPORT_STATES } from '../rules/lost-property';
import { dayQuerySchema, operatorNoteSchema, pagingQuerySchema } from './admin';
import { contentIdSchema, dateTimeTextSchema } from './common';
import { requiredText } from './coerce';
import { envelope, listPageSchema } from './envelope';
import { dayTextSchema } from './form-fields';
import { referenceSchema } from './forms';
import { lostItemCategorySchema } from './lost-property';

/*
 * The console's lost property (docs/architecture.md, Operator console): the found items a visitor
 * centre holds, registered, corrected and given back; and the reports of items lost, matched to the
 * found item that is the visitor's.
 */

export const foundItemsQuerySchema = pagingQuerySchema.extend({
  state: z
    .enum(FOUND_ITEM_STATES, { error: `state must be one of ${FOUND_ITEM_STATES.join(', ')}` })
    .optional(),
});

/** A found item as the staff keep it: held, returned or disposed of. */
export const operatorFoundItemSchema = z.object({
  number: z.string(),
  category: lostItemCategorySchema,
  description: z.string(),
  placeFound: z.string(),
  foundOn: z.string(),
  keepUntil: z.string(),
  collectPlaceId: contentIdSchema,
  state: z.enum(FOUND_ITEM_STATES),
  returnedAt: dateTimeTextSchema.nullable(),
  returnNote: z.string().nullable(),
  createdAt: dateTimeTextSchema,
});
export type OperatorFoundItem = z.infer<typeof operatorFoundItemSchema>;
export const foundItemsAnswerSchema = envelope(listPageSchema(operatorFoundItemSchema));

/** What the staff write of a found item; it is shown to visitors until its last day. */
export const foundItemDraftSchema = z
  .object({
    category: lostItemCategorySchema,
    description: requiredText('description', 500),
    placeFound: requiredText('placeFound', 200),
    foundOn: dayTextSchema('foundOn'),
    keepUntil: dayTextSchema('keepUntil'),
    /** The visitor centre that holds it. */
    collectPlaceId: contentIdSchema,
  })
  .refine((item) => item.keepUntil >= item.foundOn, {
    error: 'keepUntil must not be before foundOn',
    path: ['keepUntil'],
  });
export type FoundItemDraft = z.input<typeof foundItemDraftSchema>;

export const editFoundItemRequestSchema = z
  .object({ number: referenceSchema })
  .and(foundItemDraftSchema);

/** Given to its owner, or disposed of once its time is up; it leaves the visitors' list. */
export const returnFoundItemRequestSchema = z.object({
  number: referenceSchema,
  state: z
    .enum(['returned', 'disposed'], { error: 'state must be returned or disposed' })
    .default('returned'),
  note: operatorNoteSchema('note'),
});

export const foundItemChangeAnswerSchema = envelope(z.object({ number: z.string() }));

export const lostReportsQuerySchema = pagingQuerySchema.extend({
  state: z
    .enum(LOST_REPORT_STATES, { error: `state must be one of ${LOST_REPORT_STATES.join(', ')}` })
    .optional(),
  category: lostItemCategorySchema.optional(),
  from: dayQuerySchema('from').optional(),
  to: dayQuerySchema('to').optional(),
});

/** A lost item's report with the visitor's contact (null once erased), for the staff only. */
export const operatorLostReportSchema = z.object({
  number: z.string(),
  category: lostItemCategorySchema,
  description: z.string(),
  placeLost: z.string(),
  lostOn: z.string(),
  contact: z.object({
    name: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
  }),
  lang: z.string(),
  state: z.enum(LOST_REPORT_STATES),
  /** The found item it was matched to, by its number. */
  matchedItem: z.string().nullable(),
  matchedAt: dateTimeTextSchema.nullable(),
  createdAt: dateTimeTextSchema,
});
export type OperatorLostReport = z.infer<typeof operatorLostReportSchema>;
export const lostReportsAnswerSchema = envelope(listPageSchema(operatorLostReportSchema));

/** A report matched to the held found item that is the visitor's: the staff then tell them. */
export const matchLostReportRequestSchema = z.object({
  report: referenceSchema,
  item: referenceSchema,
});
