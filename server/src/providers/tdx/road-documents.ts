import { z } from 'zod';
import { documentReader } from '../upstream-document';

/**
 * The Highway Bureau's documents on TDX (docs/live-data.md, Traffic control), as recorded in
 * data/samples/tdx: its road news (`v2/Road/Traffic/Live/News/Highway`) and its cameras
 * (`v2/Road/Traffic/CCTV/Highway`). Only what the traffic provider reads is checked; the rest
 * passes untouched. StartTime and EndTime are in TDX's news schema but absent from the
 * recorded answer, so both are optional.
 */
const newsSchema = z.object({
  NewsID: z.string().min(1),
  Title: z.string(),
  Description: z.string().default(''),
  /** 1 traffic measures, 4 works, 99 other (as the recorded answer uses them). */
  NewsCategory: z.number().int().optional(),
  PublishTime: z.string(),
  UpdateTime: z.string().optional(),
  StartTime: z.string().optional(),
  EndTime: z.string().optional(),
});

const roadNewsSchema = z.object({
  UpdateTime: z.string(),
  Newses: z.array(newsSchema),
});

const cameraSchema = z.object({
  CCTVID: z.string().min(1),
  RoadName: z.string().default(''),
  RoadDirection: z.string().default(''),
  LocationMile: z.string().default(''),
  VideoImageURL: z.string().default(''),
  SurveillanceDescription: z.string().default(''),
});

const camerasSchema = z.object({
  UpdateTime: z.string(),
  CCTVs: z.array(cameraSchema),
});

export type RoadNewsDocument = z.infer<typeof roadNewsSchema>;
export type RoadNews = z.infer<typeof newsSchema>;
export type HighwayCamerasDocument = z.infer<typeof camerasSchema>;

export const readRoadNews = documentReader(roadNewsSchema, 'a TDX highway road news document');
export const readHighwayCameras = documentReader(camerasSchema, 'a TDX highway camera list');
