import { z } from 'zod';
import { NOTICE_TYPE } from '../rules/notices';
import { TRAFFIC_CONTROL_KINDS } from '../rules/traffic-control';
import {
  contentHtmlSchema,
  contentIdSchema,
  dateTimeTextSchema,
  linkSchema,
  monthSchema,
  zipcodeSchema,
} from './common';

/** 0 opens as a dialog, 1 is a bell, 2 is a warning icon and pops up while unread (requirements §3, §4). */
export const NOTICE_TYPES = [NOTICE_TYPE.dialog, NOTICE_TYPE.bell, NOTICE_TYPE.warn] as const;
export const noticeTypeSchema = z.literal(NOTICE_TYPES, { error: 'notice type must be 0, 1 or 2' });

/**
 * A live notice's id (a CWA warning in force, or the Highway Bureau's traffic control,
 * docs/live-data.md): text after a prefix, so it can never be an editorial notice's whole number.
 */
export const liveNoticeIdSchema = z.string().regex(/^(cwa|tdx)-[a-z]+-[0-9a-f]+$/, {
  error: 'a live notice id is cwa-<kind>-<hex> or tdx-<kind>-<hex>',
});

/**
 * What a live notice is about: a CWA warning, traffic control on the region's roads, a TRA
 * alert on the region's railway, the island ferries' sailing news (stopped or resumed,
 * docs/live-data.md, Ferries), or a bus service alert of the region (docs/live-data.md, Buses).
 */
export const NOTICE_KINDS = ['warning', 'traffic-control', 'rail', 'ferry-sailing', 'bus'] as const;

/** Where a live notice comes from, and whether it is a recorded sample (shown as such). */
export const noticeSourceSchema = z.object({
  provider: z.string().min(1),
  sample: z.boolean(),
});

/**
 * An important notice (message). The title may still hold ** markers; they are stripped for
 * display by the rules. `isReaded` (spec spelling) is never sent by the server: the app adds it
 * from browser storage.
 */
export const noticeSchema = z.object({
  id: z.union([contentIdSchema, liveNoticeIdSchema]),
  type: noticeTypeSchema,
  title: z.string().min(1, { error: 'title must not be empty' }),
  datetime: dateTimeTextSchema,
  update_time: dateTimeTextSchema.optional(),
  description: contentHtmlSchema.optional(),
  content: contentHtmlSchema.optional(),
  content_title: z.string().optional(),
  link: z.array(linkSchema).optional(),
  /**
   * The postal districts the notice concerns; an attraction there lists it among its
   * announcements (requirements §2). Absent for a notice about the whole area.
   */
  zipcodes: z.array(zipcodeSchema).optional(),
  /**
   * The months (1–12, Taipei time) a seasonal notice applies to, such as a typhoon-season
   * warning's July to September; outside them it is not forced as a pop-up. Absent all year.
   */
  months: z.array(monthSchema).optional(),
  /** A live warning only: its upstream, shown with it. Editorial notices carry none. */
  source: noticeSourceSchema.optional(),
  /** A live notice only: a warning or traffic control (shown with its kind). */
  kind: z.enum(NOTICE_KINDS).optional(),
  /** A traffic-control notice only: the road it concerns and what it does to it. */
  traffic: z
    .object({
      road: z.string().min(1),
      fromKm: z.number().nonnegative().optional(),
      toKm: z.number().nonnegative().optional(),
      control: z.enum(TRAFFIC_CONTROL_KINDS),
    })
    .optional(),
  /** A live warning only: when it ends; past it the app no longer shows it, even offline. */
  expires: dateTimeTextSchema.optional(),
  isReaded: z.boolean().optional(),
});
export type Notice = z.infer<typeof noticeSchema>;
