import type { Kysely } from 'kysely';

/**
 * Live parking (requirements §4, §9): the car parks whose live counts the parking call reads, and
 * the scenic spots' parking ids, each naming the car parks that serve the spot.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('parking_lot')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('lat', 'real', (c) => c.notNull())
    .addColumn('lng', 'real', (c) => c.notNull())
    .addColumn('name_zh', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('name_ja', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('parking_spot')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .execute();
  await db.schema
    .createTable('parking_spot_lot')
    .addColumn('spot_id', 'text', (c) => c.notNull().references('parking_spot.id'))
    .addColumn('lot_id', 'text', (c) => c.notNull().references('parking_lot.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('parking_spot_lot_pk', ['spot_id', 'lot_id'])
    .execute();
  await db.schema
    .createTable('parking_spot_place')
    .addColumn('place_id', 'integer', (c) => c.primaryKey().references('place.id'))
    .addColumn('spot_id', 'text', (c) => c.notNull().references('parking_spot.id'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('parking_spot_place').execute();
  await db.schema.dropTable('parking_spot_lot').execute();
  await db.schema.dropTable('parking_spot').execute();
  await db.schema.dropTable('parking_lot').execute();
}
