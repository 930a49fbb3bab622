import type { Image, Tour, TourStop, TourSummary } from '@ecg/domain/contracts';
import { IMAGE_CAP } from '@ecg/domain/rules/images';
import type { TourRow, TourStopRow } from '../store/tour-repository';

/** A stop opens the overlay of its kind: food and souvenir places are shops. */
const STOP_TYPE: Record<TourStopRow['kind'], TourStop['type']> = {
  attraction: 'attraction',
  food: 'shop',
  souvenir: 'shop',
  lodging: 'accommodation',
};

const firstImage = (stop: TourStopRow): Image | undefined =>
  (JSON.parse(stop.images) as Image[])[0];

/** A tour is pictured by its stops: the first photo of each, in visiting order. */
function imagesOf(row: TourRow): Image[] {
  const seen = new Set<string>();
  return row.stops
    .map(firstImage)
    .filter(
      (image): image is Image =>
        image !== undefined && !seen.has(image.src) && seen.add(image.src) !== undefined,
    )
    .slice(0, IMAGE_CAP);
}

export function tourSummary(row: TourRow): TourSummary {
  return {
    id: row.id,
    title: row.title,
    image: imagesOf(row)[0] ?? null,
    days: row.days,
    categories: row.categories.map((category) => category.value),
    category_names: row.categories.map((category) => category.name),
  };
}

export function tourDetail(row: TourRow): Tour {
  const daylist: TourStop[][] = Array.from({ length: row.days }, () => []);
  for (const stop of row.stops) {
    const image = firstImage(stop);
    daylist[stop.day - 1]?.push({
      id: stop.place_id,
      type: STOP_TYPE[stop.kind],
      name: stop.name,
      ...(image ? { thumb: image.src } : {}),
      lat: stop.lat,
      lng: stop.lng,
    });
  }
  return {
    id: row.id,
    title: row.title,
    images: imagesOf(row),
    days: row.days,
    season: JSON.parse(row.seasons) as Tour['season'],
    transport: JSON.parse(row.transport) as string[],
    category_names: row.categories.map((category) => category.name),
    content: row.content,
    ...(row.remind ? { remind: row.remind } : {}),
    ...(row.note ? { note: row.note } : {}),
    daylist,
    translation: 'full',
  };
}
