import { z } from 'zod';
import { T9_SECTIONS } from '../rules/highway-sections';
import { TRAFFIC_CONTROL_KINDS } from '../rules/traffic-control';
import { liveEnvelope } from './envelope';

/** One Highway Bureau camera on 台9 (docs/live-data.md, Traffic control): a still, no position. */
export const highwayCameraSchema = z.object({
  id: z.string().min(1),
  road: z.string().min(1),
  /** The Bureau's marker as written (`146K+790`) and the same in kilometres. */
  mile: z.string().min(1),
  km: z.number().nonnegative(),
  /** N or S (the Bureau's RoadDirection; SW and the like pass as written). */
  direction: z.string(),
  /** The Bureau's own words for where the camera looks, in Chinese as published. */
  description: z.string(),
  /** A still image, refreshed by the Bureau. */
  image: z.url({ protocol: /^https?$/ }),
});
export type HighwayCamera = z.infer<typeof highwayCameraSchema>;

const sectionIds = T9_SECTIONS.map((section) => section.id) as [
  (typeof T9_SECTIONS)[number]['id'],
  ...(typeof T9_SECTIONS)[number]['id'][],
];

/** The cameras of one section of 台9, north to south. */
export const highwaySectionSchema = z.object({
  section: z.enum(sectionIds),
  cameras: z.array(highwayCameraSchema),
});
export type HighwaySection = z.infer<typeof highwaySectionSchema>;

export const highwayCamerasAnswerSchema = liveEnvelope(z.array(highwaySectionSchema));
export type HighwayCamerasAnswer = z.infer<typeof highwayCamerasAnswerSchema>;

/** The kind of a traffic-control notice (rules/traffic-control.ts). */
export const trafficControlKindSchema = z.enum(TRAFFIC_CONTROL_KINDS);
