import { z } from 'zod';
import { documentReader } from '../upstream-document';

/**
 * TDX's estimates of arrival (`v2/Bus/EstimatedTimeOfArrival/{City/{City}|InterCity}` and
 * `v2/Tourism/Bus/EstimatedTimeOfArrival/TaiwanTrip`): a bare array of records
 * (oas.bus.v2.json BusN1EstimateTime; oas.tourism.v2.json, where the line is TaiwanTripName
 * instead of RouteName). Only what the bus provider reads is checked; the rest passes.
 */
const names = z.object({ Zh_tw: z.string().optional(), En: z.string().optional() });

const estimateSchema = z.object({
  StopUID: z.string().min(1),
  StopName: names.optional(),
  RouteUID: z.string().min(1),
  RouteName: names.optional(),
  TaiwanTripName: names.optional(),
  /** 0 outbound, 1 return, 2 loop, 255 unknown. */
  Direction: z.int().default(255),
  /** Seconds; null when StopStatus is 2 to 4, and mostly when it is 1. */
  EstimateTime: z.number().nullable().optional(),
  /** 0 normal, 1 not yet departed, 2 not stopping (traffic control), 3 last bus gone, 4 no service today. */
  StopStatus: z.int().optional(),
  NextBusTime: z.string().optional(),
  IsLastBus: z.boolean().optional(),
  UpdateTime: z.string().optional(),
});

export type BusEstimate = z.infer<typeof estimateSchema>;

const estimatesSchema = z.array(estimateSchema);

export const readBusEstimates = documentReader(estimatesSchema, 'a TDX bus estimate list');
