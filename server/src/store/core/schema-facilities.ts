import type { FacilityKind } from '@ecg/domain/rules/facilities';

/**
 * A facility of the map and the nearby search (docs/map.md): one row per point,
 * its id stable across imports (`{source id}-{upstream id}`). Names and addresses are null in a
 * language the source does not have; the Chinese name always exists.
 */
export interface FacilityTable {
  id: string;
  kind: FacilityKind;
  lat: number;
  lng: number;
  name_zh: string;
  name_en: string | null;
  name_ja: string | null;
  address_zh: string | null;
  address_en: string | null;
  address_ja: string | null;
  tel: string | null;
  source_id: string;
  /** Bus stops: JSON, the routes that serve the stop, each `{zh, en?, ja?}`. */
  routes: string | null;
}

/** Where a layer's points come from, with the attribution its licence asks for. */
export interface FacilitySourceTable {
  id: string;
  name_zh: string;
  name_en: string | null;
  name_ja: string | null;
  publisher: string;
  licence: string;
  attribution: string;
  /** YYYY-MM-DD: the day the data was published or fetched. */
  date: string;
  url: string | null;
}
