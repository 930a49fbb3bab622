import type { EventListItem, FestivalSummary } from '@ecg/domain/contracts';
import { isComingOrOngoing } from '@ecg/domain/rules/event-status';
import { monthsUntil } from '@ecg/domain/rules/festivals';
import type { EventRow } from '../../store/content/event-repository';
import type { FestivalRow } from '../../store/content/festival-repository';
import { eventSummary } from './event-presenter';

type RegionId = 1 | 2 | 3;

export function festivalSummary(row: FestivalRow): FestivalSummary {
  return {
    kind: 'festival',
    id: row.id,
    name: row.name,
    place: row.place,
    organiser: row.organiser,
    months: { from: row.month_from, to: row.month_to },
    regionIds: JSON.parse(row.regions) as RegionId[],
  };
}

/**
 * The events list in the order a visitor needs it (requirements §9): events to come and under way,
 * soonest first; then the recurring festivals, the soonest usual month first; then, only
 * when asked, the events that have ended, the latest first. `events` come by start.
 */
export function eventListItems(input: {
  events: readonly EventRow[];
  festivals: readonly FestivalRow[];
  /** The Taipei day, `YYYY-MM-DD`. */
  today: string;
  past: boolean;
}): EventListItem[] {
  const events = input.events.map((row) => eventSummary(row, input.today));
  const coming = events.filter((event) => isComingOrOngoing(event.status));
  const ended = input.past
    ? events
        .filter((event) => !isComingOrOngoing(event.status))
        .sort((a, b) => b.end.localeCompare(a.end) || a.id - b.id)
    : [];
  const month = Number(input.today.slice(5, 7));
  // Array.sort is stable: festivals of the same month keep the file's order.
  const festivals = input.festivals
    .map(festivalSummary)
    .sort((a, b) => monthsUntil(a.months, month) - monthsUntil(b.months, month));
  return [...coming, ...festivals, ...ended];
}
