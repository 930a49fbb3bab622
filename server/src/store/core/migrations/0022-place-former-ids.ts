import { sql, type Kysely } from 'kysely';

/**
 * The ids of places merged into another (data/SOURCES.md: a record merged into another keeps
 * its entry in seed/ids.json): a shared link or a saved page naming one still finds the place.
 * The seed fills the table; a store seeded before it has data/ unchanged, so the seed version
 * it keeps is forgotten and the next start seeds again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('place_former_id')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('place_id', 'integer', (c) => c.notNull().references('place.id').onDelete('cascade'))
    .execute();
  await sql`delete from meta where key = 'seed_version'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('place_former_id').execute();
}
