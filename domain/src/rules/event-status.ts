import { taipeiDate, type DateInput } from './datetime';

/**
 * Where a dated event stands for a visitor (issue 12): still to come, under way, or over.
 * Events are judged by whole Taipei days, the way they are announced ("14 December"): an
 * event is under way from its first day to the end of its last, and has ended once the
 * Taipei day after its last day has begun, whatever the clock of the machine says.
 */
export const EVENT_STATUSES = ['upcoming', 'ongoing', 'ended'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/** The first and last moment of an event, `YYYY-MM-DD HH:mm:ss` Taipei time (SPEC §5). */
export interface EventPeriod {
  start: string;
  end: string;
}

/** `YYYY-MM-DD` of the Taipei day an instant falls in: "today" for every rule of events. */
export const taipeiToday = (now: DateInput): string => taipeiDate(now);

/**
 * The status of an event on a Taipei day (`YYYY-MM-DD`). An end written before the start
 * (an upstream slip) is read as a one-day event on the start's day, so it never ends before
 * it begins.
 */
export function eventStatus({ start, end }: EventPeriod, today: string): EventStatus {
  const firstDay = start.slice(0, 10);
  const lastDay = end.slice(0, 10) < firstDay ? firstDay : end.slice(0, 10);
  if (lastDay < today) return 'ended';
  if (firstDay > today) return 'upcoming';
  return 'ongoing';
}

/** Lists and the home page show these unless the visitor asks for past events too. */
export const isComingOrOngoing = (status: EventStatus): boolean => status !== 'ended';
