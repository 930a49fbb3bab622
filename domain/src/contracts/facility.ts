import { z } from 'zod';
import { FACILITY_KINDS } from '../rules/facilities';
import { coercedNumber } from './coerce';
import { latitude, latlngTextSchema, longitude } from './common';

/** Amenities with a nearby search (requirements §3, §5): the kinds of rules/facilities.ts. */
export const facilityKindSchema = z.enum(FACILITY_KINDS, {
  error: `facility must be one of ${FACILITY_KINDS.join(', ')}`,
});

const dockCount = (field: string) =>
  z
    .int({ error: `${field} must be a whole number` })
    .nonnegative({ error: `${field} must not be negative` });

/** A toilet, parking lot, gas station or convenience store. Only latlng is shown in the spec. */
export const facilityPlaceSchema = z.object({
  latlng: latlngTextSchema,
  name: z.string().optional(),
  address: z.string().optional(),
  tel: z.string().optional(),
});
export type FacilityPlace = z.infer<typeof facilityPlaceSchema>;

/** A bike-share station: `rentable` bikes to borrow, `returnable` free docks. */
export const bikeStationSchema = z.object({
  station: z.string().min(1, { error: 'station must not be empty' }),
  latlng: latlngTextSchema,
  rentable: dockCount('rentable').optional(),
  returnable: dockCount('returnable').optional(),
});
export type BikeStation = z.infer<typeof bikeStationSchema>;

/** A bus stop, positioned by separate numbers rather than a latlng text (as the upstream does). */
export const busStopSchema = z.object({
  stop_name: z.string().min(1, { error: 'stop_name must not be empty' }),
  latitude: latitude('latitude'),
  longitude: longitude('longitude'),
});
export type BusStop = z.infer<typeof busStopSchema>;

/** Marker kinds: spots, a tour's stops, buses and the "bus here" marker, and every facility kind. */
export const MARKER_TYPES = ['spot', 'trip-stop', 'bus', 'bus-here', ...FACILITY_KINDS] as const;
export const markerTypeSchema = z.enum(MARKER_TYPES, {
  error: `marker type must be one of ${MARKER_TYPES.join(', ')}`,
});
export type MarkerType = z.infer<typeof markerTypeSchema>;

/**
 * A map marker. Its id is opaque text (bike stations and buses have non-numeric ids);
 * `idx` is its position in the list. A marker without both lat and lng is not drawn, so
 * they are optional; `plateNumb` is a bus's plate.
 */
export const mapMarkerSchema = z.object({
  lat: latitude('lat').optional(),
  lng: longitude('lng').optional(),
  name: z.string(),
  type: markerTypeSchema,
  id: z.string().min(1, { error: 'id must not be empty' }).optional(),
  idx: z.int({ error: 'idx must be a whole number' }).nonnegative().optional(),
  plateNumb: z.string().optional(),
  rentable: dockCount('rentable').optional(),
  returnable: dockCount('returnable').optional(),
  tel: z.string().optional(),
});
export type MapMarker = z.infer<typeof mapMarkerSchema>;

/** The widest facility search, in metres: the managed area is about 200 km end to end. */
export const FACILITY_RADIUS_MAX_M = 50_000;
/** At most this many facilities in one answer, the nearest; `meta.total` says how many matched. */
export const FACILITY_LIMIT_MAX = 500;
export const FACILITY_LIMIT_DEFAULT = 200;

const metres = (field: string) =>
  z
    .int({ error: `${field} must be a whole number of metres` })
    .nonnegative({ error: `${field} must not be negative` });

/**
 * A facility call's query (requirements §7): the centre, and optionally the radius in metres (the
 * kind's radius of requirements §5 when absent) and how many to answer at most.
 */
