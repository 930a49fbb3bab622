import { sql, type Kysely } from 'kysely';

/**
 * Bookings of the visitor centres' guided tours and narrators, and requests for publications
 * by post (requirements §7): visitors' tables, with the offerings, batches and requestable
 * publications the operators set up. No foreign key reaches the content tables, which
 * re-seeding replaces. A batch can never hold more bookings than places: the database checks it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('reservation_offering')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('tour', 'narrator')`))
    .addColumn('centre_id', 'integer', (c) => c.notNull())
    .addColumn('title_zh', 'text', (c) => c.notNull())
    .addColumn('title_en', 'text')
    .addColumn('title_ja', 'text')
    .addColumn('description_zh', 'text', (c) => c.notNull())
    .addColumn('description_en', 'text')
    .addColumn('description_ja', 'text')
    .addColumn('group_min', 'integer', (c) => c.notNull().check(sql`group_min >= 1`))
    .addColumn('group_max', 'integer', (c) => c.notNull())
    .addColumn('languages', 'text', (c) => c.notNull())
    .addColumn('lead_days', 'integer', (c) => c.notNull().check(sql`lead_days >= 0`))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'integer', (c) => c.notNull())
    .addCheckConstraint('reservation_offering_group', sql`group_max >= group_min`)
    .execute();

  await db.schema
    .createTable('reservation_batch')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('offering_id', 'integer', (c) => c.notNull().references('reservation_offering.id'))
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('time', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'integer', (c) => c.notNull())
    .addColumn('duration_minutes', 'integer', (c) => c.notNull().check(sql`duration_minutes > 0`))
    .addColumn('capacity', 'integer', (c) => c.notNull().check(sql`capacity > 0`))
    .addColumn('booked', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('open', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addCheckConstraint('reservation_batch_booked', sql`booked >= 0 and booked <= capacity`)
    .addUniqueConstraint('reservation_batch_once', ['offering_id', 'starts_at'])
    .execute();
  await db.schema
    .createIndex('reservation_batch_starts')
    .on('reservation_batch')
    .columns(['offering_id', 'starts_at'])
    .execute();

  await db.schema
    .createTable('reservation_booking')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('month', 'text', (c) => c.notNull())
    .addColumn('sequence', 'integer', (c) => c.notNull())
    .addColumn('secret_hash', 'text', (c) => c.notNull())
    .addColumn('batch_id', 'integer', (c) => c.notNull().references('reservation_batch.id'))
    .addColumn('party', 'integer', (c) => c.notNull().check(sql`party >= 1`))
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('contact_name', 'text', (c) => c.notNull())
    .addColumn('contact_email', 'text')
    .addColumn('contact_phone', 'text')
    .addColumn('notes', 'text')
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('requested', 'confirmed', 'cancelled')`),
    )
    .addColumn('status_note', 'text')
    .addColumn('cancelled_by', 'text')
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'integer', (c) => c.notNull())
    .addUniqueConstraint('reservation_booking_sequence', ['month', 'sequence'])
    .execute();
  await db.schema
    .createIndex('reservation_booking_batch')
    .on('reservation_booking')
    .column('batch_id')
    .execute();

  await db.schema
    .createTable('publication_offer')
    .addColumn('article_id', 'integer', (c) => c.primaryKey())
    .addColumn('copy_limit', 'integer', (c) => c.notNull().check(sql`copy_limit >= 1`))
    .addColumn('updated_at', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('publication_request')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('month', 'text', (c) => c.notNull())
    .addColumn('sequence', 'integer', (c) => c.notNull())
    .addColumn('article_id', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('copies', 'integer', (c) => c.notNull().check(sql`copies >= 1`))
    .addColumn('destination', 'text', (c) =>
      c.notNull().check(sql`destination in ('taiwan', 'abroad')`),
    )
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('line1', 'text', (c) => c.notNull())
    .addColumn('line2', 'text')
    .addColumn('postcode', 'text', (c) => c.notNull())
    .addColumn('country', 'text')
    .addColumn('contact_name', 'text', (c) => c.notNull())
    .addColumn('contact_email', 'text')
    .addColumn('contact_phone', 'text')
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('requested', 'posted')`))
    .addColumn('status_note', 'text')
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('posted_at', 'integer')
    .addUniqueConstraint('publication_request_sequence', ['month', 'sequence'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'publication_request',
    'publication_offer',
    'reservation_booking',
    'reservation_batch',
    'reservation_offering',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
