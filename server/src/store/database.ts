import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect, type SqliteDatabase } from 'kysely';
import { migrationProvider } from './migrations';
import type { Database } from './schema';

export type Store = Kysely<Database>;

/** Statements kept prepared, by their SQL: the app asks the same few hundred again and again. */
const PREPARED_MAX = 1000;

/**
 * The database as Kysely sees it, each statement prepared once: Kysely prepares every query it
 * runs, which costs a write as much as its disk. One connection runs one query at a time (the
 * dialect's mutex, which a streamed query holds until its end), so a kept statement is never in
 * use twice at once.
 */
function withPreparedStatements(sqlite: SQLite.Database): SqliteDatabase {
  const prepared = new Map<string, SQLite.Statement>();
  return {
    prepare(sql) {
      let statement = prepared.get(sql);
      if (statement === undefined) {
        if (prepared.size >= PREPARED_MAX) prepared.clear();
        statement = sqlite.prepare(sql);
        prepared.set(sql, statement);
      }
      return statement;
    },
    close: () => sqlite.close(),
  };
}

/** Opens (creating when absent) the SQLite file; ':memory:' gives a private store for tests. */
export function openStore(databasePath: string): Store {
  if (databasePath !== ':memory:') mkdirSync(path.dirname(databasePath), { recursive: true });
  const sqlite = new SQLite(databasePath);
  sqlite.pragma('journal_mode = WAL');
  // What visitors send is answered with success only once it is on disk (docs/architecture.md,
  // Writes): in WAL mode, NORMAL could lose the last commits to a power cut; FULL syncs each.
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<Database>({
    dialect: new SqliteDialect({ database: withPreparedStatements(sqlite) }),
  });
}

export async function migrateToLatest(store: Store): Promise<void> {
  const migrator = new Migrator({ db: store, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
