import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('meta')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('region')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('title_zh', 'text', (c) => c.notNull())
    .addColumn('title_en', 'text', (c) => c.notNull())
    .addColumn('title_ja', 'text', (c) => c.notNull())
    .addColumn('county_zh', 'text', (c) => c.notNull())
    .addColumn('county_en', 'text', (c) => c.notNull())
    .addColumn('county_ja', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('township')
    .addColumn('row_id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('county_code', 'text', (c) => c.notNull())
    .addColumn('county_zh', 'text', (c) => c.notNull())
    .addColumn('county_en', 'text', (c) => c.notNull())
    .addColumn('name_zh', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('zipcode', 'integer', (c) => c.notNull())
    .addColumn('area_id', 'integer')
    .addColumn('centroid_lat', 'real', (c) => c.notNull())
    .addColumn('centroid_lng', 'real', (c) => c.notNull())
    .addColumn('boundary', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('township_zipcode').on('township').column('zipcode').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('township').execute();
  await db.schema.dropTable('region').execute();
  await db.schema.dropTable('meta').execute();
}
