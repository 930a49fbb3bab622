import type { Kysely } from 'kysely';

/**
 * The per-client limits' counts, kept where every server sees them when several share the
 * written tables (docs/writes.md, The write path): per client and limited call, the hits of the current
 * window and when it ends.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_limit_hit')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('window_ends_at', 'integer', (c) => c.notNull())
    .execute();
  // Windows that have ended are deleted now and then (rate-limit-repository.ts).
  await db.schema
    .createIndex('rate_limit_hit_window')
    .on('rate_limit_hit')
    .column('window_ends_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limit_hit').execute();
}
