import type { Kysely } from 'kysely';

/**
 * Amenities (requirements §1, §5, §7): one table of facilities of every kind, with
 * names and addresses in the content languages where their source has them, and the sources
 * whose attribution their layer shows. Nearby searches narrow by kind and a box of latitude and
 * longitude: the index holds the three, so the box is narrowed in the index before any row is read.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('facility_source')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name_zh', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text')
    .addColumn('name_ja', 'text')
    .addColumn('publisher', 'text', (c) => c.notNull())
    .addColumn('licence', 'text', (c) => c.notNull())
    .addColumn('attribution', 'text', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('url', 'text')
    .execute();
  await db.schema
    .createTable('facility')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('lat', 'real', (c) => c.notNull())
    .addColumn('lng', 'real', (c) => c.notNull())
    .addColumn('name_zh', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text')
    .addColumn('name_ja', 'text')
    .addColumn('address_zh', 'text')
    .addColumn('address_en', 'text')
    .addColumn('address_ja', 'text')
    .addColumn('tel', 'text')
    .addColumn('source_id', 'text', (c) => c.notNull().references('facility_source.id'))
    .addColumn('routes', 'text')
    .execute();
  await db.schema
    .createIndex('facility_kind_position')
    .on('facility')
    .columns(['kind', 'lat', 'lng'])
    .execute();
  // How many of a kind we hold, and from which sources, read from the index alone.
  await db.schema
    .createIndex('facility_kind_source')
    .on('facility')
    .columns(['kind', 'source_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('facility').execute();
  await db.schema.dropTable('facility_source').execute();
}
