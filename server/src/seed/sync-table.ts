import { sql, type Insertable } from 'kysely';
import type { Store } from '../store/core/database';
import type { Database } from '../store/core/schema';

type Row = Record<string, unknown>;
type Column<T extends keyof Database> = keyof Database[T] & string;

/** SQLite names a selected rowid after an INTEGER PRIMARY KEY column; an alias keeps it apart. */
const ROWID = 'sync_rowid';
/** Rows inserted and rowids deleted per statement: SQLite bounds the variables of one. */
const INSERT_SLICE = 200;
const DELETE_SLICE = 500;

const keyOf = (row: Row, key: readonly string[]) =>
  JSON.stringify(key.map((column) => row[column] ?? null));

/** Columns the new row sets to another value than the stored one (undefined is stored as null). */
const changedColumns = (stored: Row, row: Row) =>
  Object.keys(row).filter((column) => (row[column] ?? null) !== stored[column]);

/**
 * Makes a content table hold exactly `rows`, matched to the stored ones by their stable
 * `key`: a row still in the data is updated in place, and only where it differs, so its id
 * and rowid stay and whatever refers to it is kept; a new row is inserted; a row no longer in
 * the data is deleted. `scope` limits the table to the rows one seeder owns (the search rows
 * of one kind of record). Rowids find the stored rows, so the FTS table is served alike.
 */
export async function syncTable<T extends keyof Database>(
  store: Store,
  table: T,
  key: readonly Column<T>[],
  rows: Insertable<Database[T]>[],
  scope: Partial<Record<Column<T>, string>> = {},
): Promise<void> {
  const scoped = Object.entries(scope).map(([column, value]) => sql`${sql.ref(column)} = ${value}`);
  const where = scoped.length > 0 ? sql`where ${sql.join(scoped, sql` and `)}` : sql``;
  const { rows: storedRows } = await sql<Row>`select rowid as ${sql.ref(ROWID)}, * from ${sql.table(
    table,
  )} ${where}`.execute(store);
  const stored = new Map<string, Row>();
  // A key stored twice (the FTS table cannot refuse it) keeps one row; the others go.
  const doubles: unknown[] = [];
  for (const row of storedRows) {
    const id = keyOf(row, key);
    if (stored.has(id)) doubles.push(row[ROWID]);
    else stored.set(id, row);
  }

  const fresh: Row[] = [];
  const changes: { rowid: unknown; values: Row }[] = [];
  const seen = new Set<string>();
  for (const row of rows as Row[]) {
    const id = keyOf(row, key);
    if (seen.has(id)) throw new Error(`${table}: two rows have the key ${id}`);
    seen.add(id);
    const match = stored.get(id);
    if (!match) fresh.push(row);
    else {
      const changed = changedColumns(match, row);
      const values = Object.fromEntries(changed.map((column) => [column, row[column] ?? null]));
      if (changed.length > 0) changes.push({ rowid: match[ROWID], values });
    }
  }

  // Gone rows go first, so a kept or new row may take over a unique name one of them held.
  const gone = [
    ...doubles,
    ...[...stored].filter(([id]) => !seen.has(id)).map(([, row]) => row[ROWID]),
  ];
  for (let start = 0; start < gone.length; start += DELETE_SLICE) {
    const slice = gone.slice(start, start + DELETE_SLICE);
    await sql`delete from ${sql.table(table)} where rowid in (${sql.join(slice)})`.execute(store);
  }
  for (const { rowid, values } of changes) {
    const set = Object.entries(values).map(([column, value]) => sql`${sql.ref(column)} = ${value}`);
    await sql`update ${sql.table(table)} set ${sql.join(set)} where rowid = ${rowid}`.execute(
      store,
    );
  }
  for (let start = 0; start < fresh.length; start += INSERT_SLICE) {
    // Kysely's typing cannot follow a table chosen at run time.
    await store
      .insertInto(table)
      .values(fresh.slice(start, start + INSERT_SLICE) as never)
      .execute();
  }
}
