import type { Kysely } from 'kysely';

/**
 * The sign-in throttle (docs/architecture.md, Operator console): per email and client, the
 * passwords checked in the current window and any lock, reserved before each check so a burst
 * cannot outrun the count; and the log rows its failed and refused tries are added up in.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sign_in_throttle')
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('client', 'text', (c) => c.notNull())
    .addColumn('window_start', 'integer', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('locked_until', 'integer', (c) => c.notNull())
    .addColumn('failed_log_id', 'integer')
    .addColumn('locked_log_id', 'integer')
    .addPrimaryKeyConstraint('sign_in_throttle_key', ['email', 'client'])
    .execute();
  // Counts past any window and lock are deleted as sign-ins arrive (sign-in-throttle-repository.ts).
  await db.schema
    .createIndex('sign_in_throttle_window')
    .on('sign_in_throttle')
    .column('window_start')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sign_in_throttle').execute();
}
