import { sql, type Kysely } from 'kysely';
import type { Store } from '../store/core/database';
import type { WrittenTables } from '../store/core/written-tables';
import { contentVersion } from './content-files';
import { seedEditorial } from './editorial';
import { seedFacilities } from './facilities';
import { seedFestivals } from './festivals';
import { seedGeography } from './geography';
import { seedEvents, seedPlaces } from './places';
import { seedNotices } from './notices';
import { seedParking } from './parking';
import { seedSuggestionTopics, seedSurveys } from './surveys';
import { syncTable } from './sync-table';
import { seedWebcams } from './webcams';
import { seedLiveNames } from './live-names';
import { seedCategories, seedTours } from './tours';
import { loadTranslations } from '../data-files/translations';

export interface SeedResult {
  seeded: boolean;
  version: string;
}

const SEED_VERSION = 'seed_version';

/**
 * What the seed adds to the written tables, the survey we start with, where they do not hold it:
 * the operators' to change from then on, so it is looked for at each start.
 */
export async function seedWritten(written: Kysely<WrittenTables>, dataDir: string): Promise<void> {
  await written.transaction().execute((trx) => seedSurveys(trx, dataDir));
}

/**
 * Loads data/ into the store when the store is empty or its content is older than data/, so
 * a release with new data reaches an existing database on the next start without losing it;
 * and adds to the `written` tables what they lack of the seed's (seedWritten).
 */
export async function seedIfChanged(
  store: Store,
  dataDir: string,
  written: Kysely<WrittenTables> = store,
): Promise<SeedResult> {
  await seedWritten(written, dataDir);
  const version = contentVersion(dataDir);
  const existing = await store
    .selectFrom('meta')
    .select('value')
    .where('key', '=', SEED_VERSION)
    .executeTakeFirst();
  if (existing?.value === version) return { seeded: false, version };
  await seedContent(store, dataDir);
  return { seeded: true, version };
}

/**
 * Makes the content tables hold exactly what data/ says, each row updated in place by its
 * stable id, so tables of visitors' data may refer to places and events. All of it happens in
 * one transaction: a failure leaves the store as it was.
 */
export async function seedContent(store: Store, dataDir: string): Promise<void> {
  const version = contentVersion(dataDir);
  const translations = loadTranslations(dataDir);
  await store.transaction().execute(async (trx) => {
    // A place gone from the data may still be named by a tour stop until the tours are
    // synced: the references are checked once every table is, before the commit.
    await sql`pragma defer_foreign_keys = on`.execute(trx);
    await seedGeography(trx, dataDir);
    await seedPlaces(trx, dataDir, translations);
    await seedEvents(trx, dataDir, translations);
    await seedFestivals(trx, dataDir);
    await seedCategories(trx, dataDir);
    await seedTours(trx, dataDir);
    await seedNotices(trx, dataDir);
    await seedEditorial(trx, dataDir);
    await seedParking(trx, dataDir);
    await seedFacilities(trx, dataDir);
    await seedWebcams(trx, dataDir);
    await seedLiveNames(trx, dataDir);
    await seedSuggestionTopics(trx, dataDir);
    await emptyUnsourcedTables(trx);
    await failOnBrokenReferences(trx);
    const meta = [{ key: SEED_VERSION, value: version }];
    await syncTable(trx, 'meta', ['key'], meta, { key: SEED_VERSION });
  });
}

/**
 * Coupons, the campaign and shop extras have tables but no source: the open data holds none,
 * and we do not invent them. Their texts go with them.
 */
async function emptyUnsourcedTables(store: Store): Promise<void> {
  await syncTable(store, 'coupon', ['id'], []);
  await syncTable(store, 'shop_item', ['id'], []);
  await syncTable(store, 'shop_theme', ['place_id', 'theme', 'tag_id'], []);
  await syncTable(store, 'campaign', ['id'], []);
}

/** Names the first broken reference, where SQLite's commit would only say that one exists. */
async function failOnBrokenReferences(store: Store): Promise<void> {
  const { rows } = await sql<{
    table: string;
    rowid: number;
    parent: string;
  }>`pragma foreign_key_check`.execute(store);
  const [broken] = rows;
  if (broken)
    throw new Error(
      `Seed: ${broken.table} row ${broken.rowid} refers to a ${broken.parent} that is not in the data (${rows.length} such rows)`,
    );
}
