import { z } from 'zod';
import { documentReader } from '../upstream-document';

/**
 * TDX's periodic bus positions (`v2/Bus/RealTimeByFrequency/{City/{City}|InterCity}`, A1;
 * oas.bus.v2.json BusA1Data): a bare array, a record per bus reporting. Only what the positions
 * provider reads is checked; the rest passes.
 */
const names = z.object({ Zh_tw: z.string().optional(), En: z.string().optional() });

const positionSchema = z.object({
  PlateNumb: z.string().min(1),
  RouteUID: z.string().optional(),
  RouteName: names.optional(),
  /** 0 outbound, 1 return, 2 loop, 255 unknown. */
  Direction: z.int().default(255),
  BusPosition: z
    .object({ PositionLat: z.number().optional(), PositionLon: z.number().optional() })
    .optional(),
  /** km/h. */
  Speed: z.number().optional(),
  Azimuth: z.number().optional(),
  /** 0 normal, 1 starting, 2 ending its duty. */
  DutyStatus: z.int().optional(),
  /** 0 normal … 99 not in service (非營運狀態), 255 unknown. */
  BusStatus: z.int().optional(),
  GPSTime: z.string().min(1),
  UpdateTime: z.string().optional(),
});

export type BusA1Record = z.infer<typeof positionSchema>;

export const readBusPositions = documentReader(z.array(positionSchema), 'a TDX bus position list');
