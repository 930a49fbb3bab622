import { z } from 'zod';
import { booleanText, coercedNumber, idParam, plainText } from './coerce';
import {
  dateTimeTextSchema,
  imageSchema,
  latlngTextSchema,
  townshipRefSchema,
  zipcodeSchema,
} from './common';
import { KEYWORD_MAX_LENGTH, TOWNSHIP_CODE_PATTERN } from '../rules/list-filters';
import { PAGE_SIZE_MAX } from './envelope';
import { guideTypeSchema } from './guide';
import { regionIdSchema } from './region';

/** Lists: filters, keyword search in the current language, nearby search and paging. */
export const DEFAULT_PAGE_SIZE = 20;
/** The widest nearby search, in km: the managed area is about 200 km end to end. */
export const NEARBY_RADIUS_MAX_KM = 50;

/** A list's page and its size (at most PAGE_SIZE_MAX), as the query asks for them. */
export const pagingFields = {
  page: idParam('page').default(1),
  pageSize: coercedNumber(
    (n) =>
      n
        .int({ error: 'pageSize must be a whole number' })
        .min(1, { error: 'pageSize must be at least 1' })
        .max(PAGE_SIZE_MAX, { error: `pageSize must be at most ${PAGE_SIZE_MAX}` }),
    'pageSize',
  ).default(DEFAULT_PAGE_SIZE),
};

const placeFilterFields = {
  q: plainText('q', KEYWORD_MAX_LENGTH).optional(),
  region: coercedNumber((n) => n.pipe(regionIdSchema), 'region').optional(),
  township: z
    .string()
    .regex(TOWNSHIP_CODE_PATTERN, {
      error: 'township must be an 8-digit township code, e.g. 10015060',
    })
    .optional(),
};

const nearbyFields = {
  lat: coercedNumber(
    (n) => n.min(-90).max(90, { error: 'lat must be -90 to 90' }),
    'lat',
  ).optional(),
  lng: coercedNumber(
    (n) => n.min(-180).max(180, { error: 'lng must be -180 to 180' }),
    'lng',
  ).optional(),
  radius: coercedNumber(
    (n) =>
      n
        .positive({ error: 'radius must be positive' })
        .max(NEARBY_RADIUS_MAX_KM, { error: `radius must be at most ${NEARBY_RADIUS_MAX_KM} km` }),
    'radius',
  ).optional(),
};

/** lat and lng come together; a radius needs them. */
const nearbyIsWhole = (query: { lat?: number; lng?: number; radius?: number }) =>
  (query.lat === undefined) === (query.lng === undefined) &&
  (query.radius === undefined || query.lat !== undefined);
const nearbyMessage = { error: 'lat and lng go together, and radius needs them', path: ['lat'] };

export const placeListQuerySchema = z
  .object({
    ...placeFilterFields,
    ...nearbyFields,
    ...pagingFields,
    category: idParam('category').optional(),
    /** A filter tag's id (the tags call lists them). */
    tag: idParam('tag').optional(),
  })
  .refine(nearbyIsWhole, nearbyMessage);
export type PlaceListQuery = z.infer<typeof placeListQuerySchema>;

/** Shops are listed by their sub-list: cuisines (food) or souvenirs. */
export const SHOP_TYPES = ['cuisines', 'souvenirs'] as const;
export const shopListQuerySchema = placeListQuerySchema.safeExtend({
  type: z.enum(SHOP_TYPES, { error: 'type must be cuisines or souvenirs' }).default('cuisines'),
});
export type ShopListQuery = z.infer<typeof shopListQuerySchema>;

/**
 * Events by quarter of the year (requirements §9: 1–3, 4–6, 7–9, 10–12). Events that have ended are
 * left out unless `past` is "true" (requirements §9); the recurring festivals fill the list unless
 * a year is named.
 */
export const eventListQuerySchema = z.object({
  ...placeFilterFields,
  ...pagingFields,
  quarter: coercedNumber(
    (n) => n.int().min(1).max(4, { error: 'quarter must be 1 to 4' }),
    'quarter',
  ).optional(),
  year: coercedNumber(
    (n) => n.int().min(2000).max(2100, { error: 'year must be 2000 to 2100' }),
    'year',
  ).optional(),
  past: booleanText('past').default(false),
});
export type EventListQuery = z.infer<typeof eventListQuerySchema>;

/** Where a place stands for visitors: restricted where the upstream marks it closed. */
export const accessSchema = z.enum(['open', 'restricted']);

