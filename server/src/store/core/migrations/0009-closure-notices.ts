import { sql, type Kysely } from 'kysely';

/**
 * A place's closure notices in each language (requirements §3, construction_information): a JSON
 * list of { text, reported, until }, whose dates let the app tell, on the day it shows a
 * notice, whether the notice may be out of date.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('place_text')
    .addColumn('closure_notices', 'text', (c) => c.notNull().defaultTo(sql`'[]'`))
    .execute();
}
