import { z } from 'zod';
import { TRAIN_RUNNING, TRAIN_TYPES } from '../rules/trains';
import { dateTimeTextSchema } from './common';
import { envelope, liveMetaSchema } from './envelope';

/** TRA's four-digit station number (7000 花蓮, 6000 臺東). */
const stationIdSchema = (field: string) =>
  z.string().regex(/^\d{4}$/, { error: `${field} must be a TRA station number of four digits` });

const timeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'time must be HH:mm' });
const dateSchema = (field: string) =>
  z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, {
    error: `${field} must be YYYY-MM-DD`,
  });

/** One of the region's TRA stations, named in the asked language where TDX gives the name. */
export const trainStationSchema = z.object({
  id: stationIdSchema('id'),
  name: z.string().min(1),
  lat: z.number(),
  lng: z.number(),
  /** The station's phone and its page on TRA's site (the TDX station list's StationURL). */
  tel: z.string().optional(),
  url: z.url({ protocol: /^https$/ }),
});
export type TrainStation = z.infer<typeof trainStationSchema>;
export const trainStationsAnswerSchema = envelope(z.array(trainStationSchema));
export type TrainStationsAnswer = z.infer<typeof trainStationsAnswerSchema>;

/** GET trains: today's (or a given day's) trains from one station to another. */
export const trainsRequestSchema = z
  .object({
    from: stationIdSchema('from'),
    to: stationIdSchema('to'),
    /** Taipei date; today when absent. */
    date: dateSchema('date').optional(),
  })
  .refine((request) => request.from !== request.to, {
    error: 'to must differ from from',
    path: ['to'],
  });
export type TrainsRequest = z.infer<typeof trainsRequestSchema>;

/** One train between the two stations, as TDX's daily timetable and the live boards give it. */
export const trainSchema = z.object({
  no: z.string().min(1),
  type: z.enum(TRAIN_TYPES),
  /** TDX's own name of the type (自強(3000)), in the asked language where TDX gives it. */
  typeName: z.string(),
  /** Where the train ends its run (its head sign). */
  towards: z.string(),
  departs: timeSchema,
  arrives: timeSchema,
  /** Bicycles ride along (TDX BikeFlag), seats for wheelchair users (WheelChairFlag). */
  bike: z.boolean(),
  wheelchair: z.boolean(),
  /** TRA suspended the train for the day (SuspendedFlag 1), or part of its run (2). */
  suspended: z.enum(['no', 'whole', 'part']),
  /** From the live board of Hualien or Taitung, when the train is on one. */
  delayMinutes: z.number().int().nonnegative().optional(),
  running: z.enum(TRAIN_RUNNING).optional(),
});
export type Train = z.infer<typeof trainSchema>;

/** A TRA alert concerning the region, in TRA's own words (Chinese as published). */
export const trainAlertSchema = z.object({
  id: z.string().min(1),
  title: z.string(),
  description: z.string(),
  /** TDX Status: 0 the whole network stopped, 1 running normally, 2 something is wrong. */
  status: z.number().int(),
  updatedAt: dateTimeTextSchema,
  url: z.url({ protocol: /^https?$/ }).optional(),
});
export type TrainAlert = z.infer<typeof trainAlertSchema>;

/**
 * The answer's data: the trains with their alerts and when the boards were read. With no TDX key
 * configured (meta.source `unconfigured`) it holds no train: no recorded TRA answer exists to
 * serve as a sample, so the screen says what it would show and where to look meanwhile
 * (docs/live-data.md, Trains).
 */
export const trainsDataSchema = z.object({
  date: dateSchema('date'),
  from: stationIdSchema('from'),
  to: stationIdSchema('to'),
  trains: z.array(trainSchema),
  /** TRA's alerts on the region in force; absent when TDX's alert list did not answer. */
  alerts: z.array(trainAlertSchema).optional(),
  /** When the live boards were last read (Taipei), absent when neither answered. */
  boardsAt: dateTimeTextSchema.optional(),
});
export type TrainsData = z.infer<typeof trainsDataSchema>;

export const trainsAnswerSchema = envelope(trainsDataSchema).extend({ meta: liveMetaSchema });
export type TrainsAnswer = z.infer<typeof trainsAnswerSchema>;
