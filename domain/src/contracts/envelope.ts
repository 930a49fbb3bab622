import { z } from 'zod';
import { dateTimeTextSchema } from './common';
import { formIssueSchema } from './forms';

/** Answers are wrapped as { success, data } (requirements §3). */
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
  /** A refused form's fields and the rule each broke, for a message at each field. */
  issues: z.array(formIssueSchema).optional(),
  /** Why an operator's change was refused (a capacity below the places booked), for the console. */
  reason: z.string().optional(),
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

/**
 * Where a live answer comes from (docs/live-data.md): `upstream` is the real
 * service; `sample` is a recorded answer in the upstream's format, served while no key is
 * configured, which the app must label as sample data; `computed` is worked out by our server
 * itself (the sun and moon, from astronomy), so it is neither a sample nor ever stale;
 * `unconfigured`: no key is configured and no recorded answer exists: the lists are empty and
 * the app says what it would show and where to look (docs/live-data.md).
 */
export const LIVE_SOURCES = ['upstream', 'sample', 'computed', 'unconfigured'] as const;
export const liveMetaSchema = z.object({
  source: z.enum(LIVE_SOURCES, { error: `source must be one of ${LIVE_SOURCES.join(', ')}` }),
  /** The upstream that answered, e.g. CWA. */
  provider: z.string().min(1, { error: 'provider must not be empty' }),
  /** When the answer was fetched (for a sample: when it was recorded), Taipei time. */
  fetchedAt: dateTimeTextSchema,
  /**
   * When what the answer says was observed or issued by the upstream (a station's reading, a
   * forecast's issue), Taipei time; a visitor is shown this, never a fetch time as the reading's.
   */
  observedAt: dateTimeTextSchema.optional(),
  /**
   * The answer is past its freshness period: the last good one, kept from earlier, served while
   * the upstream is asked again or after it failed.
   */
  stale: z.boolean({ error: 'stale must be true or false' }),
  /** The upstream's own name of the place answered for, such as a CWA township. */
  location: z.string().optional(),
});
export type LiveMeta = z.infer<typeof liveMetaSchema>;

/** A live answer: the envelope plus where and when its data came from. */
export function liveEnvelope<T extends z.ZodType>(dataSchema: T) {
  return envelope(dataSchema).extend({ meta: liveMetaSchema });
}
