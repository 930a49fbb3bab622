import { z } from 'zod';
import { documentReader } from '../upstream-document';

/**
 * TDX's bus service alerts (`v2/Bus/Alert/{City/{City}|InterCity}`; oas.bus.v2.json BusAlert):
 * a bare array. Only what the bus provider reads is checked; the rest passes.
 */
const names = z.object({ Zh_tw: z.string().optional(), En: z.string().optional() });

const alertSchema = z.object({
  AlertID: z.string().min(1),
  Title: z.string().min(1),
  Description: z.string().default(''),
  Status: z.int().optional(),
  Scope: z
    .object({ Routes: z.array(z.object({ RouteName: names.optional() })).default([]) })
    .optional(),
  AlertURL: z.string().optional(),
  PublishTime: z.string().optional(),
  StartTime: z.string().optional(),
  EndTime: z.string().optional(),
});

export type BusAlertRecord = z.infer<typeof alertSchema>;

const alertsSchema = z.array(alertSchema);

export const readBusAlerts = documentReader(alertsSchema, 'a TDX bus alert list');
