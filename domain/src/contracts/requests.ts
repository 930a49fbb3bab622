import { z } from 'zod';
import { booleanText, coercedNumber, idParam, requiredText } from './coerce';
import { contentLangSchema } from './common';
import { favouritesCollectionSchema } from './favourites';
import { REGION_CODES } from './region';
import { facilityQuerySchema } from './facility';
import { memberTokenSchema } from './members';

/*
 * Request payloads of requirements §7. Values that may arrive as query-string text are coerced; every
 * custom message names its field, and zod's issue path names it too.
 */

/** {id} of a detail request: attraction, shop, accommodation, tour, coupon, event, guide. */
export const idRequestSchema = z.object({ id: idParam() });
export type IdRequest = z.infer<typeof idRequestSchema>;

/** The notices call sends type=messages. */
export const noticesRequestSchema = z.object({
  type: z.literal('messages', { error: 'type must be "messages"' }),
});

/** {name} of a static page; it becomes part of a file name, so only letters, digits, - and _. */
export const staticPageRequestSchema = z.object({
  name: requiredText('name', 100).regex(/^[A-Za-z0-9_-]+$/, {
    error: 'name may hold only letters, digits, - and _',
  }),
});
export type StaticPageRequest = z.infer<typeof staticPageRequestSchema>;

/** The lists a region-detail {type} asks for: the areas of one region (by its code), or all. */
export const REGION_DETAIL_TYPES = ['all', ...REGION_CODES] as const;

/** Region detail: {type} asks for a list, {id} for one record; exactly one of them. */
export const regionDetailRequestSchema = z
  .object({
    type: z
      .enum(REGION_DETAIL_TYPES, { error: `type must be one of ${REGION_DETAIL_TYPES.join(', ')}` })
      .optional(),
    id: idParam().optional(),
  })
  .superRefine((request, ctx) => {
    if ((request.type === undefined) === (request.id === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['type'],
        message: 'give either type or id (exactly one)',
      });
    }
  });
export type RegionDetailRequest = z.infer<typeof regionDetailRequestSchema>;

/** The scenic-area flow is asked for by the scenic spot's id, e.g. EC-00018. */
export const scenicFlowRequestSchema = z.object({
  id: requiredText('id', 50).regex(/^[A-Za-z0-9-]+$/, {
    error: 'id may hold only letters, digits and -',
  }),
});
export type ScenicFlowRequest = z.infer<typeof scenicFlowRequestSchema>;

/**
 * The campaign status is always asked for campaign 1, "the collection campaign": the server
 * answers the one running, whatever its own id (docs/campaigns.md).
 */
export const campaignStatusRequestSchema = z.object({
  id: z.literal(1, { error: 'id must be 1' }),
});
export type CampaignStatusRequest = z.infer<typeof campaignStatusRequestSchema>;

/** Tour adaptation: the tour to copy, the name of the new itinerary and the member token. */
export const tourAdaptationRequestSchema = z.object({
  id: idParam(),
  name: requiredText('name', 100),
  token: memberTokenSchema,
});
export type TourAdaptationRequest = z.infer<typeof tourAdaptationRequestSchema>;

/**
 * Favourites save: `collection` is the whole collection as a JSON text (requirements §7). The text is
 * checked to be a valid collection and stays a text; issues inside it are reported under
 * collection.<pid>.
 */
export const addCollectionRequestSchema = z.object({
  token: memberTokenSchema,
  collection: z.string({ error: 'collection must be a JSON text' }).superRefine((text, ctx) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'collection is not valid JSON' });
      return;
    }
    const result = favouritesCollectionSchema.safeParse(parsed);
    if (result.success) return;
    for (const issue of result.error.issues) {
      ctx.addIssue({ code: 'custom', path: issue.path, message: `collection: ${issue.message}` });
    }
  }),
});
export type AddCollectionRequest = z.infer<typeof addCollectionRequestSchema>;

const zipcodeParam = coercedNumber(
  (n) =>
    n
      .int({ error: 'zipcode must be a three-digit number' })
      .min(100, { error: 'zipcode must be a three-digit number' })
      .max(999, { error: 'zipcode must be a three-digit number' }),
  'zipcode',
);

