import { sql, type Kysely } from 'kysely';

/**
 * The months (1–12) a seasonal notice applies to, as a JSON list: a typhoon-season warning is
 * not forced as a pop-up outside them. An empty list is a notice for the whole year.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('notice')
    .addColumn('months', 'text', (c) => c.notNull().defaultTo(sql`'[]'`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('notice').dropColumn('months').execute();
}
