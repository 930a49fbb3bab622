import type { Kysely } from 'kysely';

/**
 * Members' trips (docs/members.md, Trips): each made from a tour by the tour adaptation, then
 * renamed, rearranged or deleted by its member. The days are kept whole as JSON text, as the
 * member sees them: a trip is read and written as one piece, never queried by its stops. The
 * tour is kept only as where the trip came from: a tour re-seeded away leaves the trip as it is.
 * Erased with the member (memberRepository.erase), behind ON DELETE CASCADE.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('member_trips')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('member_id', 'integer', (c) =>
      c.notNull().references('members.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('tour_id', 'integer')
    .addColumn('days', 'text', (c) => c.notNull())
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('member_trips_member')
    .on('member_trips')
    .columns(['member_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('member_trips').execute();
}
