import { sql, type Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { openPostgres, statementName } from '../src/store/core/postgres';
import type { WrittenTables } from '../src/store/core/written-tables';
import { createDatabase } from './postgres-server';

/*
 * The pool prepares each statement once per connection, so PostgreSQL does not parse and plan a
 * write's dozen statements again for every write (docs/performance.md, `npm run bench:api`),
 * and keeps unnamed what a migration would leave with a stale result (statementName).
 */

describe('statementName', () => {
  it.each([
    ['select "number" from "repair_report" where "id" = $1', true],
    ['insert into "repair_report" ("number") values ($1) returning "id"', true],
    ['select * from "write_request" where "key" = $1', false],
    ['insert into "note" ("text") values ($1) returning *', false],
    ['select "repair_report".* from "repair_report"', false],
  ])('%s: prepared %s', (text, prepared) => {
    expect(statementName(text) !== undefined).toBe(prepared);
  });

  it('names one text alike every time and two texts apart', () => {
    const one = 'select "a" from "t" where "id" = $1';
    expect(statementName(one)).toBe(statementName(one));
    expect(statementName(one)).not.toBe(statementName(`${one} and "b" = $2`));
  });
});

describe('the pool to PostgreSQL', () => {
  // One connection, so every statement of a test meets the ones before it.
  let db: Kysely<WrittenTables>;
  beforeEach(async () => {
    db = openPostgres(await createDatabase(inject('postgresAddress')), 1);
    await sql`create table note (id bigint primary key, text text not null)`.execute(db);
    await sql`insert into note (id, text) values (${1}, ${'first'})`.execute(db);
  });
  afterEach(() => db.destroy());

  const textOf = (id: number) => sql<{ text: string }>`select text from note where id = ${id}`;

  it('prepares a statement once and runs it again by its name', async () => {
    for (let time = 0; time < 3; time++) {
      expect((await textOf(1).execute(db)).rows).toEqual([{ text: 'first' }]);
    }
    const { sql: text } = textOf(1).compile(db);
    const prepared = await sql<{ name: string }>`
      select name from pg_prepared_statements where statement = ${text}`.execute(db);
    expect(prepared.rows).toEqual([{ name: statementName(text) }]);
  });

  it('answers after a migration adds a column, through `*` and named columns alike', async () => {
    const everything = sql<Record<string, unknown>>`select * from note where id = ${1}`;
    expect((await everything.execute(db)).rows).toEqual([{ id: 1, text: 'first' }]);
    expect((await textOf(1).execute(db)).rows).toEqual([{ text: 'first' }]);

    await sql`alter table note add column said_at bigint`.execute(db);

    // Prepared under a name, `select *` would now fail: "cached plan must not change result type".
    expect((await everything.execute(db)).rows).toEqual([{ id: 1, text: 'first', said_at: null }]);
    expect((await textOf(1).execute(db)).rows).toEqual([{ text: 'first' }]);
  });
});
