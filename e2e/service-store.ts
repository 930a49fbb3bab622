import type { Transaction } from 'kysely';
import { openStore, type Store } from '../server/src/store/core/database';
import type { Database } from '../server/src/store/core/schema';
import { E2E_DATABASE } from './e2e-run';

/*
 * This worker's e2e server's own store (e2e-run.ts), opened beside it as the operator console
 * will: the staff's functions (registering a found item, moving a report's status) run in a
 * transaction against the very database the app reads. SQLite in WAL mode lets both write.
 */

/** Runs `work` in one transaction of the e2e store, then closes it. */
export async function asStaff<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  const store: Store = openStore(E2E_DATABASE);
  try {
    return await store.transaction().execute(work);
  } finally {
    await store.destroy();
  }
}
