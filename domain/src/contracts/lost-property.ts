import { z } from 'zod';
import { taipeiDate } from '../rules/datetime';
import { KEYWORD_MAX_LENGTH } from '../rules/list-filters';
import { LOST_ITEM_CATEGORIES } from '../rules/lost-property';
import { plainText } from './coerce';
import { choiceSchema, dayTextSchema, visitorTextBetween } from './form-fields';
import { contactSchema, formRule, honeypotSchema, visitorText, writeReceiptSchema } from './forms';
import { listPageSchema } from './envelope';
import { pagingFields } from './lists';

/**
 * Lost property (requirements §7 lost-property): GET lists the items found in the area that a
 * visitor centre holds, POST reports an item lost.
 */

export const lostItemCategorySchema = choiceSchema('category', LOST_ITEM_CATEGORIES);

/** The found items, searched by where they were found and by the days they were found on. */
export const foundItemQuerySchema = z
  .object({
    place: plainText('place', KEYWORD_MAX_LENGTH).optional(),
    from: dayTextSchema('from').optional(),
    to: dayTextSchema('to').optional(),
    category: lostItemCategorySchema.optional(),
    ...pagingFields,
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    error: 'from must not be after to',
    path: ['from'],
  });
export type FoundItemQuery = z.infer<typeof foundItemQuerySchema>;

/** An item found in the area, as a visitor sees it. */
export const foundItemSchema = z.object({
  number: z.string(),
  category: lostItemCategorySchema,
  /** What it is, as the staff describe it. */
  description: z.string(),
  placeFound: z.string(),
  foundOn: z.string(),
  /** The visitor centre that holds it, named in the asked language. */
  collectAt: z.object({ id: z.number(), name: z.string(), tel: z.string() }),
  /** The last day it is held. */
  keepUntil: z.string(),
});
export type FoundItem = z.infer<typeof foundItemSchema>;
export const foundItemPageSchema = listPageSchema(foundItemSchema);

export const LOST_DESCRIPTION_MIN = 5;
export const LOST_DESCRIPTION_MAX = 1000;

/**
 * A lost item's report; the contact is required, since its whole point is to tell the owner.
 * `now` is the clock the day lost is checked against (not in the future, Taipei time).
 */
export const lostReportSchema = (now: () => number = Date.now) =>
  z.object({
    category: lostItemCategorySchema,
    description: visitorTextBetween('description', LOST_DESCRIPTION_MIN, LOST_DESCRIPTION_MAX),
    placeLost: visitorText('placeLost', 200),
    lostOn: dayTextSchema('lostOn').refine((day) => day <= taipeiDate(now()), {
      ...formRule('futureDate', 'lostOn must not be in the future'),
      when: ({ issues }) => issues.length === 0,
    }),
    contact: contactSchema,
    website: honeypotSchema,
  });
export const lostReportInputSchema = lostReportSchema();
export type LostReportInput = z.infer<typeof lostReportInputSchema>;

export const lostReportReceiptSchema = writeReceiptSchema;