/**
 * Weather by zipcode; `threehour` asks for three-hour periods; `forecast` defaults to true. A
 * position (`lat` and `lng`) may stand for the zipcode: the forecast of the township it lies in.
 */
export const weatherRequestSchema = z
  .object({
    zipcode: zipcodeParam.optional(),
    lat: facilityQuerySchema.shape.lat.optional(),
    lng: facilityQuerySchema.shape.lng.optional(),
    threehour: booleanText('threehour').optional(),
    forecast: booleanText('forecast').default(true),
  })
  .superRefine((request, ctx) => {
    if ((request.lat === undefined) !== (request.lng === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: [request.lat === undefined ? 'lat' : 'lng'],
        message: 'lat and lng must be given together',
      });
    } else if (request.zipcode === undefined && request.lat === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['zipcode'],
        message: 'zipcode is required, or lat and lng',
      });
    }
  });
export type WeatherRequest = z.infer<typeof weatherRequestSchema>;
export type WeatherRequestInput = z.input<typeof weatherRequestSchema>;

/**
 * Where a live-condition call answers for (requirements §7 sends a name; the app also sends a
 * position): the visitor's or the place's `lat` and `lng` together, else a township's `zipcode`,
 * else the name. The server answers for the first of them it is given.
 */
const whereFields = {
  lat: facilityQuerySchema.shape.lat.optional(),
  lng: facilityQuerySchema.shape.lng.optional(),
  zipcode: zipcodeParam.optional(),
};

type WhereRequest = {
  lat?: number | undefined;
  lng?: number | undefined;
  zipcode?: number | undefined;
};

/** lat and lng come together, and at least one way of saying where is given. */
const needsWhere =
  (nameField: string) =>
  (request: WhereRequest & Record<string, unknown>, ctx: z.RefinementCtx) => {
    if ((request.lat === undefined) !== (request.lng === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: [request.lat === undefined ? 'lat' : 'lng'],
        message: 'lat and lng must be given together',
      });
    }
    if (
      request[nameField] === undefined &&
      request.lat === undefined &&
      request.zipcode === undefined
    ) {
      ctx.addIssue({
        code: 'custom',
        path: [nameField],
        message: `${nameField} is required, or lat and lng, or zipcode`,
      });
    }
  };

const locationFields = {
  locationName: requiredText('locationName', 50).optional(),
  ...whereFields,
};

/** Place-based requests (sunrise, moonrise, marine and wave conditions, tides). */
export const locationRequestSchema = z
  .object(locationFields)
  .superRefine(needsWhere('locationName'));
export type LocationRequest = z.infer<typeof locationRequestSchema>;
export type LocationRequestInput = z.input<typeof locationRequestSchema>;

/** Sun and moon times; the app sends today=false (the coming days), today=true asks for today. */
export const sunMoonRequestSchema = z
  .object({ ...locationFields, today: booleanText('today').optional() })
  .superRefine(needsWhere('locationName'));
export type SunMoonRequest = z.infer<typeof sunMoonRequestSchema>;
export type SunMoonRequestInput = z.input<typeof sunMoonRequestSchema>;

/** UV index and air quality by station name, or the station nearest a position or township. */
export const siteRequestSchema = z
  .object({ siteName: requiredText('siteName', 50).optional(), ...whereFields })
  .superRefine(needsWhere('siteName'));
export type SiteRequest = z.infer<typeof siteRequestSchema>;
export type SiteRequestInput = z.input<typeof siteRequestSchema>;

/**
 * Nearby bus stops (requirements §7: lang, lat, lng, radius): the facility query, radius in metres,
 * with the language the stop names are wanted in.
 */
export const busStopsRequestSchema = facilityQuerySchema.extend({ lang: contentLangSchema });
export type BusStopsRequest = z.infer<typeof busStopsRequestSchema>;
export type BusStopsRequestInput = z.input<typeof busStopsRequestSchema>;
