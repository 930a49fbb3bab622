import { z } from 'zod';
import { EVENT_STATUSES } from '../rules/event-status';
import { dateTimeTextSchema, imageSchema, latlngTextSchema } from './common';
import { regionIdSchema } from './region';

/** Where an event stands on the Taipei day of the answer (domain/src/rules/event-status.ts). */
export const eventStatusSchema = z.enum(EVENT_STATUSES);

/**
 * A dated event in a list. `name` carries no "[日期暫定]" prefix: an event whose dates the
 * publisher has not fixed says so by `dateToBeConfirmed`.
 */
export const eventSummarySchema = z.object({
  kind: z.literal('event'),
  id: z.int().positive(),
  name: z.string().min(1),
  summary: z.string(),
  image: imageSchema.nullable(),
  start: dateTimeTextSchema,
  end: dateTimeTextSchema,
  status: eventStatusSchema,
  dateToBeConfirmed: z.boolean(),
  address: z.string(),
  latlng: latlngTextSchema.optional(),
  regionId: regionIdSchema.nullable(),
});
export type EventSummary = z.infer<typeof eventSummarySchema>;

const monthSchema = z.int().min(1).max(12);

/**
 * A festival of the area held every year (requirements §9 "annual events by quarter"): the months it
 * is usually held and who to confirm this year's dates with, never a date of its own.
 */
export const festivalSummarySchema = z.object({
  kind: z.literal('festival'),
  id: z.int().positive(),
  name: z.string().min(1),
  /** Where it is held, in words. */
  place: z.string().min(1),
  /** Who announces each year's dates. */
  organiser: z.string().min(1),
  months: z.object({ from: monthSchema, to: monthSchema }),
  regionIds: z.array(regionIdSchema).min(1),
});
export type FestivalSummary = z.infer<typeof festivalSummarySchema>;

/** The events list: events to come and under way, then the festivals, then (when asked) past events. */
export const eventListItemSchema = z.discriminatedUnion('kind', [
  eventSummarySchema,
  festivalSummarySchema,
]);
export type EventListItem = z.infer<typeof eventListItemSchema>;
