import { z } from 'zod';
import {
  commaIdListSchema,
  contentIdSchema,
  dateTimeTextSchema,
  imageListSchema,
  latlngTextSchema,
  translationSchema,
} from './common';

/**
 * A coupon and the shop that honours it. The spec's field list has no id, but coupons are
 * opened by id (coupon={id}) and listed by id on shops, so our answer carries it.
 * `restrication` keeps the spec's spelling. The validity period runs from start to end.
 */
export const couponSchema = z
  .object({
    id: contentIdSchema,
    name: z.string().min(1, { error: 'name must not be empty' }),
    images: imageListSchema(),
    start: dateTimeTextSchema,
    end: dateTimeTextSchema,
    description: z.string(),
    restrication: z.string().optional(),
    shop_id: contentIdSchema,
    shop_name: z.string(),
    shop_address: z.string().optional(),
    shop_latlng: latlngTextSchema.optional(),
    shop_tel: z.string().optional(),
    shop_categories: commaIdListSchema.optional(),
    translation: translationSchema.optional(),
  })
  // Both texts are YYYY-MM-DD HH:mm:ss, so text order is time order.
  .refine((coupon) => coupon.end >= coupon.start, {
    error: 'end must not be before start',
    path: ['end'],
  });
export type Coupon = z.infer<typeof couponSchema>;
