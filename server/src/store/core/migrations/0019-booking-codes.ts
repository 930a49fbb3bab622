import type { Kysely } from 'kysely';

/**
 * A booking's code is short (domain/src/rules/booking-codes.ts), so each is checked unused as
 * it is given; the index makes that check a look-up, and refuses a second server that drew
 * the same code at the same instant where the database is shared.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('reservation_booking_code')
    .unique()
    .on('reservation_booking')
    .column('secret_hash')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('reservation_booking_code').execute();
}
