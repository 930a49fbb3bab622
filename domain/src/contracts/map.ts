import { z } from 'zod';
import { facilityKindSchema } from './facility';

/**
 * The tile server the map draws on (docs/map.md), as the deployment configures it
 * (README, Configuration): OpenStreetMap's standard tiles by default. `tileUrl` null: no tile
 * server, the map draws its own basemap alone.
 */
export const mapSettingsSchema = z.object({
  /** A Leaflet URL template: https, with {z}, {x} and {y}, and {s} when `subdomains` is set. */
  tileUrl: z.string().min(1).nullable(),
  /** The letters {s} takes, e.g. "abc"; empty when the template has no {s}. */
  subdomains: z.string(),
  /** The attribution the tile server's licence asks for, as plain text. */
  attribution: z.string(),
  /** Where the attribution links to, e.g. https://www.openstreetmap.org/copyright. */
  attributionUrl: z.string().optional(),
  maxZoom: z.int().min(1).max(22),
});
export type MapSettings = z.infer<typeof mapSettingsSchema>;

/** [lng, lat], as GeoJSON writes a position. */
const positionSchema = z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]);
const ringSchema = z.array(positionSchema).min(4);
const polygonSchema = z.object({
  type: z.literal('Polygon'),
  coordinates: z.array(ringSchema).min(1),
});
const multiPolygonSchema = z.object({
  type: z.literal('MultiPolygon'),
  coordinates: z.array(z.array(ringSchema).min(1)).min(1),
});

/**
 * One shape of the basemap: `land` (every county of Taiwan, so the sea is where the land is
 * not), and our counties and townships, whose outlines are drawn and whose names, in the asked
 * language, are written at `label`.
 */
export const basemapFeatureSchema = z.object({
  type: z.literal('Feature'),
  properties: z.object({
    role: z.enum(['land', 'county', 'township']),
    /** The MOI code: COUNTYCODE or TOWNCODE. */
    code: z.string().optional(),
    name: z.string().optional(),
    label: positionSchema.optional(),
  }),
  geometry: z.union([polygonSchema, multiPolygonSchema]),
});
export type BasemapFeature = z.infer<typeof basemapFeatureSchema>;

/** The map's own basemap, drawn under the tiles and alone when there are none (requirements §2 Map panel). */
export const basemapSchema = z.object({
  type: z.literal('FeatureCollection'),
  features: z.array(basemapFeatureSchema),
  /** The attribution of the boundaries, e.g. the Ministry of the Interior's, OGDL v1.0. */
  attribution: z.string().min(1),
});
export type Basemap = z.infer<typeof basemapSchema>;

/**
 * How many points of each facility kind the server holds in the region, every kind in the order
 * of FACILITY_KINDS (rules/facility-layers.ts): the layers and nearby buttons offered are those
 * holding points (docs/map.md).
 */
export const facilityKindsSchema = z.array(
  z.object({
    kind: facilityKindSchema,
    count: z.int({ error: 'count must be a whole number' }).nonnegative(),
  }),
);
export type FacilityKinds = z.infer<typeof facilityKindsSchema>;
