import { COUNT_STRIPES } from '@ecg/domain/rules/references';
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

const STRIPES = sql.lit(COUNT_STRIPES);

/**
 * The months' counts of public numbers spread over COUNT_STRIPES rows a prefix, so that writes at
 * the same moment seldom wait for one row (docs/writes.md, Public numbers): one statement set for
 * both engines, but for the integer type (SQLite's 0032). Each stripe of a month counted before
 * starts past the old count, so every sequence given after is above every one given before.
 */
export function stripedCounts(integer: 'integer' | 'bigint'): Migration {
  const type = sql.raw(integer);
  return {
    async up(db: Kysely<unknown>) {
      await sql`create table "reference_count" (
        "prefix" text not null,
        "stripe" ${type} not null,
        "last" ${type} not null,
        constraint "reference_count_pk" primary key ("prefix", "stripe")
      )`.execute(db);
      await sql`with recursive "stripes" ("stripe") as (
          select 0 union all select "stripe" + 1 from "stripes" where "stripe" < ${STRIPES} - 1)
        insert into "reference_count" ("prefix", "stripe", "last")
        select "prefix", "stripe", ("last" + ${STRIPES} - 1) / ${STRIPES}
        from "reference_counter" cross join "stripes"`.execute(db);
      await sql`drop table "reference_counter"`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await sql`create table "reference_counter" (
        "prefix" text primary key,
        "last" ${type} not null
      )`.execute(db);
      await sql`insert into "reference_counter" ("prefix", "last")
        select "prefix", max("last") * ${STRIPES} from "reference_count" group by "prefix"`.execute(
        db,
      );
      await sql`drop table "reference_count"`.execute(db);
    },
  };
}

export const { up, down } = stripedCounts('bigint');
