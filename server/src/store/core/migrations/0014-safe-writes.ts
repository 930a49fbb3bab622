import { sql, type Kysely } from 'kysely';

/**
 * The writes visitors send, by idempotency key (docs/writes.md): the
 * first of the visitors' tables, which re-seeding never touches.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('write_request')
    .addColumn('route', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().check(sql`state in ('running', 'done')`))
    .addColumn('lease_until', 'integer', (c) => c.notNull())
    .addColumn('status', 'integer')
    .addColumn('answer', 'text')
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('write_request_pk', ['route', 'key'])
    .execute();
  await db.schema
    .createIndex('write_request_created')
    .on('write_request')
    .column('created_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('write_request').execute();
}
