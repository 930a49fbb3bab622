import { z } from 'zod';
import { IMAGE_CAP } from '../rules/images';
import { CONTENT_LANGS } from '../rules/language';

/**
 * Content HTML (descriptions, pages, notices): the app renders it as markup, so the server
 * sanitizes every field of this schema as it serves it (its serializer finds them by this very
 * schema object: write `contentHtmlSchema` or `contentHtmlSchema.optional()`, never a copy).
 */
export const contentHtmlSchema = z.string();

/** A language of routes and content (requirements §1): zh-tw, en or ja. */
export const contentLangSchema = z.enum(CONTENT_LANGS, {
  error: `language must be one of ${CONTENT_LANGS.join(', ')}`,
});

/**
 * Content ids (attractions, shops, tours, coupons, events, guides, notices) are positive
 * integers in our API, as on the legacy site. Opaque ids from other sources (parking lots,
 * scenic spots, markers, favourites) are strings and say so where they are defined.
 */
export const contentIdSchema = z
  .int({ error: 'id must be a whole number' })
  .positive({ error: 'id must be positive' });

/** Every instant the API carries is written YYYY-MM-DD HH:mm:ss (requirements §5), Taiwan time. */
export const DATE_TIME_PATTERN =
  /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01]) ([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/;
export const dateTimeTextSchema = z
  .string()
  .regex(DATE_TIME_PATTERN, { error: 'date must be written YYYY-MM-DD HH:mm:ss' });

/** Two decimal numbers, "lat,lng", within the ranges of latitude and longitude. */
export const LATLNG_PATTERN = /^(-?\d{1,3}(?:\.\d+)?),\s?(-?\d{1,3}(?:\.\d+)?)$/;
export const latlngTextSchema = z
  .string()
  .regex(LATLNG_PATTERN, {
    error: 'latlng must be written "lat,lng", e.g. "23.1236,121.4113"',
    abort: true,
  })
  .refine(
    (text) => {
      const [, lat, lng] = LATLNG_PATTERN.exec(text) ?? [];
      return Math.abs(Number(lat)) <= 90 && Math.abs(Number(lng)) <= 180;
    },
    { error: 'latlng is out of range (lat ±90, lng ±180)' },
  );

/** Taiwan's three-digit postal code, as a number (requirements §3 converts region zipcodes to numbers). */
export const zipcodeSchema = z
  .int({ error: 'zipcode must be a three-digit number' })
  .min(100, { error: 'zipcode must be a three-digit number' })
  .max(999, { error: 'zipcode must be a three-digit number' });

/** A month of the year, January 1 to December 12. */
export const monthSchema = z
  .int({ error: 'month must be a whole number from 1 to 12' })
  .min(1, { error: 'month must be a whole number from 1 to 12' })
  .max(12, { error: 'month must be a whole number from 1 to 12' });

/** A comma list of numeric ids such as "11,13"; empty when there are none. */
export const commaIdListSchema = z
  .string()
  .regex(/^(\d+(,\d+)*)?$/, { error: 'must be a comma list of numeric ids, e.g. "11,13"' });

/** A comma list of free-text tags such as "海景,步道". */
export const commaListSchema = z.string();

/**
 * An image. Addresses may still begin with ~/ in stored data; the rewrite to the content
 * host (requirements §5) is applied before answering, so the schema only asks for a non-empty text.
 */
export const imageSchema = z.object({
  src: z.string().min(1, { error: 'image src must not be empty' }),
  title: z.string().optional(),
});
export type Image = z.infer<typeof imageSchema>;

/** Image lists are capped at 10, events at 8 (requirements §5, §9): the caps of rules/images.ts. */
export const imageListSchema = (max: number = IMAGE_CAP) =>
  z.array(imageSchema).max(max, { error: `at most ${max} images` });

/**
 * A township by its 8-digit code, named in the requested language. A place's detail adds the
 * township's and county's English names, from which its address gets a romanised line
 * (rules/romanised-address.ts).
 */
export const townshipRefSchema = z.object({
  code: z.string(),
  name: z.string(),
  enName: z.string().optional(),
  countyEn: z.string().optional(),
});
export type TownshipRef = z.infer<typeof townshipRefSchema>;

/** A named link, as notices, events and guides carry them. */
export const linkSchema = z.object({
  name: z.string(),
  url: z.string().min(1, { error: 'link url must not be empty' }),
});
export type Link = z.infer<typeof linkSchema>;

/**
 * Whether a detail record's text exists in the requested language: 'full' (translated),
 * 'summary' (only a short translated text) or 'none' (the answer carries the Chinese text,
 * and the app shows it with a note). Absent means full.
 */
export const translationSchema = z.enum(['full', 'summary', 'none']);
export type Translation = z.infer<typeof translationSchema>;

/** A measured quantity that cannot be below zero (a height, a speed, an index). */
export const nonNegativeNumber = (field: string) =>
  z
    .number({ error: `${field} must be a number` })
    .nonnegative({ error: `${field} must not be negative` });

/** A coordinate in degrees (WGS84), its field named in the message. */
export const latitude = (field: string) =>
  z
    .number({ error: `${field} must be a number` })
    .min(-90, { error: `${field} must be -90 to 90` })
    .max(90, {
      error: `${field} must be -90 to 90`,
    });
export const longitude = (field: string) =>
  z
    .number({ error: `${field} must be a number` })
    .min(-180, { error: `${field} must be -180 to 180` })
    .max(180, {
      error: `${field} must be -180 to 180`,
    });
