import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * A migration of the written tables on PostgreSQL, in its own statements: the tables as SQLite's
 * migrations 0014 to 0029 left them (docs/operations.md, Written data in PostgreSQL), in
 * PostgreSQL's types. Every integer is a bigint (epoch milliseconds pass 2^31), an id that SQLite
 * numbers by itself an identity, a real a double precision, a blob a bytea.
 * server/test/written-schema.test.ts holds both engines' tables the same.
 */
export function ddlMigration(statements: readonly string[]): Migration {
  const tables = statements.flatMap(
    (statement) => /^create table "(\w+)"/.exec(statement)?.[1] ?? [],
  );
  return {
    async up(db: Kysely<unknown>) {
      for (const statement of statements) await sql.raw(statement).execute(db);
    },
    async down(db: Kysely<unknown>) {
      for (const table of [...tables].reverse()) {
        await sql`drop table ${sql.table(table)}`.execute(db);
      }
    },
  };
}