export const facilityQuerySchema = z.object({
  lat: coercedNumber(
    (n) =>
      n.min(-90, { error: 'lat must be -90 to 90' }).max(90, { error: 'lat must be -90 to 90' }),
    'lat',
  ),
  lng: coercedNumber(
    (n) =>
      n
        .min(-180, { error: 'lng must be -180 to 180' })
        .max(180, { error: 'lng must be -180 to 180' }),
    'lng',
  ),
  radius: coercedNumber(
    (n) =>
      n.positive({ error: 'radius must be positive' }).max(FACILITY_RADIUS_MAX_M, {
        error: `radius must be at most ${FACILITY_RADIUS_MAX_M} metres`,
      }),
    'radius',
  ).optional(),
  limit: coercedNumber(
    (n) =>
      n
        .int({ error: 'limit must be a whole number' })
        .min(1, { error: 'limit must be at least 1' })
        .max(FACILITY_LIMIT_MAX, { error: `limit must be at most ${FACILITY_LIMIT_MAX}` }),
    'limit',
  ).default(FACILITY_LIMIT_DEFAULT),
});
export type FacilityQuery = z.infer<typeof facilityQuerySchema>;
export type FacilityQueryInput = z.input<typeof facilityQuerySchema>;

/** Where a layer's points come from, for the attribution its licence asks for. */
export const facilitySourceSchema = z.object({
  id: z.string().min(1),
  /** The dataset, in the asked language where we have it. */
  name: z.string().min(1),
  publisher: z.string().min(1),
  /** e.g. "OGDL-1.0", "ODbL-1.0". */
  licence: z.string().min(1),
  /** The attribution line to show, e.g. "© OpenStreetMap contributors". */
  attribution: z.string().min(1),
  /** The day the data was published or fetched, YYYY-MM-DD. */
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'date must be YYYY-MM-DD' }),
});
export type FacilitySource = z.infer<typeof facilitySourceSchema>;

/**
 * One facility found near the centre: requirements §3's facility item (latlng; `station` for a
 * bike station), with its stable id, kind, name in the asked language (Chinese where the source
 * has no other), distance from the centre and source.
 */
export const facilityItemSchema = facilityPlaceSchema.extend({
  id: z.string().min(1, { error: 'id must not be empty' }),
  kind: facilityKindSchema,
  name: z.string().min(1, { error: 'name must not be empty' }),
  /** From the centre asked, in whole metres. */
  distance: metres('distance'),
  /** The id of one of meta.sources. */
  source: z.string().min(1),
  /** Bike stations (requirements §3): the station's name, and the live counts when known. */
  station: bikeStationSchema.shape.station.optional(),
  rentable: bikeStationSchema.shape.rentable,
  returnable: bikeStationSchema.shape.returnable,
});
export type FacilityItem = z.infer<typeof facilityItemSchema>;

/** A bus stop near the centre (requirements §3, §7), with the routes that serve it. */
export const busStopItemSchema = busStopSchema.extend({
  id: z.string().min(1, { error: 'id must not be empty' }),
  distance: metres('distance'),
  /** The route names that stop here, in the asked language where known. */
  routes: z.array(z.string()),
  source: z.string().min(1),
});
export type BusStopItem = z.infer<typeof busStopItemSchema>;

/**
 * What a facility answer says beside its items: how many matched before the limit, how many of
 * the kind we hold at all (0: "no open data for this layer yet", never an invented point), and
 * the sources of the kind.
 */
export const facilityMetaSchema = z.object({
  kind: facilityKindSchema,
  /** The radius searched, in metres. */
  radius: z.number().positive(),
  total: z.int().nonnegative(),
  held: z.int().nonnegative(),
  sources: z.array(facilitySourceSchema),
});
export type FacilityMeta = z.infer<typeof facilityMetaSchema>;

export const facilityAnswerSchema = z.object({
  success: z.literal(true),
  data: z.array(facilityItemSchema),
  meta: facilityMetaSchema,
});
export type FacilityAnswer = z.infer<typeof facilityAnswerSchema>;

/** requirements §7 bus stops: a list, with the same meta as the other facilities. */
export const busStopsAnswerSchema = z.object({
  success: z.literal(true),
  data: z.array(busStopItemSchema),
  meta: facilityMetaSchema,
});
export type BusStopsAnswer = z.infer<typeof busStopsAnswerSchema>;
