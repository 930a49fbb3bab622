import { z } from 'zod';
import { WEEKDAYS } from '../rules/ferries';
import { dateTimeTextSchema, monthSchema } from './common';
import { coercedNumber } from './coerce';
import { liveEnvelope } from './envelope';

/**
 * The sailings between Fugang, Green Island and Lanyu from TDX Ship (docs/live-data.md,
 * Ferries; docs/api.md, Live data). Names are TDX's, in Chinese as published (and in English
 * where TDX gives one).
 */

const clock = z.string().regex(/^\d{2}:\d{2}$/, { error: 'a time is HH:mm' });
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'a date is YYYY-MM-DD' });

export const ferryPortSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
});

export const ferryRouteSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  nameEn: z.string().optional(),
  from: ferryPortSchema,
  to: ferryPortSchema,
  /** TDX's vessels of the route (a sailing names none of its own). */
  vessels: z.array(z.string()),
  description: z.string().optional(),
});
export type FerryRoute = z.infer<typeof ferryRouteSchema>;

/** scheduled as published; stopped or extra (加班) by a special timetable of the day. */
export const SAILING_STATUSES = ['scheduled', 'stopped', 'extra'] as const;

export const ferrySailingSchema = z.object({
  routeId: z.string().min(1),
  tripId: z.string(),
  fromPortId: z.string().min(1),
  fromPort: z.string(),
  toPortId: z.string().min(1),
  toPort: z.string(),
  departsAt: clock,
  arrivesAt: clock.optional(),
  /** The route's vessel when it has exactly one; TDX's daily timetable names none per trip. */
  vessel: z.string().optional(),
  status: z.enum(SAILING_STATUSES),
});
export type FerrySailing = z.infer<typeof ferrySailingSchema>;

/** A trip of a month's timetable: the weekdays it sails and when the timetable holds. */
export const ferryTimetableTripSchema = ferrySailingSchema
  .omit({ status: true, vessel: true })
  .extend({
    days: z.array(z.enum(WEEKDAYS)),
    /** Sails on national holidays too (TDX's NationalHolidays), if TDX says. */
    holidays: z.boolean().optional(),
    validFrom: day.optional(),
    validTo: day.optional(),
  });
export type FerryTimetableTrip = z.infer<typeof ferryTimetableTripSchema>;

/** A special timetable's day or days in the month: stopped, normal or extra, as TDX words it. */
export const ferrySpecialDaySchema = z.object({
  routeId: z.string().min(1),
  fromPort: z.string(),
  toPort: z.string(),
  departsAt: clock.optional(),
  dates: z.array(day),
  from: day.optional(),
  to: day.optional(),
  status: z.enum(SAILING_STATUSES),
  description: z.string().optional(),
});
export type FerrySpecialDay = z.infer<typeof ferrySpecialDaySchema>;

export const FARE_TICKET_TYPES = [1, 2, 3, 4] as const;
export const FARE_CLASSES = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;

export const ferryFareSchema = z.object({
  routeId: z.string().min(1),
  fromPort: z.string(),
  toPort: z.string(),
  /** The operator's own name of the fare, as TDX gives it. */
  name: z.string(),
  /** 1 one way, 2 return, 3 e-ticket, 4 multi-ride (TDX's TicketType). */
  ticketType: z.number().int().optional(),
  /** 1 adult … 9 military and police (TDX's FareClass). */
  fareClass: z.number().int().optional(),
  cabin: z.string().optional(),
  /** New Taiwan dollars. */
  price: z.number().int().nonnegative(),
});
export type FerryFare = z.infer<typeof ferryFareSchema>;

/** A sailing news item of category 7 (通阻資訊) that concerns today. */
export const ferryNewsSchema = z.object({
  id: z.string().min(1),
  kind: z.enum(['stopped', 'resumed', 'other']),
  title: z.string(),
  description: z.string(),
  publishedAt: dateTimeTextSchema,
  url: z.url({ protocol: /^https?$/ }).optional(),
});
export type FerryNews = z.infer<typeof ferryNewsSchema>;

export const ferriesSchema = z.object({
  /** Taipei's date of `sailings`, and the month of `timetable`. */
  today: day,
  month: monthSchema,
  year: z.number().int(),
  routes: z.array(ferryRouteSchema),
  sailings: z.array(ferrySailingSchema),
  timetable: z.array(ferryTimetableTripSchema),
  specialDays: z.array(ferrySpecialDaySchema),
  fares: z.array(ferryFareSchema),
  news: z.array(ferryNewsSchema),
  /** Per island port, the last sailing back to Fugang today that is not stopped. */
  lastBack: z.array(ferrySailingSchema),
});
export type Ferries = z.infer<typeof ferriesSchema>;

export const ferriesAnswerSchema = liveEnvelope(ferriesSchema);
export type FerriesAnswer = z.infer<typeof ferriesAnswerSchema>;

/** `month` (1–12): the month whose timetable is answered; this month's when left out. */
export const ferriesRequestSchema = z.object({
  month: coercedNumber((n) => n.pipe(monthSchema), 'month').optional(),
});
