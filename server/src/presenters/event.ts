import type { EventSummary, Image, TravelEvent } from '@ecg/domain/contracts';
import { CARD_SUMMARY_WIDTH, clipText } from '@ecg/domain/rules/text';
import type { EventRow } from '../store/event-repository';

type RegionId = 1 | 2 | 3;

const latlngOf = (row: EventRow) =>
  row.lat !== null && row.lng !== null ? { latlng: `${row.lat},${row.lng}` } : {};

/** The days an event runs, e.g. "2024-12-14 ~ 2024-12-15", or one day. */
export function durationOf(start: string, end: string): string {
  const [first, last] = [start.slice(0, 10), end.slice(0, 10)];
  return first === last ? first : `${first} ~ ${last}`;
}

export function eventSummary(row: EventRow): EventSummary {
  const images = JSON.parse(row.images) as Image[];
  return {
    id: row.id,
    name: row.name,
    summary: clipText(row.summary, CARD_SUMMARY_WIDTH),
    image: images[0] ?? null,
    start: row.starts_at,
    end: row.ends_at,
    address: row.address || row.location,
    ...latlngOf(row),
    regionId: row.region_id as RegionId | null,
  };
}

export function eventDetail(row: EventRow): TravelEvent {
  return {
    id: row.id,
    name: row.name,
    ...(row.location ? { title: row.location } : {}),
    images: JSON.parse(row.images) as Image[],
    duration: durationOf(row.starts_at, row.ends_at),
    start: row.starts_at,
    end: row.ends_at,
    ...latlngOf(row),
    address: row.address || row.location,
    description: row.content ?? row.content_zh ?? '',
    links: row.website ? [{ name: row.website, url: row.website }] : [],
    files: [],
    translation: row.translation,
  };
}