/** A place in a list: enough for a card, a map marker and the distance from the visitor. */
export const placeSummarySchema = z.object({
  id: z.int().positive(),
  name: z.string().min(1),
  /** The Chinese name, where the list is in another language. */
  name_c: z.string().optional(),
  summary: z.string(),
  image: imageSchema.nullable(),
  latlng: latlngTextSchema,
  zipcode: zipcodeSchema,
  regionId: regionIdSchema,
  township: townshipRefSchema,
  categories: z.array(z.int()),
  access: accessSchema,
  /** km from the point of a nearby search. */
  distance: z.number().nonnegative().optional(),
});
export type PlaceSummary = z.infer<typeof placeSummarySchema>;

/**
 * A place of a collection (the visitor centres, tribal tourism, water recreation), with what a
 * visitor asks of it first: its phone and its opening hours, as the open data writes them.
 */
export const collectionPlaceSchema = placeSummarySchema.extend({
  tel: z.string().optional(),
  opentime: z.string().optional(),
});
export type CollectionPlace = z.infer<typeof collectionPlaceSchema>;

/** Tours by category; the spec's route writes "all" for no category. */
export const tourListQuerySchema = z.object({
  ...pagingFields,
  category: z
    .union([z.literal('all'), idParam('category')], {
      error: 'category must be all or a tour category number',
    })
    .optional(),
});
export type TourListQuery = z.infer<typeof tourListQuerySchema>;

export const tourSummarySchema = z.object({
  id: z.int().positive(),
  title: z.string().min(1),
  image: imageSchema.nullable(),
  days: z.int().positive(),
  categories: z.array(z.int()),
  category_names: z.array(z.string()),
});
export type TourSummary = z.infer<typeof tourSummarySchema>;

/**
 * Which townships: all 29 of the two counties (for filters), the nine of the East Coast
 * National Scenic Area (requirements §3 "nine are defined"), or the six of its filtered list.
 */
export const TOWNSHIP_SCOPES = ['all', 'scenic-area', 'filtered'] as const;
export const townshipListQuerySchema = z.object({
  scope: z
    .enum(TOWNSHIP_SCOPES, { error: 'scope must be all, scenic-area or filtered' })
    .default('scenic-area'),
});
export type TownshipListQuery = z.infer<typeof townshipListQuerySchema>;

/** Category names for the list filters: attractions (11–17) or itineraries (611–616, 20675). */
export const categoryListQuerySchema = z.object({
  kind: z.enum(['attraction', 'tour'], { error: 'kind must be attraction or tour' }),
});
export type CategoryListQuery = z.infer<typeof categoryListQuerySchema>;

/** Editorial lists (news, faqs, glossaries …): a keyword in the current language and paging. */
export const keywordListQuerySchema = z.object({
  q: placeFilterFields.q,
  ...pagingFields,
});
export type KeywordListQuery = z.infer<typeof keywordListQuerySchema>;

/** Guides by type: photo, video or audio; all of them when no type is given. */
export const guideListQuerySchema = keywordListQuerySchema.extend({
  type: guideTypeSchema.optional(),
});
export type GuideListQuery = z.infer<typeof guideListQuerySchema>;

export const guideSummarySchema = z.object({
  id: z.int().positive(),
  title: z.string().min(1),
  type: guideTypeSchema,
  update_time: dateTimeTextSchema,
  image: imageSchema.nullable(),
  video_id: z.string().optional(),
  audio: z.string().optional(),
});
export type GuideSummary = z.infer<typeof guideSummarySchema>;

/** Coupons still valid now (Taipei time), by keyword, region or township. */
export const couponListQuerySchema = z.object({
  ...placeFilterFields,
  ...pagingFields,
});
export type CouponListQuery = z.infer<typeof couponListQuerySchema>;

export const couponSummarySchema = z.object({
  id: z.int().positive(),
  name: z.string().min(1),
  image: imageSchema.nullable(),
  start: dateTimeTextSchema,
  end: dateTimeTextSchema,
  shop_id: z.int().positive(),
  shop_name: z.string(),
});
export type CouponSummary = z.infer<typeof couponSummarySchema>;

/** Filter tags of one list: attractions, food, hotels or shops (requirements §2). */
export const TAG_KINDS = ['attraction', 'food', 'hotel', 'shop'] as const;
export type TagKind = (typeof TAG_KINDS)[number];
export const tagListQuerySchema = z.object({
  kind: z.enum(TAG_KINDS, { error: `kind must be one of ${TAG_KINDS.join(', ')}` }),
});
export type TagListQuery = z.infer<typeof tagListQuerySchema>;
