import { z } from 'zod';
import { documentReader } from '../upstream-document';

/**
 * TDX's bus timetables (`v2/Bus/Schedule/{City/{City}|InterCity}`, oas.bus.v2.json BusSchedule;
 * `v2/Tourism/Bus/Schedule/TaiwanTrip`, oas.tourism.v2.json, where the line is TaiwanTripName
 * instead of RouteName): a bare array, a record per (sub)route and direction, its Timetables
 * trips with their ServiceDay, SpecialDays and StopTimes, and its Frequencys, the periods run
 * by headway. Only what the timetable provider reads is checked.
 */
const names = z.object({ Zh_tw: z.string().optional(), En: z.string().optional() });
const dayFlag = z.int().optional();

const serviceDay = z
  .object({
    Sunday: dayFlag,
    Monday: dayFlag,
    Tuesday: dayFlag,
    Wednesday: dayFlag,
    Thursday: dayFlag,
    Friday: dayFlag,
    Saturday: dayFlag,
  })
  .optional();

/** Days out of the week's pattern: Dates apart, or a DatePeriod; ServiceStatus 0, 1 or 2. */
const specialDays = z
  .array(
    z.object({
      Dates: z.array(z.string()).optional(),
      DatePeriod: z
        .object({ StartDate: z.string().optional(), EndDate: z.string().optional() })
        .optional(),
      ServiceStatus: z.int().optional(),
    }),
  )
  .optional();

const scheduleSchema = z.object({
  RouteUID: z.string().min(1),
  RouteName: names.optional(),
  TaiwanTripName: names.optional(),
  SubRouteName: names.optional(),
  Direction: z.int().default(255),
  Timetables: z
    .array(
      z.object({
        ServiceDay: serviceDay,
        SpecialDays: specialDays,
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
  Frequencys: z
    .array(
      z.object({
        StartTime: z.string().optional(),
        EndTime: z.string().optional(),
        MinHeadwayMins: z.int().optional(),
        MaxHeadwayMins: z.int().optional(),
        ServiceDay: serviceDay,
        SpecialDays: specialDays,
      }),
    )
    .default([]),
});

export type BusSchedule = z.infer<typeof scheduleSchema>;

const schedulesSchema = z.array(scheduleSchema);

export const readBusSchedules = documentReader(schedulesSchema, 'a TDX bus schedule list');
