import { z } from 'zod';
import { documentReader } from '../upstream-document';

/**
 * TDX's bus timetables (`v2/Bus/Schedule/{City/{City}|InterCity}`; oas.bus.v2.json
 * BusSchedule): a bare array, a record per (sub)route and direction, its Timetables trips with
 * their ServiceDay and StopTimes. Only what the timetable provider reads is checked.
 */
const names = z.object({ Zh_tw: z.string().optional(), En: z.string().optional() });
const dayFlag = z.int().optional();

const scheduleSchema = z.object({
  RouteUID: z.string().min(1),
  RouteName: names.optional(),
  SubRouteName: names.optional(),
  Direction: z.int().default(255),
  Timetables: z
    .array(
      z.object({
        ServiceDay: z
          .object({
            Sunday: dayFlag,
            Monday: dayFlag,
            Tuesday: dayFlag,
            Wednesday: dayFlag,
            Thursday: dayFlag,
            Friday: dayFlag,
            Saturday: dayFlag,
          })
          .optional(),
        StopTimes: z
          .array(
            z.object({
              StopUID: z.string().optional(),
              StopSequence: z.int().optional(),
              ArrivalTime: z.string().optional(),
              DepartureTime: z.string().optional(),
            }),
          )
          .default([]),
      }),
    )
    .default([]),
});

export type BusSchedule = z.infer<typeof scheduleSchema>;

const schedulesSchema = z.array(scheduleSchema);

export const readBusSchedules = documentReader(schedulesSchema, 'a TDX bus schedule list');
