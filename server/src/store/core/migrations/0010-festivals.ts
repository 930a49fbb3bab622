import type { Kysely } from 'kysely';

/**
 * The area's recurring festivals (requirements §9 "annual events by quarter"): the months
 * each is usually held, the regions and townships where, and per language its name, place
 * and the organiser who announces each year's dates. No dates: we do not know them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('festival')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('month_from', 'integer', (c) => c.notNull())
    .addColumn('month_to', 'integer', (c) => c.notNull())
    .addColumn('regions', 'text', (c) => c.notNull())
    .addColumn('townships', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('festival_text')
    .addColumn('festival_id', 'integer', (c) =>
      c.notNull().references('festival.id').onDelete('cascade'),
    )
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('place', 'text', (c) => c.notNull())
    .addColumn('organiser', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('festival_text_pk', ['festival_id', 'lang'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('festival_text').execute();
  await db.schema.dropTable('festival').execute();
}
