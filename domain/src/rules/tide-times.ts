import { parseTaipei, taipeiDate } from './datetime';

/**
 * What a visitor reads of a tide station's high and low waters (requirements §3 Weather: "high
 * and low tide times"): the next of each from now, and the coming days' waters, day by day in
 * Taipei. Times are Taipei wall time, `YYYY-MM-DD HH:mm:ss`, as the Tidal call writes them.
 */
export interface TideTime {
  time: string;
  tide: 'high' | 'low';
}

/** The waters not yet past at `now`, earliest first; unreadable times are left out. */
function ahead<T extends TideTime>(events: readonly T[], now: number): T[] {
  return events
    .map((event) => ({ event, at: parseTaipei(event.time) }))
    .filter(({ at }) => Number.isFinite(at) && at >= now)
    .sort((a, b) => a.at - b.at)
    .map(({ event }) => event);
}

/** The next high water and the next low water at `now`; either is absent when none is ahead. */
export function nextTides<T extends TideTime>(
  events: readonly T[],
  now: number,
): { high?: T; low?: T } {
  const coming = ahead(events, now);
  const high = coming.find((event) => event.tide === 'high');
  const low = coming.find((event) => event.tide === 'low');
  return { ...(high ? { high } : {}), ...(low ? { low } : {}) };
}

/** The waters from now on, grouped by their Taipei day, days and waters in order. */
export function tidesByDay<T extends TideTime>(
  events: readonly T[],
  now: number,
): { date: string; events: T[] }[] {
  const days: { date: string; events: T[] }[] = [];
  for (const event of ahead(events, now)) {
    const date = taipeiDate(event.time);
    const last = days.at(-1);
    if (last?.date === date) last.events.push(event);
    else days.push({ date, events: [event] });
  }
  return days;
}
