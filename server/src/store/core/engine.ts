import { PostgresAdapter, sql, type Kysely, type RawBuilder } from 'kysely';

/** The two engines the written tables run on (docs/operations.md, Written data in PostgreSQL). */
export type Engine = 'sqlite' | 'postgres';

/** A store or a transaction, of whichever tables. */
type OnEngine = Pick<Kysely<unknown>, 'getExecutor'>;

/**
 * Which engine a store runs on. The few statements that differ between the two ask here, each
 * difference in one function of this file (docs/operations.md, Written data in PostgreSQL).
 */
export function engineOf(db: OnEngine): Engine {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/**
 * Holds the rows `query` reads until the transaction ends, so two transactions cannot both read
 * a count and both raise it. On SQLite the transaction that began with a write holds the whole
 * file already (and SQLite has no FOR UPDATE); PostgreSQL locks the rows read.
 */
export function lockingRead<Q extends { forUpdate(): unknown }>(db: OnEngine, query: Q): Q {
  return engineOf(db) === 'postgres' ? (query.forUpdate() as Q) : query;
}

/** The JSON object text in `column` with its number at `field` one more. */
export function jsonCountPlusOne(db: OnEngine, column: string, field: string): RawBuilder<string> {
  const json = sql.ref(column);
  return engineOf(db) === 'postgres'
    ? sql<string>`jsonb_set(${json}::jsonb, array[${field}], to_jsonb(coalesce((${json}::jsonb ->> ${field})::bigint, 0) + 1))::text`
    : sql<string>`json_set(${json}, ${`$.${field}`}, coalesce(json_extract(${json}, ${`$.${field}`}), 0) + 1)`;
}

/**
 * Makes the ids a table numbers by itself start past its largest, after rows were given theirs
 * (the seed's surveys). SQLite numbers past the largest id already; a PostgreSQL identity counts
 * on from its own sequence, which rows given their ids never moved.
 */
export async function identityPastLargest(db: OnEngine, table: string): Promise<void> {
  if (engineOf(db) !== 'postgres') return;
  await sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.table(table)}), 0) + 1, false)`.execute(
    db,
  );
}

/**
 * Makes the transactions that read before they write (a month's largest number, the reports of a
 * spot, a member's passkeys) do so one after the other: each holds `names` until it ends.
 * SQLite's writing transaction holds the whole file already; on PostgreSQL two would read the
 * same and both write as if alone. The names are taken in one order, so two transactions that
 * want some of the same never wait on each other in a ring.
 */
export async function oneAtATime(db: OnEngine, ...names: string[]): Promise<void> {
  if (engineOf(db) !== 'postgres' || names.length === 0) return;
  const inOrder = [...new Set(names)].sort();
  // A function scan yields the array's elements in order, and each row takes its lock in turn.
  await sql`select pg_advisory_xact_lock(hashtextextended(name, 0))
    from unnest(${inOrder}::text[]) as name`.execute(db);
}
