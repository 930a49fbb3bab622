import { sql, type Kysely } from 'kysely';

/** Category names (attractions 11–17, tours 611–616 and 20675) and the itineraries. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('category')
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('attraction', 'tour')`))
    .addColumn('value', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('name_zh', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('name_ja', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('category_pk', ['kind', 'value'])
    .execute();

  await db.schema
    .createTable('tour')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('days', 'integer', (c) => c.notNull().check(sql`days between 1 and 3`))
    .addColumn('seasons', 'text', (c) => c.notNull())
    .addColumn('transport', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('tour_category')
    .addColumn('tour_id', 'integer', (c) => c.notNull().references('tour.id').onDelete('cascade'))
    .addColumn('category', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('tour_category_pk', ['tour_id', 'category'])
    .execute();

  await db.schema
    .createTable('tour_text')
    .addColumn('tour_id', 'integer', (c) => c.notNull().references('tour.id').onDelete('cascade'))
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('remind', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('tour_text_pk', ['tour_id', 'lang'])
    .execute();

  await db.schema
    .createTable('tour_stop')
    .addColumn('tour_id', 'integer', (c) => c.notNull().references('tour.id').onDelete('cascade'))
    .addColumn('day', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('place_id', 'integer', (c) => c.notNull().references('place.id'))
    .addPrimaryKeyConstraint('tour_stop_pk', ['tour_id', 'day', 'position'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['tour_stop', 'tour_text', 'tour_category', 'tour', 'category']) {
    await db.schema.dropTable(table).execute();
  }
}
