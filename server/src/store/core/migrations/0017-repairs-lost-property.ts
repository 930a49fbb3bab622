import { sql, type Kysely } from 'kysely';

/**
 * Repair reports and lost property (requirements §7): visitors' tables, which re-seeding never
 * touches. A report's submissions, photos and status changes go with it (ON DELETE CASCADE).
 */
const REPAIR_STATUSES = sql`('open', 'acknowledged', 'in_progress', 'closed')`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('reference_counter')
    .addColumn('prefix', 'text', (c) => c.primaryKey())
    .addColumn('last', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('repair_report')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('lat', 'real')
    .addColumn('lng', 'real')
    .addColumn('place_name', 'text')
    .addColumn('taipei_day', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ${REPAIR_STATUSES}`))
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'integer', (c) => c.notNull())
    .addColumn('closed_at', 'integer')
    .execute();
  // The duplicate check: the same category on the same day, then by position.
  await db.schema
    .createIndex('repair_report_day')
    .on('repair_report')
    .columns(['category', 'taipei_day', 'lat'])
    .execute();
  await db.schema
    .createIndex('repair_report_status')
    .on('repair_report')
    .columns(['status', 'created_at'])
    .execute();
  await db.schema
    .createIndex('repair_report_created')
    .on('repair_report')
    .column('created_at')
    .execute();

  await db.schema
    .createTable('repair_submission')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('report_id', 'integer', (c) =>
      c.notNull().references('repair_report.id').onDelete('cascade'),
    )
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('secret_hash', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('lat', 'real')
    .addColumn('lng', 'real')
    .addColumn('place_name', 'text')
    .addColumn('contact_name', 'text')
    .addColumn('contact_email', 'text')
    .addColumn('contact_phone', 'text')
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('repair_submission_report')
    .on('repair_submission')
    .column('report_id')
    .execute();

  await db.schema
    .createTable('repair_photo')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('submission_id', 'integer', (c) =>
      c.notNull().references('repair_submission.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('data', 'blob', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addUniqueConstraint('repair_photo_position', ['submission_id', 'position'])
    .execute();

  await db.schema
    .createTable('repair_status_change')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('report_id', 'integer', (c) =>
      c.notNull().references('repair_report.id').onDelete('cascade'),
    )
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ${REPAIR_STATUSES}`))
    .addColumn('note', 'text')
    .addColumn('changed_at', 'integer', (c) => c.notNull())
    .addColumn('changed_by', 'text')
    .execute();
  await db.schema
    .createIndex('repair_status_change_report')
    .on('repair_status_change')
    .columns(['report_id', 'id'])
    .execute();

  await db.schema
    .createTable('found_item')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('place_found', 'text', (c) => c.notNull())
    .addColumn('found_on', 'text', (c) => c.notNull())
    // No foreign key: a visitor centre is content, which a re-seed may renumber or drop.
    .addColumn('collect_place_id', 'integer', (c) => c.notNull())
    .addColumn('keep_until', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) =>
      c.notNull().check(sql`state in ('held', 'returned', 'disposed')`),
    )
    .addColumn('returned_at', 'integer')
    .addColumn('return_note', 'text')
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('found_item_shown')
    .on('found_item')
    .columns(['state', 'keep_until', 'found_on'])
    .execute();

  await db.schema
    .createTable('lost_report')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('place_lost', 'text', (c) => c.notNull())
    .addColumn('lost_on', 'text', (c) => c.notNull())
    .addColumn('contact_name', 'text')
    .addColumn('contact_email', 'text')
    .addColumn('contact_phone', 'text')
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) =>
      c.notNull().check(sql`state in ('open', 'matched', 'closed')`),
    )
    .addColumn('matched_item_id', 'integer', (c) => c.references('found_item.id'))
    .addColumn('matched_at', 'integer')
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('lost_report_state')
    .on('lost_report')
    .columns(['state', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'lost_report',
    'found_item',
    'repair_status_change',
    'repair_photo',
    'repair_submission',
    'repair_report',
    'reference_counter',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
