import type { Store } from '../store/database';
import { contentVersion } from './data-files';
import { seedEditorial } from './editorial';
import { seedFestivals } from './festivals';
import { seedGeography } from './geography';
import { seedEvents, seedPlaces } from './places';
import { seedNotices } from './notices';
import { seedParking } from './parking';
import { seedCategories, seedTours } from './tours';
import { loadTranslations } from './translations';

export interface SeedResult {
  seeded: boolean;
  version: string;
}

/** Content tables, children first; what visitors save lives elsewhere and is never touched. */
const CONTENT_TABLES = [
  'parking_spot_place',
  'parking_spot_lot',
  'parking_spot',
  'parking_lot',
  'place_collection',
  'webcam_text',
  'webcam',
  'area_text',
  'area',
  'article_text',
  'article',
  'campaign_text',
  'campaign',
  'page_text',
  'page',
  'guide_place',
  'guide_text',
  'guide',
  'coupon_text',
  'coupon',
  'shop_item_text',
  'shop_item',
  'shop_theme',
  'tag',
  'notice_text',
  'notice',
  'tour_stop',
  'tour_text',
  'tour_category',
  'tour',
  'category',
  'search_text',
  'event_text',
  'event',
  'festival_text',
  'festival',
  'place_text',
  'place_category',
  'place',
  'township',
  'region',
] as const;

/**
 * Loads data/ into the store when the store is empty or its content is older than data/.
 * All of it happens in one transaction: a failure leaves the store as it was.
 */
export async function seedIfEmpty(store: Store, dataDir: string): Promise<SeedResult> {
  const version = contentVersion(dataDir);
  const existing = await store
    .selectFrom('meta')
    .select('value')
    .where('key', '=', 'seed_version')
    .executeTakeFirst();
  if (existing?.value === version) return { seeded: false, version };

  const translations = loadTranslations(dataDir);
  await store.transaction().execute(async (trx) => {
    for (const table of CONTENT_TABLES) await trx.deleteFrom(table).execute();
    await seedGeography(trx, dataDir);
    await seedPlaces(trx, dataDir, translations);
    await seedEvents(trx, dataDir, translations);
    await seedFestivals(trx, dataDir);
    await seedCategories(trx, dataDir);
    await seedTours(trx, dataDir);
    await seedNotices(trx, dataDir);
    await seedEditorial(trx, dataDir);
    await seedParking(trx, dataDir);
    await trx
      .insertInto('meta')
      .values({ key: 'seed_version', value: version })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: version }))
      .execute();
  });
  return { seeded: true, version };
}
