import { z } from 'zod';
import { documentReader } from '../upstream-document';

/**
 * A bus route's path and stops from TDX: `v2/Bus/Shape/{network}` (oas.bus.v2.json BusShape,
 * the path as well-known text) and `v2/Bus/StopOfRoute/{network}` (BusStopOfRoute, a record per
 * sub-route and direction, its stops in order). Bare arrays; only what is read is checked.
 */
const names = z.object({ Zh_tw: z.string().optional(), En: z.string().optional() });

const shapeSchema = z.object({
  RouteUID: z.string().min(1),
  Direction: z.int().optional(),
  Geometry: z.string().default(''),
});

export type BusShapeRecord = z.infer<typeof shapeSchema>;

export const readBusShapes = documentReader(z.array(shapeSchema), 'a TDX bus shape list');

const stopOfRouteSchema = z.object({
  RouteUID: z.string().min(1),
  RouteName: names.optional(),
  Direction: z.int().default(255),
  Stops: z
    .array(
      z.object({
        StopUID: z.string().min(1),
        StopName: names.optional(),
        StopSequence: z.int().optional(),
        StopPosition: z
          .object({ PositionLat: z.number().optional(), PositionLon: z.number().optional() })
          .optional(),
      }),
    )
    .default([]),
});

export type BusStopOfRouteRecord = z.infer<typeof stopOfRouteSchema>;

export const readBusStopsOfRoute = documentReader(
  z.array(stopOfRouteSchema),
  'a TDX bus stop-of-route list',
);
