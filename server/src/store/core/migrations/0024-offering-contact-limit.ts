import { sql, type Kysely } from 'kysely';

/**
 * An offering's contact limit (requirements §9, our decision): the places one party, or one
 * contact's bookings of a batch together, take without the visitor centre's word. Offerings
 * set up before it take the default of 10, a family or a small group; the console changes it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('reservation_offering')
    .addColumn('contact_limit', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(10)
        .check(sql`contact_limit >= 1`),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('reservation_offering').dropColumn('contact_limit').execute();
}
