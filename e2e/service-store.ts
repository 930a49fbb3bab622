import type { Kysely, Transaction } from 'kysely';
import { openStore } from '../server/src/store/core/database';
import { openPostgres } from '../server/src/store/core/postgres';
import type { Database } from '../server/src/store/core/schema';
import type { WrittenTables } from '../server/src/store/core/written-tables';
import { E2E_DATABASE, e2eWrittenUrl } from './e2e-run';

/*
 * This worker's e2e server's own stores (e2e-run.ts), opened beside it as the operator console
 * will: the staff's functions (registering a found item, moving a report's status) run in a
 * transaction against the very database the app reads. What is written is in the slot's
 * PostgreSQL database on the last slot, else in the SQLite file with the content (SQLite in WAL
 * mode lets both write); the content is always in the file.
 */

/** Runs `work` in one transaction of the written tables of this worker's server, then closes them. */
export async function asStaff<T>(
  work: (trx: Transaction<WrittenTables>) => Promise<T>,
): Promise<T> {
  const url = e2eWrittenUrl();
  const written: Kysely<WrittenTables> = url ? openPostgres(url, 1) : openStore(E2E_DATABASE);
  try {
    return await written.transaction().execute(work);
  } finally {
    await written.destroy();
  }
}

/** Runs `work` in one transaction of the content (the SQLite file), then closes it. */
export async function inContent<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  const store = openStore(E2E_DATABASE);
  try {
    return await store.transaction().execute(work);
  } finally {
    await store.destroy();
  }
}
