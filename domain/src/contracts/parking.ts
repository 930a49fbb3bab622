import { z } from 'zod';
import { BUS_SPACE_TYPE, PARKING_ID_PATTERN, SMALL_CAR_SPACE_TYPE } from '../rules/parking';
import { dateTimeTextSchema, latlngTextSchema } from './common';
import { liveEnvelope } from './envelope';

export const parkingIdSchema = z
  .string({ error: 'id must be a parking id such as EC-00018' })
  .regex(PARKING_ID_PATTERN, { error: 'id must be a parking id such as EC-00018' });

/** Both parking calls name the spot's parking id (requirements §9), in the body or the query. */
export const parkingRequestSchema = z.object({ id: parkingIdSchema });
export type ParkingRequest = z.infer<typeof parkingRequestSchema>;

/** 1 is a small-car space, 5 a bus space (requirements §3). */
export const SPACE_TYPES = [SMALL_CAR_SPACE_TYPE, BUS_SPACE_TYPE] as const;
export const spaceTypeSchema = z.literal(SPACE_TYPES, {
  error: 'space_type must be 1 (small car) or 5 (bus)',
});
export type SpaceType = z.infer<typeof spaceTypeSchema>;

const spaceCount = (field: string) =>
  z
    .int({ error: `${field} must be a whole number` })
    .nonnegative({ error: `${field} must not be negative` });

/**
 * Live availability of one kind of space at one parking lot. `park_id` is the upstream
 * lot id, an opaque text. `amount` is the lot's total of that kind of space (the spec does
 * not say; it is how the upstream uses it), so available_spaces never exceeds it.
 */
export const parkingRecordSchema = z
  .object({
    park_id: z.string().min(1, { error: 'park_id must not be empty' }),
    space_type: spaceTypeSchema,
    available_spaces: spaceCount('available_spaces'),
    amount: spaceCount('amount'),
    date_modified: dateTimeTextSchema,
  })
  .refine((record) => record.available_spaces <= record.amount, {
    error: 'available_spaces must not exceed amount',
    path: ['available_spaces'],
  });
export type ParkingRecord = z.infer<typeof parkingRecordSchema>;

/** A car park serving the spot: the records name it by `park_id`; its name is localized. */
export const parkingLotSchema = z.object({
  park_id: z.string().min(1, { error: 'park_id must not be empty' }),
  name: z.string().min(1, { error: 'name must not be empty' }),
  latlng: latlngTextSchema,
});
export type ParkingLot = z.infer<typeof parkingLotSchema>;

/**
 * The parking answer: the live records of the spot's car parks, and the car parks
 * themselves, each shown even while it reports no count. `switchBoard` tells the app that
 * the records are off and to fall back to the scenic-area flow.
 */
export const parkingAnswerSchema = liveEnvelope(z.array(parkingRecordSchema)).extend({
  switchBoard: z.boolean({ error: 'switchBoard must be true or false' }).optional(),
  lots: z.array(parkingLotSchema),
});
export type ParkingAnswer = z.infer<typeof parkingAnswerSchema>;

/**
 * Usage of a scenic area's car parks, in percent; it can pass 100 when cars park beyond the
 * marked spaces. `status` is the upstream's own text: the app derives its label from the
 * ratio (thresholds 79 and 90, in rules), so the text is kept as is.
 */
export const scenicAreaFlowSchema = z.object({
  four_wheel_parking_usage_ratio: z
    .number({ error: 'four_wheel_parking_usage_ratio must be a number' })
    .nonnegative({ error: 'four_wheel_parking_usage_ratio must not be negative' }),
  status: z.string(),
  date_modified: dateTimeTextSchema,
});
export type ScenicAreaFlow = z.infer<typeof scenicAreaFlowSchema>;

export const scenicAreaFlowAnswerSchema = liveEnvelope(scenicAreaFlowSchema);
export type ScenicAreaFlowAnswer = z.infer<typeof scenicAreaFlowAnswerSchema>;
