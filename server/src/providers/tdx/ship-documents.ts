import { z } from 'zod';
import { documentReader } from '../upstream-document';

/**
 * TDX Ship's documents of a county (`v3/Ship/{Route,DailySchedule,GeneralSchedule,
 * SpecificSchedule,ODFare,News}/Domestic/City/{City}`, docs/live-data.md, Ferries), as the API
 * description (oas.ship.v3.json) gives them: no recorded answer exists. Only what the ferries
 * provider reads is checked; anything else passes untouched, and every field the description
 * does not mark as always there is optional.
 */
const nameType = z.object({ Zh_tw: z.string().optional(), En: z.string().optional() });

const serviceDaySchema = z.object({
  Monday: z.number().int().optional(),
  Tuesday: z.number().int().optional(),
  Wednesday: z.number().int().optional(),
  Thursday: z.number().int().optional(),
  Friday: z.number().int().optional(),
  Saturday: z.number().int().optional(),
  Sunday: z.number().int().optional(),
  NationalHolidays: z.number().int().optional(),
});

const stoptimeSchema = z.object({
  StopSequence: z.number().int(),
  PortID: z.string().min(1),
  PortName: nameType.optional(),
  ArrivalTime: z.string().optional(),
  DepartureTime: z.string().optional(),
});

const tripSchema = z.object({
  TripID: z.string().default(''),
  Stoptimes: z.array(stoptimeSchema).min(1),
});

const scheduleBase = {
  RouteID: z.string().min(1),
  RouteName: nameType.optional(),
  OperatorID: z.string().optional(),
  /** 0 outward, 1 return, 2 loop. */
  Direction: z.number().int().optional(),
};

const routeSchema = z.object({
  RouteID: z.string().min(1),
  RouteName: nameType.optional(),
  Description: z.string().optional(),
  StartPortID: z.string().min(1),
  StartPortName: z.string().default(''),
  EndPortID: z.string().min(1),
  EndPortName: z.string().default(''),
  Vessels: z
    .array(z.object({ VesselID: z.string().optional(), VesselName: nameType.optional() }))
    .default([]),
});

const dailySchema = z.object({
  ...scheduleBase,
  Date: z.string(),
  Timetables: z.array(tripSchema).default([]),
});

const generalSchema = z.object({
  ...scheduleBase,
  EffectiveDate: z.string().optional(),
  ExpireDate: z.string().optional(),
  Timetables: z.array(tripSchema.extend({ ServiceDay: serviceDaySchema.optional() })).default([]),
});

const specialDaysSchema = z.object({
  Dates: z.array(z.object({ Date: z.string() })).optional(),
  DatePeriod: z.object({ StartDate: z.string(), EndDate: z.string() }).optional(),
  /** '0' stopped, '1' normal, '2' extra (a text in the description). */
  ServiceStatus: z.union([z.string(), z.number()]).optional(),
  Description: z.string().optional(),
});

const specificSchema = z.object({
  ...scheduleBase,
  EffectiveDate: z.string().optional(),
  ExpireDate: z.string().optional(),
  Timetables: z
    .array(
      tripSchema.extend({
        ServiceDay: serviceDaySchema.optional(),
        SpecialDays: specialDaysSchema.optional(),
      }),
    )
    .default([]),
});

const portInformation = z.object({ PortID: z.string().min(1), PortName: nameType.optional() });

const routeFareSchema = z.object({
  RouteID: z.string().min(1),
  ODFares: z
    .array(
      z.object({
        OriginPort: portInformation,
        DestinationPort: portInformation,
        Fares: z.array(
          z.object({
            FareName: z.string().default(''),
            TicketType: z.number().int().optional(),
            FareClass: z.number().int().optional(),
            CabinClass: z.string().optional(),
            Price: z.number().int().nonnegative(),
          }),
        ),
      }),
    )
    .default([]),
});

const newsSchema = z.object({
  NewsID: z.string().min(1),
  Title: z.string(),
  Description: z.string().default(''),
  /** 7: 通阻資訊, whether boats sail (the description's enum). */
  NewsCategory: z.number().int().optional(),
  OperatorID: z.string().optional(),
  NewsURL: z.string().optional(),
  PublishTime: z.string(),
  UpdateTime: z.string().optional(),
  StartTime: z.string().optional(),
  EndTime: z.string().optional(),
});

const routesDocument = z.object({ UpdateTime: z.string(), Routes: z.array(routeSchema) });
const dailyDocument = z.object({ UpdateTime: z.string(), DailySchedules: z.array(dailySchema) });
const generalDocument = z.object({
  UpdateTime: z.string(),
  GeneralSchedules: z.array(generalSchema),
});
const specificDocument = z.object({
  UpdateTime: z.string(),
  SpecificSchedules: z.array(specificSchema),
});
const faresDocument = z.object({ UpdateTime: z.string(), RouteFares: z.array(routeFareSchema) });
const newsDocument = z.object({ UpdateTime: z.string(), Newses: z.array(newsSchema) });

export type ShipRoutes = z.infer<typeof routesDocument>;
export type ShipRoute = z.infer<typeof routeSchema>;
export type ShipDailySchedules = z.infer<typeof dailyDocument>;
export type ShipGeneralSchedules = z.infer<typeof generalDocument>;
export type ShipSpecificSchedules = z.infer<typeof specificDocument>;
export type ShipSpecificSchedule = z.infer<typeof specificSchema>;
export type ShipTrip = z.infer<typeof tripSchema>;
export type ShipFares = z.infer<typeof faresDocument>;
export type ShipNewsDocument = z.infer<typeof newsDocument>;
export type ShipNews = z.infer<typeof newsSchema>;

export const readShipRoutes = documentReader(routesDocument, 'a TDX Ship route list');
export const readShipDaily = documentReader(dailyDocument, 'a TDX Ship daily timetable');
export const readShipGeneral = documentReader(generalDocument, 'a TDX Ship general timetable');
export const readShipSpecific = documentReader(specificDocument, 'a TDX Ship special timetable');
export const readShipFares = documentReader(faresDocument, 'a TDX Ship fare list');
export const readShipNews = documentReader(newsDocument, 'a TDX Ship news list');
