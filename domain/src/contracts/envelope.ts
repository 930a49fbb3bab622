import { z } from 'zod';

/** Answers are wrapped as { success, data } (SPEC §3). */
export function envelope<T extends z.ZodType>(dataSchema: T) {
  return z.object({
    success: z.boolean({ error: 'success must be true or false' }),
    data: dataSchema,
  });
}

/** What our server answers when a request fails: a clear message, no data. */
export const errorEnvelopeSchema = z.object({
  success: z.literal(false, { error: 'success must be false in an error answer' }),
  message: z.string().min(1, { error: 'message must not be empty' }),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export const PAGE_SIZE_MAX = 100;

/**
 * One page of a paged list: `page` counts from 1, `total` is the size of the whole list, and a
 * page never holds more than `pageSize` items.
 */
export function listPageSchema<T extends z.ZodType>(itemSchema: T) {
  return z
    .object({
      items: z.array(itemSchema),
      total: z
        .int({ error: 'total must be a whole number' })
        .nonnegative({ error: 'total must not be negative' }),
      page: z
        .int({ error: 'page must be a whole number' })
        .positive({ error: 'page counts from 1' }),
      pageSize: z
        .int({ error: 'pageSize must be a whole number' })
        .positive({ error: 'pageSize must be positive' })
        .max(PAGE_SIZE_MAX, { error: `pageSize must be at most ${PAGE_SIZE_MAX}` }),
    })
    .refine((page) => page.items.length <= page.pageSize, {
      error: 'items must not outnumber pageSize',
      path: ['items'],
    });
}
export type ListPage<T> = { items: T[]; total: number; page: number; pageSize: number };
