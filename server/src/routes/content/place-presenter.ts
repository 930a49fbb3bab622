import type {
  Attraction,
  ClosureNotice,
  CollectionPlace,
  Image,
  PlaceSummary,
  Shop,
} from '@ecg/domain/contracts';
import { imageInLanguage } from '@ecg/domain/rules/image-titles';
import type { ContentLang } from '@ecg/domain/rules/language';
import { CARD_SUMMARY_WIDTH, clipText } from '@ecg/domain/rules/text';
import type { PlaceRelated } from '../../store/content/place-related-repository';
import type { PlaceDetailRow, PlaceRow } from '../../store/content/place-repository';

type RegionId = 1 | 2 | 3;

/** Empty upstream fields are left out, so "show a phone link only with a phone" is a presence test. */
const present = <K extends string>(key: K, value: string) =>
  (value ? { [key]: value } : {}) as Partial<Record<K, string>>;

const latlngOf = (row: { lat: number; lng: number }) => `${row.lat},${row.lng}`;

const townshipOf = (row: PlaceRow) => ({ code: row.township_code, name: row.township_name });

const accessOf = (row: PlaceRow) =>
  row.service_status === 1 ? ('open' as const) : ('restricted' as const);

/** The Chinese name travels beside a translated one, for signs and for asking the way. */
const chineseName = (row: PlaceRow, lang: ContentLang) =>
  lang === 'zh-tw' ? {} : { name_c: row.name_zh };

/** A picture of the place, titled in the reader's language. */
const titled = (image: Image, row: PlaceRow, lang: ContentLang) =>
  imageInLanguage(image, lang, [{ zh: row.name_zh, local: row.name }]);

const imagesOf = (row: PlaceRow, lang: ContentLang) =>
  (JSON.parse(row.images) as Image[]).map((image) => titled(image, row, lang));

export function placeSummary(row: PlaceRow, lang: ContentLang): PlaceSummary {
  const [first] = JSON.parse(row.images) as Image[];
  return {
    id: row.id,
    name: row.name,
    ...chineseName(row, lang),
    summary: clipText(row.summary, CARD_SUMMARY_WIDTH),
    image: first ? titled(first, row, lang) : null,
    latlng: latlngOf(row),
    zipcode: row.zipcode,
    regionId: row.region_id as RegionId,
    township: townshipOf(row),
    categories: row.categories,
    access: accessOf(row),
    ...(row.distance !== undefined ? { distance: Math.round(row.distance * 1000) / 1000 } : {}),
  };
}

/** A place of a collection: the summary with its phone and hours (contracts/lists.ts). */
export const collectionPlace = (row: PlaceRow, lang: ContentLang): CollectionPlace => ({
  ...placeSummary(row, lang),
  ...present('tel', row.tel),
  ...present('opentime', row.opentime),
});

const closureNoticesOf = (row: PlaceDetailRow) => {
  const notices = JSON.parse(row.closure_notices) as ClosureNotice[];
  return notices.length > 0 ? { construction_information: notices } : {};
};

export function attractionDetail(
  row: PlaceDetailRow,
  lang: ContentLang,
  related: Pick<PlaceRelated, 'guides'>,
): Attraction {
  return {
    id: row.id,
    name: row.name,
    ...chineseName(row, lang),
    images: imagesOf(row, lang),
    categories: row.categories.join(','),
    tags: row.tag_list ?? '',
    ...present('opentime', row.opentime),
    ...closureNoticesOf(row),
    zipcode: row.zipcode,
    latlng: latlngOf(row),
    ...present('tel', row.tel),
    // Where the full text is not in this language, the Chinese text stands, and `translation`
    // says so; where a summary is translated, it comes too, to be read first.
    content: row.content ?? row.content_zh,
    ...(row.translation === 'summary' ? present('summary', row.summary) : {}),
    address: row.address,
    // The English names give the Chinese address a romanised line (rules/romanised-address.ts).
    township: { ...townshipOf(row), enName: row.township_name_en, countyEn: row.county_name_en },
    ...present('website', row.website),
    ...present('ticket', row.ticket),
    ...present('parking', row.parking),
    ...(row.parking_id ? { parking_id: row.parking_id } : {}),
    ...(related.guides.length > 0 ? { guides: related.guides } : {}),
    translation: row.translation,
    access: accessOf(row),
  };
}

/** Shops and accommodations: the attraction record and the extras their owners give. */
export function shopDetail(row: PlaceDetailRow, lang: ContentLang, related: PlaceRelated): Shop {
  const { themes, signature_features, rental_items, coupons } = related;
  return {
    ...attractionDetail(row, lang, related),
    ...(Object.keys(themes).length > 0 ? { themes } : {}),
    ...(signature_features.length > 0 ? { signature_features } : {}),
    ...(rental_items.length > 0 ? { rental_items } : {}),
    ...(coupons.length > 0 ? { coupons } : {}),
  };
}
