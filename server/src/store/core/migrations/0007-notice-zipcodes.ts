import { sql, type Kysely } from 'kysely';

/**
 * The postal districts a notice concerns, as a JSON list of zipcodes: an attraction there
 * shows the notice among its announcements. An empty list is a notice for the whole area.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('notice')
    .addColumn('zipcodes', 'text', (c) => c.notNull().defaultTo(sql`'[]'`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('notice').dropColumn('zipcodes').execute();
}
