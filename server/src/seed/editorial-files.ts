import {
  ARTICLE_KINDS,
  articleHrefSchema,
  DATE_TIME_PATTERN,
  TAG_KINDS,
} from '@ecg/domain/contracts';
import { z } from 'zod';
import { localizedSchema } from './content-files';

/** The shapes of the files in data/editorial that seedEditorial reads; a bad file stops the seed. */

/** Texts that may be blank where there is nothing to say (a marquee line has no summary). */
const blankableLocalized = z.object({ 'zh-tw': z.string(), en: z.string(), ja: z.string() });
const dateTime = z.string().regex(DATE_TIME_PATTERN);

export const tagFile = z.array(
  z.object({
    id: z.int().positive(),
    kind: z.enum(TAG_KINDS),
    'zh-tw': z.string().min(1),
    en: z.string().min(1),
    ja: z.string().min(1),
  }),
);

const PAGE_NAME = /^[a-z0-9-]+$/;
export const pageFile = z.array(
  z.object({
    type: z.enum(['region', 'static', 'travel', 'greenisland']),
    name: z.string().regex(PAGE_NAME),
    update_time: dateTime,
    title: localizedSchema,
    content: localizedSchema,
  }),
);

export const articleFile = z.array(
  z.object({
    id: z.int().positive(),
    kind: z.enum(ARTICLE_KINDS),
    datetime: dateTime,
    href: articleHrefSchema.optional(),
    image_place: z.int().positive().optional(),
    title: localizedSchema,
    summary: blankableLocalized,
    content: blankableLocalized,
  }),
);

export const guideFile = z.array(
  z.object({
    id: z.int().positive(),
    type: z.literal('photo'),
    update_time: dateTime,
    places: z.array(z.int().positive()).min(1),
    title: localizedSchema,
    content: localizedSchema,
    link: z.array(z.object({ name: localizedSchema, url: z.url({ protocol: /^https$/ }) })),
  }),
);

export const areaFile = z.array(
  z.object({
    id: z.int().positive(),
    township: z.string().regex(/^\d{8}$/),
    image_place: z.int().positive().optional(),
    title: localizedSchema,
    summary: localizedSchema,
  }),
);

const month = z.int().min(1).max(12);
const townshipCode = z.string().regex(/^\d{8}$/);

/** The recurring festivals: their usual months and who to confirm with, never a date. */
export const festivalFile = z
  .array(
    z.object({
      id: z.int().positive(),
      months: z.object({ from: month, to: month }),
      regions: z.array(z.literal([1, 2, 3])).min(1),
      townships: z.array(townshipCode),
      name: localizedSchema,
      place: localizedSchema,
      organiser: localizedSchema,
      /** What the usual months and the organiser rest on, for data/SOURCES.md's readers. */
      sources: z.array(z.string().min(1)).min(1),
    }),
  )
  .refine((festivals) => new Set(festivals.map((f) => f.id)).size === festivals.length, {
    error: 'festival ids must be unique',
  });
