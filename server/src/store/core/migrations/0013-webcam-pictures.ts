import type { Kysely } from 'kysely';

/**
 * Webcams (requirements §3 Live webcam record): the area's cameras publish still
 * pictures their owner refreshes, not streams, so the address kept is a picture's. Each names
 * its source among the facility sources (for its attribution), whether it works, and the id of
 * the same camera among the map's facilities, so its page can open the map at it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('webcam').renameColumn('stream_url', 'image_url').execute();
  await db.schema
    .alterTable('webcam')
    .addColumn('source_id', 'text', (c) => c.references('facility_source.id'))
    .execute();
  await db.schema
    .alterTable('webcam')
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable('webcam').addColumn('facility_id', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('webcam').dropColumn('facility_id').execute();
  await db.schema.alterTable('webcam').dropColumn('active').execute();
  await db.schema.alterTable('webcam').dropColumn('source_id').execute();
  await db.schema.alterTable('webcam').renameColumn('image_url', 'stream_url').execute();
}
