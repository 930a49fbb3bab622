import type { ContentLang } from '@ecg/domain/rules/language';
import type { Generated } from 'kysely';
import type { SuggestionTopicTable } from './schema-suggestions';
import type { VisitorTables } from './schema-visitors';

/** Tables that keep a text per language in columns name the column by this suffix: name_zh, name_en, name_ja. */
export const LANG_COLUMN_SUFFIX: Readonly<Record<ContentLang, 'zh' | 'en' | 'ja'>> = {
  'zh-tw': 'zh',
  en: 'en',
  ja: 'ja',
};

/** Key/value facts about the store itself, e.g. which seed it carries. */
export interface MetaTable {
  key: string;
  value: string;
}

export interface RegionTable {
  id: number;
  code: string;
  title_zh: string;
  title_en: string;
  title_ja: string;
  county_zh: string;
  county_en: string;
  county_ja: string;
  slogan_zh: string;
  slogan_en: string;
  slogan_ja: string;
}

export interface TownshipTable {
  /** The Ministry of the Interior's 8-digit TOWNCODE. */
  code: string;
  county_code: string;
  county_zh: string;
  county_en: string;
  name_zh: string;
  name_en: string;
  name_ja: string | null;
  zipcode: number;
  area_id: number | null;
  centroid_lat: number;
  centroid_lng: number;
  /** The boundary as a GeoJSON geometry text (Polygon or MultiPolygon). */
  boundary: string;
  /** 0 outside the scenic area; 1 one of its nine townships; 2 also in its filtered six. */
  scenic_area: number;
  row_id: Generated<number>;
}

export interface PlaceTable {
  id: number;
  kind: 'attraction' | 'food' | 'souvenir' | 'lodging';
  lat: number;
  lng: number;
  zipcode: number;
  township_code: string;
  region_id: number;
  address: string;
  tel: string;
  opentime: string;
  ticket: string;
  parking: string;
  website: string;
  /** JSON: [{src, title}]. */
  images: string;
  /** JSON: string[]. */
  tags: string;
  service_status: number;
  /** JSON: [{dataset, id}]. */
  sources: string;
  updated_at: string;
}

/** An id a place had before its record was merged into this one's (data/seed/ids.json). */
export interface PlaceFormerIdTable {
  id: number;
  place_id: number;
}

export interface PlaceCategoryTable {
  place_id: number;
  category: number;
}

/** What a place says in one language; `content` is null where only the summary is translated. */
export interface PlaceTextTable {
  place_id: number;
  lang: string;
  name: string;
  summary: string;
  content: string | null;
  /** full: the whole text is in this language; summary: name and summary only; none: Chinese shown. */
  translation: 'full' | 'summary' | 'none';
  /** JSON: the closure notices in this language, [{ text, reported?, until? }]. */
  closure_notices: string;
}

export interface EventTable {
  id: number;
  lat: number | null;
  lng: number | null;
  township_code: string | null;
  region_id: number | null;
  starts_at: string;
  ends_at: string;
  location: string;
  address: string;
  organizer: string;
  tel: string;
  website: string;
  images: string;
  sources: string;
  updated_at: string;
}

export interface EventTextTable {
  event_id: number;
  lang: string;
  name: string;
  summary: string;
  content: string | null;
  translation: 'full' | 'summary' | 'none';
  /** The event's links in this language, as JSON: [{name, url}]. */
  links: string;
}

/** What the keyword index holds. */
export type SearchEntity = 'place' | 'event' | 'festival' | 'guide' | 'article' | 'coupon';

export interface SearchTextTable {
  name: string;
  summary: string;
  body: string;
  extra: string;
  entity: SearchEntity;
  entity_id: number;
  lang: string;
}

export interface CategoryTable {
  kind: 'attraction' | 'tour';
  value: number;
  position: number;
  name_zh: string;
  name_en: string;
  name_ja: string;
}

export interface TourTable {
  id: number;
  days: number;
  /** JSON: season codes. */
  seasons: string;
  /** JSON: transport codes (car, bike, ferry …), which the app names in the visitor's language. */
  transport: string;
}

