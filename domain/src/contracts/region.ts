import { z } from 'zod';
import { REGION_ID } from '../rules/regions';
import { contentIdSchema, latlngTextSchema, zipcodeSchema } from './common';
import { facilitySourceSchema } from './facility';

/** Region ids (requirements §3, §4): 1 Hualien (HUN), 2 Taitung (TTT), 3 Green Island (GNI). */
export const REGION_IDS = [REGION_ID.hualien, REGION_ID.taitung, REGION_ID.greenIsland] as const;
export const regionIdSchema = z.literal(REGION_IDS, { error: 'regionId must be 1, 2 or 3' });

export const REGION_CODES = ['HUN', 'TTT', 'GNI'] as const;
export const regionCodeSchema = z.enum(REGION_CODES, { error: 'code must be HUN, TTT or GNI' });
export type RegionCode = z.infer<typeof regionCodeSchema>;

/** Which code each region id carries; the postal-code rule of requirements §4 follows the same order. */
export const REGION_CODE_BY_ID: Readonly<Record<z.infer<typeof regionIdSchema>, RegionCode>> = {
  1: 'HUN',
  2: 'TTT',
  3: 'GNI',
};

export const regionSchema = z
  .object({
    id: regionIdSchema,
    title: z.string().min(1, { error: 'title must not be empty' }),
    code: regionCodeSchema,
    regionName: z.string().min(1, { error: 'regionName must not be empty' }),
    county: z.string().min(1, { error: 'county must not be empty' }),
    slogan: z.string(),
  })
  .refine((region) => REGION_CODE_BY_ID[region.id] === region.code, {
    error: 'code does not match the region id (1 HUN, 2 TTT, 3 GNI)',
    path: ['code'],
  });
export type Region = z.infer<typeof regionSchema>;

/**
 * Content area ids are numbered differently from region ids (requirements §4, second reading):
 * 1 Taitung, 2 Hualien, 3 Green Island.
 */
export const AREA_IDS = [1, 2, 3] as const;
export const areaIdSchema = z.literal(AREA_IDS, { error: 'areaId must be 1, 2 or 3' });

/** A township; `value` is county plus township, e.g. 臺東縣成功鎮. */
export const townshipSchema = z.object({
  id: z.int({ error: 'id must be a whole number' }).positive({ error: 'id must be positive' }),
  name: z.string().min(1, { error: 'name must not be empty' }),
  enName: z.string().min(1, { error: 'enName must not be empty' }),
  jaName: z.string().min(1, { error: 'jaName must not be empty' }),
  zipcode: zipcodeSchema,
  areaId: areaIdSchema,
  value: z.string().min(1, { error: 'value must not be empty' }),
});
export type Township = z.infer<typeof townshipSchema>;

const neighbourId = (field: string) =>
  z
    .int({ error: `${field} must be a whole number` })
    .positive({ error: `${field} must be positive` })
    .nullable();

/** An area of a browsable sequence: `nextId` and `afterId` name its neighbours, null at an end. */
export const areaSchema = z.object({
  id: z.int({ error: 'id must be a whole number' }).positive({ error: 'id must be positive' }),
  name: z.string().min(1, { error: 'name must not be empty' }),
  title: z.string(),
  zipcode: zipcodeSchema,
  nextId: neighbourId('nextId'),
  afterId: neighbourId('afterId'),
});
export type Area = z.infer<typeof areaSchema>;

/**
 * A region detail record. Only id, type and zipcode are shown, so other fields pass through
 * untouched. `regionId` is derived from the zipcode (the client added it; our server may).
 */
export const regionDetailRecordSchema = z.looseObject({
  id: contentIdSchema,
  type: z.string().min(1, { error: 'type must not be empty' }),
  zipcode: zipcodeSchema,
  regionId: regionIdSchema.optional(),
});
export type RegionDetailRecord = z.infer<typeof regionDetailRecordSchema>;

/** An address whose first space-separated token is a postal code, e.g. "951 臺東縣綠島鄉南寮村". */
export const POSTAL_ADDRESS_PATTERN = /^\d{3}(\d{2,3})? \S/;

/** What a webcam shows: a still picture its owner refreshes (none of the area's streams video). */
export const WEBCAM_KINDS = ['still'] as const;

/**
 * A live webcam (content id, as /live-camera/{id} opens it). Requirements §3 shows address and
 * regionId; other fields pass through. `zipcode` is the address's postal code, `regionId` derived
 * from it (951 is 3). Ours add its name, where it stands, its picture and the picture's source.
 */
export const liveWebcamSchema = z.looseObject({
  id: contentIdSchema.optional(),
  name: z.string().min(1, { error: 'name must not be empty' }),
  address: z.string().regex(POSTAL_ADDRESS_PATTERN, {
    error: 'address must begin with a postal code and a space',
  }),
  zipcode: zipcodeSchema.optional(),
  regionId: regionIdSchema.optional(),
  latlng: latlngTextSchema.optional(),
  /** The picture's address; asked again (with a query of its own) to see a newer one. */
  image: z.url({ protocol: /^https?$/, error: 'image must be an http(s) address' }),
  kind: z.enum(WEBCAM_KINDS, { error: 'kind must be still' }),
  /** False while its source lists it as out of order: no picture is asked for. */
  active: z.boolean({ error: 'active must be true or false' }),
  source: facilitySourceSchema,
  /** The same camera among the map's camera facilities, to open the map at it. */
  facilityId: z.string().min(1).optional(),
});
export type LiveWebcam = z.infer<typeof liveWebcamSchema>;
