import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';

/**
 * The key that orders each month's public numbers (domain/src/rules/reference-scramble.ts):
 * made once with the store and kept in it, so every server sharing the store, and the store
 * restored from a backup, gives the same numbers and never one twice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('reference_key')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('secret', 'text', (c) => c.notNull())
    .execute();
  const secret = randomBytes(32).toString('base64');
  await sql`insert into reference_key (id, secret) values (1, ${secret})`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('reference_key').execute();
}
