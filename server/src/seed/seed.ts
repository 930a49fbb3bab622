import type { Store } from '../store/database';
import { seedGeography } from './geography';

/** Bumped when the seed's content changes shape; recorded in the store's meta table. */
export const SEED_VERSION = '1';

export interface SeedResult {
  seeded: boolean;
  version: string;
}

/**
 * Fills an empty store from data/. A store that already carries a seed is left as it is,
 * so a restart never loses what visitors have saved.
 */
export async function seedIfEmpty(store: Store, dataDir: string): Promise<SeedResult> {
  const existing = await store
    .selectFrom('meta')
    .select('value')
    .where('key', '=', 'seed_version')
    .executeTakeFirst();
  if (existing) return { seeded: false, version: existing.value };

  await store.transaction().execute(async (trx) => {
    await seedGeography(trx, dataDir);
    await trx.insertInto('meta').values({ key: 'seed_version', value: SEED_VERSION }).execute();
  });
  return { seeded: true, version: SEED_VERSION };
}
