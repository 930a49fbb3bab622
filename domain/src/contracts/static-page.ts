import { z } from 'zod';
import { contentHtmlSchema, dateTimeTextSchema, translationSchema } from './common';

/** A static info page: static, travel, Green Island and region pages share this shape. */
export const staticPageSchema = z.object({
  title: z.string().min(1, { error: 'title must not be empty' }),
  content: contentHtmlSchema,
  update_time: dateTimeTextSchema.optional(),
  translation: translationSchema.optional(),
});
export type StaticPage = z.infer<typeof staticPageSchema>;

/**
 * The collection campaign (campaign status, data[0]): static=description shows `content`,
 * any other name shows `exchange_instructions`.
 */
export const campaignSchema = z.object({
  title: z.string().min(1, { error: 'title must not be empty' }),
  content: contentHtmlSchema,
  exchange_instructions: z.string(),
  translation: translationSchema.optional(),
});
export type Campaign = z.infer<typeof campaignSchema>;
