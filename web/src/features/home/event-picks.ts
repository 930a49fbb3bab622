/** 8 hours: Taiwan keeps UTC+8 all year (domain/src/rules/datetime.ts explains). */
const TAIPEI_OFFSET_MS = 8 * 60 * 60 * 1000;

/**
 * `YYYY-MM-DD HH:mm:ss` of an instant in Taipei, the API's own way of writing times, so they
 * compare as text. (formatTaipei says the same; its module would cost the first screen 0.6 KB.)
 */
export function taipeiText(epochMs: number): string {
  return new Date(epochMs + TAIPEI_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/**
 * Events for the home page: those still to come or under way first, soonest first; then the
 * most recently ended, so the section is never empty between seasons.
 */
export function upcomingFirst<T extends { start: string; end: string }>(
  events: readonly T[],
  now: number,
): T[] {
  const today = taipeiText(now);
  const upcoming = events
    .filter((event) => event.end >= today)
    .sort((a, b) => a.start.localeCompare(b.start));
  const ended = events
    .filter((event) => event.end < today)
    .sort((a, b) => b.end.localeCompare(a.end));
  return [...upcoming, ...ended];
}

/** `2024-10-01 – 10-31`: the days of a period, the year left out when it repeats. */
export function daySpan(start: string, end: string): string {
  const from = start.slice(0, 10);
  const to = end.slice(0, 10);
  if (to === from || to === '') return from;
  return `${from} – ${to.slice(0, 4) === from.slice(0, 4) ? to.slice(5) : to}`;
}
