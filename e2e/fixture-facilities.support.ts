import { taipeiDate } from '@ecg/domain/rules/datetime';
import type { FacilityKind } from '@ecg/domain/rules/facilities';
import { openStore } from '../server/src/store/core/database';

/** A facility of a test's own, in the store's columns (names in zh-tw and en). */
export interface FixtureFacility {
  id: string;
  kind: FacilityKind;
  lat: number;
  lng: number;
  nameZh: string;
  nameEn: string;
  /** A bus stop's routes, in the store's form (`[{zh, en}]`). */
  routes?: { zh: string; en?: string }[];
}

/**
 * Facilities put in a spec's own server store (startServerWithTdx), as an importer would with
 * a TDX key: we hold none of TDX's, since the importer needs the network. Done before any
 * search, so the facility index (built on the first) holds them. A test fixture, not data.
 */
export async function placeFixtureFacilities(
  database: string,
  source: { id: string; nameZh: string; nameEn: string },
  facilities: FixtureFacility[],
): Promise<void> {
  const store = openStore(database);
  try {
    await store
      .insertInto('facility_source')
      .values({
        id: source.id,
        name_zh: source.nameZh,
        name_en: source.nameEn,
        name_ja: null,
        publisher: 'e2e fixture',
        licence: 'none',
        attribution: 'test fixture',
        date: taipeiDate(Date.now()),
        url: null,
      })
      .onConflict((conflict) => conflict.doNothing())
      .execute();
    await store
      .insertInto('facility')
      .values(
        facilities.map((facility) => ({
          id: facility.id,
          kind: facility.kind,
          lat: facility.lat,
          lng: facility.lng,
          name_zh: facility.nameZh,
          name_en: facility.nameEn,
          name_ja: null,
          address_zh: null,
          address_en: null,
          address_ja: null,
          tel: null,
          source_id: source.id,
          routes: facility.routes ? JSON.stringify(facility.routes) : null,
        })),
      )
      .execute();
  } finally {
    await store.destroy();
  }
}
