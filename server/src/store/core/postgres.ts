import { createHash } from 'node:crypto';
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
 * How long a connection of the pool lives: the statements it prepared go with it, so none keeps
 * them for ever (a text of its own for each length of an `in` list, say), and one a migration
 * left with a stale statement is replaced within this time (docs/operations.md, Written data in
 * PostgreSQL).
 */
export const CONNECTION_LIFETIME_SECONDS = 600;

/**
 * The name a statement is prepared under on each connection: one per text, so PostgreSQL parses
 * and plans a write's statements once per connection, not once per write (docs/performance.md,
 * `npm run bench:api`). A text with a `*` stays unnamed: the columns of `select *` or
 * `returning *` change when a migration adds one, and PostgreSQL refuses to run a prepared
 * statement whose result changed ("cached plan must not change result type").
 */
export function statementName(text: string): string | undefined {
  return text.includes('*')
    ? undefined
    : `ecg_${createHash('sha256').update(text).digest('base64url').slice(0, 22)}`;
}

/**
 * node-postgres's client, preparing the statements Kysely sends, query(text, values), under
 * their statementName; every other call is passed on as it came. Its answer is pg's own for the
 * same call, which no one signature states over pg's overloads: hence `never`, which fits each.
 */
class PreparingClient extends pg.Client {
  override query(...args: unknown[]): never {
    const [text, values, ...rest] = args;
    const name =
      typeof text === 'string' && Array.isArray(values) && rest.length === 0
        ? statementName(text)
        : undefined;
    const given = name === undefined ? args : [{ name, text, values }];
    return (super.query as (...passed: unknown[]) => never)(...given);
  }
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
    Client: PreparingClient,
    maxLifetimeSeconds: CONNECTION_LIFETIME_SECONDS,
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
