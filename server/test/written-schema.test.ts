import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  migrateToLatest,
  openStore,
  syncedLaterOnSqlite,
  type Store,
} from '../src/store/core/database';
import { WRITTEN_TABLES, type WrittenTables } from '../src/store/core/written-tables';
import { postgresServerStore } from './written-engines';

/** A column as both engines can say it: PostgreSQL's bigint is SQLite's integer, and so on. */
interface Column {
  name: string;
  type: string;
  notNull: boolean;
  defaultValue: string | null;
}
/** An index by what it holds, whatever each engine names it. */
type Index = string;
interface ForeignKey {
  from: string;
  table: string;
  to: string;
  onDelete: string;
}
interface TableShape {
  columns: Column[];
  primaryKey: string[];
  indexes: Index[];
  foreignKeys: ForeignKey[];
}

const TYPES: Record<string, string> = {
  integer: 'integer',
  bigint: 'integer',
  text: 'text',
  real: 'real',
  'double precision': 'real',
  blob: 'bytes',
  bytea: 'bytes',
};
const typeOf = (declared: string) => TYPES[declared.toLowerCase()] ?? `unknown ${declared}`;
/** PostgreSQL writes a text default with its type: '{}'::text. */
const defaultOf = (value: string | null) => value?.replace(/::[a-z ]+$/, '') ?? null;
const indexOf = (columns: string[], unique: boolean, partial: boolean) =>
  `${unique ? 'unique ' : ''}(${columns.join(', ')})${partial ? ' partial' : ''}`;

async function sqliteShape(store: Store, table: string): Promise<TableShape> {
  const rows = async <T>(pragma: string) =>
    (await sql<T>`select * from ${sql.raw(pragma)}`.execute(store)).rows;
  const info = await rows<{
    name: string;
    type: string;
    notnull: number;
    dflt_value: string | null;
    pk: number;
  }>(`pragma_table_info('${table}')`);
  const primaryKey = info
    .filter((column) => column.pk > 0)
    .sort((a, b) => a.pk - b.pk)
    .map((column) => column.name);
  const indexes: Index[] = [];
  for (const index of await rows<{ name: string; unique: number; origin: string; partial: number }>(
    `pragma_index_list('${table}')`,
  )) {
    if (index.origin === 'pk') continue;
    const columns = await rows<{ name: string; seqno: number }>(
      `pragma_index_info('${index.name}')`,
    );
    const names = columns.sort((a, b) => a.seqno - b.seqno).map((column) => column.name);
    indexes.push(indexOf(names, index.unique === 1, index.partial === 1));
  }
  const keys = await rows<{ from: string; table: string; to: string; on_delete: string }>(
    `pragma_foreign_key_list('${table}')`,
  );
  return {
    columns: info.map((column) => ({
      name: column.name,
      type: typeOf(column.type),
      notNull: column.notnull === 1 || primaryKey.includes(column.name),
      defaultValue: defaultOf(column.dflt_value),
    })),
    primaryKey,
    indexes: indexes.sort(),
    foreignKeys: keys
      .map((key) => ({ from: key.from, table: key.table, to: key.to, onDelete: key.on_delete }))
      .sort((a, b) => a.from.localeCompare(b.from)),
  };
}

async function postgresShape(db: Kysely<WrittenTables>, table: string): Promise<TableShape> {
  const columns = await sql<{
    name: string;
    type: string;
    nullable: string;
    value: string | null;
  }>`select column_name as name, data_type as type, is_nullable as nullable,
       column_default as value
     from information_schema.columns where table_name = ${table} order by ordinal_position`.execute(
    db,
  );
  const indexes = await sql<{
    columns: string[];
    unique: boolean;
    primary: boolean;
    partial: boolean;
  }>`
    select array(select a.attname::text from unnest(i.indkey) with ordinality k(n, o)
                 join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.n order by k.o) as columns,
           i.indisunique as unique, i.indisprimary as primary, i.indpred is not null as partial
    from pg_index i where i.indrelid = ${table}::regclass`.execute(db);
  const keys = await sql<{ from: string; table: string; to: string; onDelete: string }>`
    select a.attname as from, r.relname as table, ra.attname as to,
      case c.confdeltype when 'c' then 'CASCADE' when 'n' then 'SET NULL' else 'NO ACTION' end
        as "onDelete"
    from pg_constraint c
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
    join pg_class r on r.oid = c.confrelid
    join pg_attribute ra on ra.attrelid = c.confrelid and ra.attnum = c.confkey[1]
    where c.contype = 'f' and c.conrelid = ${table}::regclass`.execute(db);
  const primary = indexes.rows.find((index) => index.primary);
  return {
    columns: columns.rows.map((column) => ({
      name: column.name,
      type: typeOf(column.type),
      notNull: column.nullable === 'NO',
      defaultValue: defaultOf(column.value),
    })),
    primaryKey: primary?.columns ?? [],
    indexes: indexes.rows
      .filter((index) => !index.primary)
      .map((index) => indexOf(index.columns, index.unique, index.partial))
      .sort(),
    foreignKeys: keys.rows.sort((a, b) => a.from.localeCompare(b.from)),
  };
}

let sqlite: Store;
let postgres: Kysely<WrittenTables>;

beforeAll(async () => {
  sqlite = openStore(':memory:');
  await migrateToLatest(sqlite);
  postgres = await postgresServerStore();
});

afterAll(async () => {
  await sqlite.destroy();
  await postgres.destroy();
});

describe('the written tables on PostgreSQL', () => {
  it('are the written tables SQLite holds, and only those', async () => {
    const tables = await sql<{ name: string }>`
      select table_name as name from information_schema.tables
      where table_schema = 'public' and table_name not like 'kysely_%'`.execute(postgres);
    expect(tables.rows.map((table) => table.name).sort()).toEqual([...WRITTEN_TABLES].sort());
  });

  it.each(WRITTEN_TABLES)(
    '%s has the same columns, keys and indexes on both engines',
    async (table) => {
      expect(await postgresShape(postgres, table)).toEqual(await sqliteShape(sqlite, table));
    },
  );

  it("hold the reference numbers' key, made once with the store, as SQLite does", async () => {
    const keys = await postgres.selectFrom('reference_key').selectAll().execute();
    expect(keys).toEqual([{ id: 1, secret: expect.stringMatching(/^[\w+/]{43}=$/) }]);
    expect(await sqlite.selectFrom('reference_key').select('id').execute()).toEqual([{ id: 1 }]);
  });

  it("run a claim's statements each as its own transaction, at the server's durable level", async () => {
    const commitLevel = async (db: Kysely<WrittenTables>) =>
      (await sql<{ synchronous_commit: string }>`show synchronous_commit`.execute(db)).rows[0]
        ?.synchronous_commit;
    const claiming = await syncedLaterOnSqlite(postgres, async (db) => ({
      inTransaction: db.isTransaction,
      level: await commitLevel(db),
    }));
    expect(claiming).toEqual({ inTransaction: false, level: 'on' });
  });
});
