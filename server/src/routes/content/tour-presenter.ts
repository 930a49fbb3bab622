import type { Image, Tour, TourStop, TourSummary } from '@ecg/domain/contracts';
import { imageInLanguage } from '@ecg/domain/rules/image-titles';
import { IMAGE_CAP } from '@ecg/domain/rules/images';
import type { ContentLang } from '@ecg/domain/rules/language';
import type { TourRow, TourStopRow } from '../../store/content/tour-repository';

/** A stop opens the overlay of its kind: food and souvenir places are shops. */
const STOP_TYPE: Record<TourStopRow['kind'], TourStop['type']> = {
  attraction: 'attraction',
  food: 'shop',
  souvenir: 'shop',
  lodging: 'accommodation',
};

const firstImage = (stop: TourStopRow): Image | undefined =>
  (JSON.parse(stop.images) as Image[])[0];

/**
 * A tour is pictured by its stops: the first photo of each, in visiting order, titled in the
 * reader's language.
 */
function imagesOf(row: TourRow, lang: ContentLang): Image[] {
  const seen = new Set<string>();
  const places = row.stops.map((stop) => ({ zh: stop.name_zh, local: stop.name }));
  return row.stops
    .map(firstImage)
    .filter(
      (image): image is Image =>
        image !== undefined && !seen.has(image.src) && seen.add(image.src) !== undefined,
    )
    .slice(0, IMAGE_CAP)
    .map((image) => imageInLanguage(image, lang, places));
}

export function tourSummary(row: TourRow, lang: ContentLang): TourSummary {
  return {
    id: row.id,
    title: row.title,
    image: imagesOf(row, lang)[0] ?? null,
    days: row.days,
    categories: row.categories.map((category) => category.value),
    category_names: row.categories.map((category) => category.name),
  };
}

export function tourDetail(row: TourRow, lang: ContentLang): Tour {
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
    images: imagesOf(row, lang),
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
