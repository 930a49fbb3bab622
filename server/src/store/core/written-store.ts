import type { Kysely } from 'kysely';
import type { Store } from './database';
import { migrateWrittenToLatest, openPostgres } from './postgres';
import type { WrittenTables } from './written-tables';
import { shownAddress, type WrittenDatabase } from '../../written-database';

/**
 * The written tables: PostgreSQL's at `database`, migrated (once, however many servers start
 * together: migrateWrittenToLatest), or else the SQLite `store` of the content, which its own
 * migrations made. A PostgreSQL that cannot be reached or migrated stops the start with a message
 * that names it, never its password.
 */
export async function openWrittenStore(
  database: WrittenDatabase | undefined,
  store: Store,
): Promise<Kysely<WrittenTables>> {
  if (!database) return store;
  const written = openPostgres(database.url, database.poolSize);
  try {
    await migrateWrittenToLatest(written);
  } catch (error) {
    await written.destroy();
    const why = error instanceof Error ? error.message : String(error);
    throw new Error(
      `The PostgreSQL of DATABASE_URL (${shownAddress(database.url)}) could not be opened and migrated: ${why}`,
    );
  }
  return written;
}
