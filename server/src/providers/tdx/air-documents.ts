import { z } from 'zod';
import { documentReader } from '../upstream-document';

/**
 * The Civil Aeronautics Administration's flight documents on TDX (docs/live-data.md, Flights),
 * as TDX's Air v2 description gives them (no recorded answer exists yet): an airport's FIDS
 * board (`v2/Air/FIDS/Airport/{Departure|Arrival}/{IATA}`) and the domestic timetable
 * (`v2/Air/GeneralSchedule/Domestic`), both bare arrays. Only what the flights provider reads
 * is checked; the rest passes untouched. Times without an offset are Taipei wall time.
 */
const text = z.string().optional();

const fidsCommon = {
  FlightDate: z.string().min(10),
  /** The number without the airline's code (`8702`). */
  FlightNumber: z.string().min(1),
  AirlineID: z.string().min(1),
  DepartureAirportID: z.string().min(1),
  ArrivalAirportID: z.string().min(1),
  Terminal: text,
  Gate: text,
  CheckCounter: text,
  BaggageClaim: text,
  IsCargo: z.boolean().optional(),
  UpdateTime: z.string(),
};

const departureSchema = z.object({
  ...fidsCommon,
  ScheduleDepartureTime: z.string().min(10),
  EstimatedDepartureTime: text,
  ActualDepartureTime: text,
  DepartureRemark: z.string().default(''),
  DepartureRemarkEn: z.string().default(''),
});

const arrivalSchema = z.object({
  ...fidsCommon,
  ScheduleArrivalTime: z.string().min(10),
  EstimatedArrivalTime: text,
  ActualArrivalTime: text,
  ArrivalRemark: z.string().default(''),
  ArrivalRemarkEn: z.string().default(''),
});

const scheduleSchema = z.object({
  AirlineID: z.string().min(1),
  /** The number with the airline's code (`B78702`; two digits padded: `DA0701`). */
  FlightNumber: z.string().min(1),
  DepartureAirportID: z.string().min(1),
  ArrivalAirportID: z.string().min(1),
  DepartureTime: z.string(),
  ArrivalTime: z.string(),
  ScheduleStartDate: z.string().min(10),
  ScheduleEndDate: z.string().min(10),
  Monday: z.boolean(),
  Tuesday: z.boolean(),
  Wednesday: z.boolean(),
  Thursday: z.boolean(),
  Friday: z.boolean(),
  Saturday: z.boolean(),
  Sunday: z.boolean(),
  UpdateTime: z.string(),
});

export type FidsDeparture = z.infer<typeof departureSchema>;
export type FidsArrival = z.infer<typeof arrivalSchema>;
export type FidsDocument = (FidsDeparture | FidsArrival)[];
export type GeneralFlightSchedule = z.infer<typeof scheduleSchema>;

export const readFidsDepartures = documentReader(
  z.array(departureSchema),
  'a TDX FIDS departure board',
);
export const readFidsArrivals = documentReader(z.array(arrivalSchema), 'a TDX FIDS arrival board');
export const readGeneralSchedule = documentReader(
  z.array(scheduleSchema),
  'a TDX domestic flight timetable',
);
