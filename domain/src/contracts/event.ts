import { z } from 'zod';
import { EVENT_IMAGE_CAP } from '../rules/images';
import {
  contentHtmlSchema,
  contentIdSchema,
  dateTimeTextSchema,
  imageListSchema,
  latlngTextSchema,
  linkSchema,
  translationSchema,
} from './common';
import { eventStatusSchema } from './event-list';

export const eventFileSchema = z.object({
  title: z.string(),
  src: z.string().min(1, { error: 'file src must not be empty' }),
});
export type EventFile = z.infer<typeof eventFileSchema>;

/**
 * An event. `duration` is display text (e.g. "2026-11-21 ~ 2026-11-23"), not a date.
 * `latlng` is optional: an event without a place gets no navigate button. The type is named
 * TravelEvent so it does not shadow the DOM's Event in the web app.
 */
export const eventSchema = z.object({
  id: contentIdSchema,
  name: z.string().min(1, { error: 'name must not be empty' }),
  title: z.string().optional(),
  images: imageListSchema(EVENT_IMAGE_CAP),
  duration: z.string(),
  /** The first and last moment, for telling coming, running and past events apart. */
  start: dateTimeTextSchema.optional(),
  end: dateTimeTextSchema.optional(),
  /** Where the event stands on the Taipei day of the answer, when it has dates. */
  status: eventStatusSchema.optional(),
  /** The publisher has not fixed the dates yet (its "[日期暫定]"); the name carries no prefix. */
  dateToBeConfirmed: z.boolean().optional(),
  latlng: latlngTextSchema.optional(),
  address: z.string().optional(),
  description: contentHtmlSchema,
  links: z.array(linkSchema).optional(),
  files: z.array(eventFileSchema).optional(),
  translation: translationSchema.optional(),
});
export type TravelEvent = z.infer<typeof eventSchema>;
