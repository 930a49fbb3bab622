import { z } from 'zod';
import { BOARD_AIRPORTS, BOARD_DIRECTIONS } from '../rules/flights-board';
import { FLIGHT_BOARD_STATUSES } from '../rules/flights-status';
import { latitude, longitude } from './common';
import { liveEnvelope } from './envelope';

/** Taipei wall time to the minute, `YYYY-MM-DD HH:mm`, as a board shows it. */
const minuteSchema = z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);

export const boardAirportSchema = z.enum(BOARD_AIRPORTS, {
  error: `airport must be one of ${BOARD_AIRPORTS.join(', ')}`,
});

/** The flights call's query (docs/api.md, Transport): an airport and which half of its board. */
export const flightBoardInputSchema = z.object({
  airport: boardAirportSchema,
  direction: z
    .enum(BOARD_DIRECTIONS, { error: 'direction must be departures or arrivals' })
    .default('departures'),
});
export type FlightBoardInput = z.infer<typeof flightBoardInputSchema>;

/** One flight of today's board (docs/live-data.md, Flights), as the airport's FIDS says it. */
export const boardFlightSchema = z.object({
  /** The airline's IATA code (B7, AE, DA); the app names it. */
  airline: z.string().min(1),
  /** The number as the board shows it, airline code first (`B7 8701`). */
  flight: z.string().min(1),
  from: z.string().min(1),
  to: z.string().min(1),
  scheduled: minuteSchema,
  estimated: minuteSchema.optional(),
  actual: minuteSchema.optional(),
  terminal: z.string().optional(),
  gate: z.string().optional(),
  checkCounter: z.string().optional(),
  baggageClaim: z.string().optional(),
  status: z.enum(FLIGHT_BOARD_STATUSES),
  /** The airport's own words for the state, in Chinese and English, as published. */
  remark: z.string(),
  remarkEn: z.string(),
});
export type BoardFlight = z.infer<typeof boardFlightSchema>;

/** An airport's own phone (data/sources, the CAA's airport list): where to ask meanwhile. */
export const airportContactSchema = z.object({
  airport: z.string().min(1),
  phone: z.string().min(1),
  /** Where the CAA's list places it: which airport is the visitor's (rules/flights-board.ts). */
  lat: latitude('lat').optional(),
  lng: longitude('lng').optional(),
});
export type AirportContact = z.infer<typeof airportContactSchema>;

/**
 * Today's board of one airport. While no TDX key is configured (meta.source `unconfigured`) it
 * holds no flight: the app says what it would show and gives the airport's phone.
 */
export const flightBoardSchema = z.object({
  airport: boardAirportSchema,
  direction: z.enum(BOARD_DIRECTIONS),
  /** Taipei `YYYY-MM-DD`. */
  date: z.string(),
  flights: z.array(boardFlightSchema),
  /** From an east airport's departures: the last flight back today still to leave. */
  lastBack: boardFlightSchema.optional(),
  contact: airportContactSchema.optional(),
});
export type FlightBoard = z.infer<typeof flightBoardSchema>;
export const flightBoardAnswerSchema = liveEnvelope(flightBoardSchema);
export type FlightBoardAnswer = z.infer<typeof flightBoardAnswerSchema>;

/** The timetable call's query: a month of the year, 1 to 12 (requirements §9). */
export const flightScheduleInputSchema = z.object({
  month: z.coerce
    .number({ error: 'month must be a number from 1 to 12' })
    .int({ error: 'month must be a whole number from 1 to 12' })
    .min(1, { error: 'month must be a number from 1 to 12' })
    .max(12, { error: 'month must be a number from 1 to 12' }),
});
export type FlightScheduleInput = z.infer<typeof flightScheduleInputSchema>;

/** One timetable entry touching an east airport, valid some days of the month asked for. */
export const scheduledFlightSchema = z.object({
  airline: z.string().min(1),
  flight: z.string().min(1),
  from: z.string().min(1),
  to: z.string().min(1),
  /** `HH:mm` as published (a next-day arrival keeps TDX's `+1`). */
  departs: z.string(),
  arrives: z.string(),
  /** Days of the week it flies, Sunday first. */
  days: z.array(z.boolean()).length(7),
  /** The entry's validity, clipped to the month. */
  validFrom: z.string(),
  validTo: z.string(),
});
export type ScheduledFlightEntry = z.infer<typeof scheduledFlightSchema>;

export const flightScheduleSchema = z.object({
  /** `YYYY-MM`: the month's next coming. */
  month: z.string(),
  flights: z.array(scheduledFlightSchema),
  contacts: z.array(airportContactSchema),
});
export type FlightSchedule = z.infer<typeof flightScheduleSchema>;
export const flightScheduleAnswerSchema = liveEnvelope(flightScheduleSchema);
export type FlightScheduleAnswer = z.infer<typeof flightScheduleAnswerSchema>;

/** One east airport's day for the Transport page's card. */
export const airportDaySchema = z.object({
  airport: z.string().min(1),
  /** Today's flights on its board, departures and arrivals. */
  flights: z.number().int().nonnegative(),
  cancelled: z.number().int().nonnegative(),
  delayed: z.number().int().nonnegative(),
  lastBack: boardFlightSchema.optional(),
});
export type AirportDay = z.infer<typeof airportDaySchema>;

/** The east airports' day (none while no TDX key is configured) and their phones. */
export const flightsTodaySchema = z.object({
  airports: z.array(airportDaySchema),
  contacts: z.array(airportContactSchema),
});
export type FlightsToday = z.infer<typeof flightsTodaySchema>;
export const flightsTodayAnswerSchema = liveEnvelope(flightsTodaySchema);
export type FlightsTodayAnswer = z.infer<typeof flightsTodayAnswerSchema>;
