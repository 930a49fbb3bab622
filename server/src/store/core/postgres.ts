import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { migrateWith } from './database';
import type { WrittenTables } from './written-tables';
import { writtenMigrationProvider } from './written-migrations';

/** PostgreSQL's type id of bigint (int8), which every integer column of the written tables is. */
export const INT8_TYPE_ID = 20;

/**
 * A bigint as the number the repositories use: SQLite answers its integers as numbers, and every
 * written integer (an id, a count, an epoch millisecond) is far below 2^53. One past it would be
 * a fault of ours, refused rather than rounded.
 */
export function int8AsNumber(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new RangeError(`bigint ${text} is past 2^53`);
  return value;
}

/**
 * The written tables on a PostgreSQL server, through a pool of `poolSize` connections; its
 * bigints read as numbers (int8AsNumber). An idle connection the server ends (a restart, a
 * failover, an administrator) is said and dropped, and the next query opens another: unheard,
 * node-postgres's pool throws its error and stops the whole server.
 */
export function openPostgres(url: string, poolSize: number): Kysely<WrittenTables> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    types: {
      getTypeParser: (id: number, format?: 'text' | 'binary') =>
        id === INT8_TYPE_ID ? int8AsNumber : pg.types.getTypeParser(id, format),
    },
  });
  pool.on('error', (error) => {
    console.warn(`PostgreSQL ended an idle connection of the pool: ${error.message}`);
  });
  return new Kysely<WrittenTables>({ dialect: new PostgresDialect({ pool }) });
}

/**
 * Brings the written tables to the latest migration. Kysely's migrator holds PostgreSQL's
 * advisory lock while it runs, so servers started together migrate once, one after the other
 * (docs/operations.md, Written data in PostgreSQL).
 */
export function migrateWrittenToLatest(db: Kysely<WrittenTables>): Promise<void> {
  return migrateWith(db, writtenMigrationProvider);
}
