import type { EventSummary, Image, Link, TravelEvent } from '@ecg/domain/contracts';
import { splitDateTbcMarker } from '@ecg/domain/rules/event-names';
import { eventStatus } from '@ecg/domain/rules/event-status';
import { CARD_SUMMARY_WIDTH, clipText } from '@ecg/domain/rules/text';
import type { EventRow } from '../../store/content/event-repository';

type RegionId = 1 | 2 | 3;

const latlngOf = (row: EventRow) =>
  row.lat !== null && row.lng !== null ? { latlng: `${row.lat},${row.lng}` } : {};

/** The days an event runs, e.g. "2024-12-14 ~ 2024-12-15", or one day. */
export function durationOf(start: string, end: string): string {
  const [first, last] = [start.slice(0, 10), end.slice(0, 10)];
  return first === last ? first : `${first} ~ ${last}`;
}

/**
 * The name without the feed's "[日期暫定]" prefix, and the flag it stood for. The Chinese
 * name is the publisher's own, so its prefix decides even where a translation dropped it.
 */
function nameOf(row: EventRow) {
  const { name, dateToBeConfirmed } = splitDateTbcMarker(row.name);
  return {
    name,
    dateToBeConfirmed: dateToBeConfirmed || splitDateTbcMarker(row.name_zh).dateToBeConfirmed,
  };
}

/** `today` is the Taipei day (`YYYY-MM-DD`) the status is judged on. */
export function eventSummary(row: EventRow, today: string): EventSummary {
  const images = JSON.parse(row.images) as Image[];
  return {
    kind: 'event',
    id: row.id,
    ...nameOf(row),
    summary: clipText(row.summary, CARD_SUMMARY_WIDTH),
    image: images[0] ?? null,
    start: row.starts_at,
    end: row.ends_at,
    status: eventStatus({ start: row.starts_at, end: row.ends_at }, today),
    address: row.address || row.location,
    ...latlngOf(row),
    regionId: row.region_id as RegionId | null,
  };
}

export function eventDetail(row: EventRow, today: string): TravelEvent {
  return {
    id: row.id,
    ...nameOf(row),
    ...(row.location ? { title: row.location } : {}),
    images: JSON.parse(row.images) as Image[],
    duration: durationOf(row.starts_at, row.ends_at),
    start: row.starts_at,
    end: row.ends_at,
    status: eventStatus({ start: row.starts_at, end: row.ends_at }, today),
    ...latlngOf(row),
    address: row.address || row.location,
    description: row.content ?? row.content_zh ?? '',
    // The event's own website, else its publisher's site, in the language (seed/event-links.ts).
    links: JSON.parse(row.links) as Link[],
    files: [],
    translation: row.translation,
  };
}
