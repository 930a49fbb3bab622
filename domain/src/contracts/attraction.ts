import { z } from 'zod';
import { categoryTagSchema } from './category';
import {
  commaIdListSchema,
  commaListSchema,
  contentHtmlSchema,
  contentIdSchema,
  imageListSchema,
  latlngTextSchema,
  townshipRefSchema,
  translationSchema,
  zipcodeSchema,
} from './common';
import { guideTypeSchema } from './guide';
import { parkingIdSchema } from './parking';

export const tripadvisorSchema = z.object({
  rating: z
    .number({ error: 'rating must be a number' })
    .min(0)
    .max(5, { error: 'rating must be 0 to 5' }),
  num_reviews: z.int({ error: 'num_reviews must be a whole number' }).nonnegative(),
});
export type Tripadvisor = z.infer<typeof tripadvisorSchema>;

/** A guide listed on a spot; the spec shows no shape, so: the fields a link to it needs. */
export const guideRefSchema = z.object({
  id: contentIdSchema,
  title: z.string(),
  type: guideTypeSchema.optional(),
});
export type GuideRef = z.infer<typeof guideRefSchema>;

const dayTextSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'a day is written YYYY-MM-DD' });

/**
 * A closure notice (construction_information): its text in the requested language, the day
 * its source reported it and the last day it names. The app decides on the day it shows it
 * whether it may be out of date (rules/closure-notices).
 */
export const closureNoticeSchema = z.object({
  text: z.string().min(1, { error: 'text must not be empty' }),
  reported: dayTextSchema.optional(),
  until: dayTextSchema.optional(),
});
export type ClosureNotice = z.infer<typeof closureNoticeSchema>;

/**
 * An attraction in the requested language. `name_c` is its Chinese name (shown beside a
 * foreign name). `opentimeGoogle` holds Google's per-weekday lines, Monday first, possibly
 * none. `construction_information` holds its closure notices, dated.
 */
export const attractionSchema = z.object({
  id: contentIdSchema,
  name: z.string().min(1, { error: 'name must not be empty' }),
  name_c: z.string().optional(),
  images: imageListSchema(),
  googleScore: z
    .number({ error: 'googleScore must be a number' })
    .min(0)
    .max(5, { error: 'googleScore must be 0 to 5' })
    .optional(),
  tripadvisor: tripadvisorSchema.optional(),
  categories: commaIdListSchema,
  tags: commaListSchema,
  opentime: z.string().optional(),
  opentimeGoogle: z
    .array(z.string())
    .max(7, { error: 'opentimeGoogle has one line per weekday' })
    .optional(),
  construction_information: z.array(closureNoticeSchema).optional(),
  zipcode: zipcodeSchema,
  latlng: latlngTextSchema,
  tel: z.string().optional(),
  audio: z.string().optional(),
  guides: z.array(guideRefSchema).optional(),
  content: contentHtmlSchema,
  /**
   * The translated summary where only it is translated (`translation: 'summary'`): the app
   * shows it first, and `content`, then the Chinese text, under its own heading.
   */
  summary: z.string().optional(),
  /** The address in Chinese, as a taxi driver or a map reads it. */
  address: z.string(),
  /** The township, named in the requested language, shown beside the Chinese address. */
  township: townshipRefSchema.optional(),
  website: z.string().optional(),
  facebook: z.string().optional(),
  email: z.string().optional(),
  ticket: z.string().optional(),
  service: z.array(z.string()).optional(),
  parking: z.string().optional(),
  /** The spot's parking id (requirements §9): present, the detail shows the live parking widget. */
  parking_id: parkingIdSchema.optional(),
  translation: translationSchema.optional(),
  /** restricted: the upstream marks the place closed or its access limited; the app says so. */
  access: z.enum(['open', 'restricted']).optional(),
});
export type Attraction = z.infer<typeof attractionSchema>;

/** Certification, payment, services and accessibility marks of a shop, as category tags. */
export const shopThemesSchema = z.object({
  certification: z.array(categoryTagSchema).optional(),
  payment: z.array(categoryTagSchema).optional(),
  services: z.array(categoryTagSchema).optional(),
  accessibility: z.array(categoryTagSchema).optional(),
});
export type ShopThemes = z.infer<typeof shopThemesSchema>;

export const signatureFeatureSchema = z.object({
  id: contentIdSchema,
  thumb: z.string().optional(),
  name: z.string().min(1, { error: 'name must not be empty' }),
  summary: z.string().optional(),
});
export type SignatureFeature = z.infer<typeof signatureFeatureSchema>;

export const shopCouponRefSchema = z.object({
  id: contentIdSchema,
  thumb: z.string().optional(),
  name: z.string().min(1, { error: 'name must not be empty' }),
});
export type ShopCouponRef = z.infer<typeof shopCouponRefSchema>;

/**
 * A shop (food, souvenirs) or an accommodation: the attraction fields plus its own.
 * `line` and `wechat` are account names (the app copies them); `information` is the
 * consumption information and `reservation` the reservation notes.
 */
export const shopSchema = attractionSchema.extend({
  themes: shopThemesSchema.optional(),
  booking_url: z.string().optional(),
  menu_download: z.string().optional(),
  signature_features: z.array(signatureFeatureSchema).optional(),
  onlineShopping: z.string().optional(),
  coupons: z.array(shopCouponRefSchema).optional(),
  /** What the shop rents out (bicycles, snorkelling gear …), in the signature-feature shape. */
  rental_items: z.array(signatureFeatureSchema).optional(),
  line: z.string().optional(),
  wechat: z.string().optional(),
  information: z.string().optional(),
  reservation: z.string().optional(),
});
export type Shop = z.infer<typeof shopSchema>;

/** Accommodations share the shop record. */
export const accommodationSchema = shopSchema;
export type Accommodation = Shop;
