import { sql, type Kysely } from 'kysely';

/**
 * Publications the operators add in the console (docs/architecture.md, Operator console): their
 * titles and summaries in the content languages, kept apart from the seeded articles so that
 * re-seeding, which makes the article table hold exactly data/editorial, writes them back
 * rather than dropping them (seed/editorial.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('operator_publication')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('title_zh', 'text', (c) => c.notNull())
    .addColumn('title_en', 'text', (c) => c.notNull())
    .addColumn('title_ja', 'text', (c) => c.notNull())
    .addColumn('summary_zh', 'text', (c) => c.notNull().defaultTo(sql`''`))
    .addColumn('summary_en', 'text', (c) => c.notNull().defaultTo(sql`''`))
    .addColumn('summary_ja', 'text', (c) => c.notNull().defaultTo(sql`''`))
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('operator_publication').execute();
}
