import { z } from 'zod';
import { FACILITY_KINDS } from '../rules/distance';
import { latlngTextSchema } from './common';

/** Amenities with a nearby search (requirements §3, §5): the kinds of rules/distance.ts. */
export const facilityKindSchema = z.enum(FACILITY_KINDS, {
  error: `facility must be one of ${FACILITY_KINDS.join(', ')}`,
});

const latitude = (field: string) =>
  z
    .number({ error: `${field} must be a number` })
    .min(-90, { error: `${field} must be -90 to 90` })
    .max(90, {
      error: `${field} must be -90 to 90`,
    });
const longitude = (field: string) =>
  z
    .number({ error: `${field} must be a number` })
    .min(-180, { error: `${field} must be -180 to 180` })
    .max(180, {
      error: `${field} must be -180 to 180`,
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

/** Marker kinds: spots, bike stations, buses and the "bus here" marker, plus the amenities. */
export const MARKER_TYPES = [
  'spot',
  'bike',
  'bus',
  'bus-here',
  'toilet',
  'parking',
  'gas',
  'store',
] as const;
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
