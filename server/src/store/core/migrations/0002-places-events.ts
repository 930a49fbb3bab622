import { sql, type Kysely } from 'kysely';

/**
 * Places (attractions, food, lodging) and events. Language-neutral facts live on the
 * record; what is written in a language lives in a *_text row per language, so a missing
 * translation is a missing row, never an empty column.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('township').addColumn('name_ja', 'text').execute();

  await db.schema
    .createTable('place')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) =>
      c.notNull().check(sql`kind in ('attraction', 'food', 'souvenir', 'lodging')`),
    )
    .addColumn('lat', 'real', (c) => c.notNull())
    .addColumn('lng', 'real', (c) => c.notNull())
    .addColumn('zipcode', 'integer', (c) => c.notNull())
    .addColumn('township_code', 'text', (c) => c.notNull().references('township.code'))
    .addColumn('region_id', 'integer', (c) => c.notNull().references('region.id'))
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('tel', 'text', (c) => c.notNull())
    .addColumn('opentime', 'text', (c) => c.notNull())
    .addColumn('ticket', 'text', (c) => c.notNull())
    .addColumn('parking', 'text', (c) => c.notNull())
    .addColumn('website', 'text', (c) => c.notNull())
    .addColumn('images', 'text', (c) => c.notNull())
    .addColumn('tags', 'text', (c) => c.notNull())
    .addColumn('service_status', 'integer', (c) => c.notNull())
    .addColumn('sources', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('place_kind_region')
    .on('place')
    .columns(['kind', 'region_id'])
    .execute();
  await db.schema
    .createIndex('place_kind_township')
    .on('place')
    .columns(['kind', 'township_code'])
    .execute();

  await db.schema
    .createTable('place_category')
    .addColumn('place_id', 'integer', (c) => c.notNull().references('place.id').onDelete('cascade'))
    .addColumn('category', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('place_category_pk', ['place_id', 'category'])
    .execute();
  await db.schema
    .createIndex('place_category_by_category')
    .on('place_category')
    .column('category')
    .execute();

  await db.schema
    .createTable('place_text')
    .addColumn('place_id', 'integer', (c) => c.notNull().references('place.id').onDelete('cascade'))
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('content', 'text')
    .addColumn('translation', 'text', (c) =>
      c.notNull().check(sql`translation in ('full', 'summary', 'none')`),
    )
    .addPrimaryKeyConstraint('place_text_pk', ['place_id', 'lang'])
    .execute();

  await db.schema
    .createTable('event')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('lat', 'real')
    .addColumn('lng', 'real')
    .addColumn('township_code', 'text', (c) => c.references('township.code'))
    .addColumn('region_id', 'integer', (c) => c.references('region.id'))
    .addColumn('starts_at', 'text', (c) => c.notNull())
    .addColumn('ends_at', 'text', (c) => c.notNull())
    .addColumn('location', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('organizer', 'text', (c) => c.notNull())
    .addColumn('tel', 'text', (c) => c.notNull())
    .addColumn('website', 'text', (c) => c.notNull())
    .addColumn('images', 'text', (c) => c.notNull())
    .addColumn('sources', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('event_starts_at').on('event').column('starts_at').execute();

  await db.schema
    .createTable('event_text')
    .addColumn('event_id', 'integer', (c) => c.notNull().references('event.id').onDelete('cascade'))
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('content', 'text')
    .addColumn('translation', 'text', (c) =>
      c.notNull().check(sql`translation in ('full', 'summary', 'none')`),
    )
    .addPrimaryKeyConstraint('event_text_pk', ['event_id', 'lang'])
    .execute();

  // Keyword search in every language. Trigrams find Chinese words inside unspaced text;
  // shorter queries are answered by LIKE over the same table.
  await sql`create virtual table search_text using fts5(
    name, summary, body, extra,
    entity unindexed, entity_id unindexed, lang unindexed,
    tokenize = 'trigram case_sensitive 0'
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table search_text`.execute(db);
  for (const table of ['event_text', 'event', 'place_text', 'place_category', 'place']) {
    await db.schema.dropTable(table).execute();
  }
}
