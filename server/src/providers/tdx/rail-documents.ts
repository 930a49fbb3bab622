import { z } from 'zod';
import { documentReader } from '../upstream-document';

/**
 * TRA's documents on TDX (docs/live-data.md, Trains), as the Rail v3 description
 * (`oas.rail.v3.json`) gives them: a day's timetable between two stations
 * (`v3/Rail/TRA/DailyTrainTimetable/OD/{from}/to/{to}/{date}`), a station's live board
 * (`v3/Rail/TRA/StationLiveBoard/Station/{id}`) and the railway's alerts (`v3/Rail/TRA/Alert`).
 * No recorded answer of these exists: what is checked is what the trains provider reads, and
 * anything else TDX adds passes untouched.
 */
const names = z.object({ Zh_tw: z.string().optional(), En: z.string().optional() });
const flag = z.number().int().optional();

const trainInfoSchema = z.object({
  TrainNo: z.string().min(1),
  TrainTypeCode: z.string().optional(),
  TrainTypeName: names.default({}),
  TripHeadSign: z.string().optional(),
  EndingStationID: z.string().optional(),
  EndingStationName: names.default({}),
  /** 0/1 flags: bicycles ride along; seats for wheelchair users. */
  BikeFlag: flag,
  WheelChairFlag: flag,
  /** 0 runs, 1 suspended, 2 suspended in part. */
  SuspendedFlag: flag,
  Note: z.string().optional(),
});

const stopTimeSchema = z.object({
  StopSequence: z.number().int(),
  StationID: z.string(),
  /** `HH:mm` (the description's examples), `HH:mm:ss` read too. */
  ArrivalTime: z.string().optional(),
  DepartureTime: z.string().optional(),
  SuspendedFlag: flag,
});

const timetableSchema = z.object({
  UpdateTime: z.string(),
  TrainDate: z.string(),
  TrainTimetables: z
    .array(z.object({ TrainInfo: trainInfoSchema, StopTimes: z.array(stopTimeSchema) }))
    .default([]),
});

const boardLineSchema = z.object({
  StationID: z.string(),
  TrainNo: z.string().min(1),
  DelayTime: z.number().int(),
  /** 0 on time, 1 late, 2 cancelled. */
  RunningStatus: flag,
  ScheduleDepartureTime: z.string().optional(),
  UpdateTime: z.string().optional(),
});

const liveBoardSchema = z.object({
  UpdateTime: z.string(),
  StationLiveBoards: z.array(boardLineSchema),
});

const alertSchema = z.object({
  AlertID: z.string().min(1),
  Title: z.string(),
  Description: z.string().default(''),
  Status: z.number().int(),
  Scope: z
    .object({
      Stations: z.array(z.object({ StationID: z.string().optional() })).optional(),
      Lines: z.array(z.object({ LineName: z.string().optional() })).optional(),
      LineSections: z
        .array(
          z.object({
            StartingStationID: z.string().optional(),
            EndingStationID: z.string().optional(),
          }),
        )
        .optional(),
    })
    .optional(),
  AlertURL: z.string().optional(),
  StartTime: z.string().optional(),
  EndTime: z.string().optional(),
  PublishTime: z.string().optional(),
  UpdateTime: z.string(),
});

const alertsSchema = z.object({
  UpdateTime: z.string(),
  Alerts: z.array(alertSchema),
});

export type TrainTimetableDocument = z.infer<typeof timetableSchema>;
export type TrainTimetable = TrainTimetableDocument['TrainTimetables'][number];
export type StationLiveBoardDocument = z.infer<typeof liveBoardSchema>;
export type TraAlertsDocument = z.infer<typeof alertsSchema>;
export type TraAlert = z.infer<typeof alertSchema>;

export const readTrainTimetable = documentReader(timetableSchema, 'a TDX TRA daily timetable');
export const readStationLiveBoard = documentReader(liveBoardSchema, 'a TDX TRA station live board');
export const readTraAlerts = documentReader(alertsSchema, 'a TDX TRA alert list');