export interface TourCategoryTable {
  tour_id: number;
  category: number;
  position: number;
}

export interface TourTextTable {
  tour_id: number;
  lang: string;
  title: string;
  content: string;
  remind: string;
  note: string;
}

export interface TourStopTable {
  tour_id: number;
  day: number;
  position: number;
  place_id: number;
}

export interface NoticeTable {
  id: number;
  type: 0 | 1 | 2;
  datetime: string;
  update_time: string;
  /** JSON: number[], the zipcodes the notice concerns; empty for the whole area. */
  zipcodes: Generated<string>;
  /** JSON: number[], the months (1–12) a seasonal notice applies to; empty for all year. */
  months: Generated<string>;
}

export interface NoticeTextTable {
  notice_id: number;
  lang: string;
  title: string;
  description: string;
  content: string;
  content_title: string;
  /** JSON: [{name, url}] in this language. */
  links: string;
}

import type {
  ParkingLotTable,
  ParkingSpotLotTable,
  ParkingSpotPlaceTable,
  ParkingSpotTable,
} from './schema-parking';
import type { FacilitySourceTable, FacilityTable } from './schema-facilities';
import type { FestivalTable, FestivalTextTable } from './schema-festivals';
import type {
  AreaTable,
  AreaTextTable,
  ArticleTable,
  ArticleTextTable,
  CampaignTable,
  CampaignTextTable,
  CouponTable,
  CouponTextTable,
  GuidePlaceTable,
  GuideTable,
  GuideTextTable,
  PageTable,
  PageTextTable,
  PlaceCollectionTable,
  ShopItemTable,
  ShopItemTextTable,
  ShopThemeTable,
  TagTable,
  WebcamTable,
  WebcamTextTable,
  LiveNameTable,
} from './schema-editorial';

export type * from './schema-editorial';
export type * from './schema-operators';
export type * from './schema-members';
export type * from './schema-campaigns';
export type * from './schema-parking';
export type * from './schema-festivals';
export type * from './schema-facilities';
export type * from './schema-writes';
export type * from './schema-reservations';
export type * from './schema-surveys';
export type * from './schema-suggestions';
export type * from './schema-repairs-lost-property';

export interface Database extends VisitorTables {
  meta: MetaTable;
  region: RegionTable;
  township: TownshipTable;
  place: PlaceTable;
  place_former_id: PlaceFormerIdTable;
  place_category: PlaceCategoryTable;
  place_text: PlaceTextTable;
  event: EventTable;
  event_text: EventTextTable;
  festival: FestivalTable;
  festival_text: FestivalTextTable;
  search_text: SearchTextTable;
  category: CategoryTable;
  tour: TourTable;
  tour_category: TourCategoryTable;
  tour_text: TourTextTable;
  tour_stop: TourStopTable;
  notice: NoticeTable;
  notice_text: NoticeTextTable;
  parking_lot: ParkingLotTable;
  parking_spot: ParkingSpotTable;
  parking_spot_lot: ParkingSpotLotTable;
  parking_spot_place: ParkingSpotPlaceTable;
  tag: TagTable;
  shop_theme: ShopThemeTable;
  shop_item: ShopItemTable;
  shop_item_text: ShopItemTextTable;
  coupon: CouponTable;
  coupon_text: CouponTextTable;
  guide: GuideTable;
  guide_text: GuideTextTable;
  guide_place: GuidePlaceTable;
  page: PageTable;
  page_text: PageTextTable;
  campaign: CampaignTable;
  campaign_text: CampaignTextTable;
  article: ArticleTable;
  article_text: ArticleTextTable;
  area: AreaTable;
  area_text: AreaTextTable;
  webcam: WebcamTable;
  webcam_text: WebcamTextTable;
  live_name: LiveNameTable;
  place_collection: PlaceCollectionTable;
  facility: FacilityTable;
  facility_source: FacilitySourceTable;
  suggestion_topic: SuggestionTopicTable;
}
