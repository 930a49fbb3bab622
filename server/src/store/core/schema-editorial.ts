import type { Generated } from 'kysely';

/** The tables of migration 0006: tags, shop extras, coupons, guides, pages, campaign, articles, areas, webcams, collections. */

/** A filter tag; places keep their tags as Chinese texts, which `name_zh` matches. */
export interface TagTable {
  id: number;
  kind: 'attraction' | 'food' | 'hotel' | 'shop';
  position: number;
  name_zh: string;
  name_en: string;
  name_ja: string;
}

export interface ShopThemeTable {
  place_id: number;
  theme: 'certification' | 'payment' | 'services' | 'accessibility';
  tag_id: number;
}

/** Signature features and rental items of a shop share one shape. */
export interface ShopItemTable {
  id: number;
  place_id: number;
  kind: 'signature-feature' | 'rental-item';
  position: number;
  thumb: string;
}

export interface ShopItemTextTable {
  shop_item_id: number;
  lang: string;
  name: string;
  summary: string;
}

export interface CouponTable {
  id: number;
  shop_id: number;
  starts_at: string;
  ends_at: string;
  /** JSON: [{src, title}]. */
  images: string;
}

export interface CouponTextTable {
  coupon_id: number;
  lang: string;
  name: string;
  description: string;
  restrication: string;
}

export interface GuideTable {
  id: number;
  type: 'photo' | 'video' | 'audio';
  update_time: string;
  /** JSON: [{src, title}]. */
  images: string;
  video_id: string | null;
  audio: string | null;
}

export interface GuideTextTable {
  guide_id: number;
  lang: string;
  title: string;
  content: string;
  /** JSON: [{name, url}] in this language. */
  links: string;
}

export interface GuidePlaceTable {
  guide_id: number;
  place_id: number;
  position: number;
}

export type PageType = 'region' | 'static' | 'travel' | 'greenisland';

export interface PageTable {
  id: Generated<number>;
  type: PageType;
  name: string;
  update_time: string;
}

export interface PageTextTable {
  page_id: number;
  lang: string;
  title: string;
  content: string;
}

export interface CampaignTable {
  id: number;
  starts_at: string;
  ends_at: string;
}

export interface CampaignTextTable {
  campaign_id: number;
  lang: string;
  title: string;
  content: string;
  exchange_instructions: string;
}

export interface ArticleTable {
  id: number;
  kind: 'news' | 'banner' | 'marquee' | 'publication' | 'faq' | 'link' | 'glossary';
  position: number;
  datetime: string;
  href: string | null;
  /** JSON: {src, title}, or null. */
  image: string | null;
}

export interface ArticleTextTable {
  article_id: number;
  lang: string;
  title: string;
  summary: string;
  content: string;
}

export interface AreaTable {
  id: number;
  township_code: string;
  position: number;
  /** JSON: {src, title}, or null. */
  image: string | null;
}

export interface AreaTextTable {
  area_id: number;
  lang: string;
  title: string;
  summary: string;
}

export interface WebcamTable {
  id: number;
  lat: number | null;
  lng: number | null;
  /** A still picture its owner refreshes (requirements §3 Live webcam record). */
  image_url: string;
  position: number;
  /** The facility source that publishes it (its attribution and licence). */
  source_id: string | null;
  /** 1 while its source lists it as working. */
  active: Generated<number>;
  /** The same camera among the map's facilities. */
  facility_id: string | null;
}

/** What kind of live name a row translates; a township is named by the upstream's Chinese. */
export type LiveNameKind = 'station' | 'sea-area' | 'webcam' | 'township';

/** A name of the live data in one language (data/translations/live-names.json). */
export interface LiveNameTable {
  kind: LiveNameKind;
  name_zh: string;
  lang: string;
  name: string;
}

export interface WebcamTextTable {
  webcam_id: number;
  lang: string;
  name: string;
  /** Begins with the postal code and a space (requirements §3). */
  address: string;
}

export type PlaceCollection = 'visitor-center' | 'tribal-tourism' | 'water-recreation';

export interface PlaceCollectionTable {
  collection: PlaceCollection;
  place_id: number;
}
