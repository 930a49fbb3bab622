/**
 * Where a dated event stands for a visitor (requirements §3): still to come, under way, or over.
 * Events are judged by whole Taipei days, the way they are announced ("14 December"): an
 * event is under way from its first day to the end of its last, and has ended once the
 * Taipei day after its last day has begun, whatever the clock of the machine says.
 */
export const EVENT_STATUSES = ['upcoming', 'ongoing', 'ended'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/** The first and last moment of an event, `YYYY-MM-DD HH:mm:ss` Taipei time (requirements §5). */
export interface EventPeriod {
  start: string;
  end: string;
}

/** Taipei is UTC+8 all year (datetime.ts says why a fixed offset is exact). */
const TAIPEI_UTC_OFFSET_MS = 8 * 60 * 60 * 1000;

/**
 * `YYYY-MM-DD` of the Taipei day an instant (epoch ms) falls in: "today" for every rule of
 * events. It says what datetime.ts's taipeiDate says; importing that module would add its
 * date parser to the home page's first screen.
 */
export const taipeiToday = (epochMs: number): string =>
  new Date(epochMs + TAIPEI_UTC_OFFSET_MS).toISOString().slice(0, 10);

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
