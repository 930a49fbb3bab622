import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, sql, SqliteDialect, type SqliteDatabase, type Transaction } from 'kysely';
import { Migrator, type MigrationProvider } from 'kysely/migration';
import { engineOf } from './engine';
import { migrationProvider } from './migrations';
import type { Database } from './schema';

export type Store = Kysely<Database>;

/**
 * What a repository reads and writes through: the store, or one of its transactions. Every area's
 * repository is a factory of this (docs/architecture.md, The house), so the functions a route
 * reads with are the ones a write runs in its transaction: `bookingRepository(trx).take(...)`.
 */
export type Db = Kysely<Database> | Transaction<Database>;

/**
 * Runs `work` in one transaction: `db`'s own when it is a transaction already (the work joins the
 * caller's), else a new one, so a repository's change of several rows is whole either way.
 */
export function inTransaction<T, D = Database>(
  db: Kysely<D> | Transaction<D>,
  work: (trx: Transaction<D>) => Promise<T>,
): Promise<T> {
  return db.isTransaction ? work(db as Transaction<D>) : db.transaction().execute(work);
}

/**
 * What visitors send is answered with success only once it is on disk (docs/architecture.md,
 * Writes): in WAL mode, NORMAL could lose the last commits to a power cut; FULL syncs each.
 */
const DURABLE_SYNC = 'FULL';

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

/**
 * Opens (creating when absent) the SQLite file; ':memory:' gives a private store for tests, and
 * a database's image (the bytes of its file, not in WAL mode) a private in-memory copy of it.
 */
export function openStore(database: string | Buffer): Store {
  if (typeof database === 'string' && database !== ':memory:') {
    mkdirSync(path.dirname(database), { recursive: true });
  }
  const sqlite = new SQLite(database);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma(`synchronous = ${DURABLE_SYNC}`);
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<Database>({
    dialect: new SqliteDialect({ database: withPreparedStatements(sqlite) }),
  });
}

/**
 * Statements whose commit need not reach the disk by itself: a write's claim on its key, which a
 * power cut may only undo (the write it announces was not answered yet). On SQLite they run in
 * one transaction whose sync is saved, for a sync blocks every request while it runs, and the
 * next durable commit syncs it along, in order; the connection is held from the first pragma to
 * the last (SQLite refuses to change the level inside a transaction), so no other commit runs at
 * the lower level. On PostgreSQL each statement is its own transaction, synced as any: the sync
 * waits in the database's process, not in the server's, while every BEGIN, SET and COMMIT saved
 * is a round trip less (docs/performance.md). So each statement of `work` must be safe alone.
 */
export function syncedLaterOnSqlite<T, D>(
  db: Kysely<D> | Transaction<D>,
  work: (db: Kysely<D> | Transaction<D>) => Promise<T>,
): Promise<T> {
  if (engineOf(db) === 'postgres') return work(db);
  return db.connection().execute(async (connection) => {
    await sql`pragma synchronous = NORMAL`.execute(connection);
    try {
      return await connection.transaction().execute(work);
    } finally {
      await sql.raw(`pragma synchronous = ${DURABLE_SYNC}`).execute(connection);
    }
  });
}

export function migrateToLatest(store: Store): Promise<void> {
  return migrateWith(store, migrationProvider);
}

/** Runs `provider`'s migrations not yet run on `db`, in order; fails naming the one that failed. */
export async function migrateWith<T>(db: Kysely<T>, provider: MigrationProvider): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
