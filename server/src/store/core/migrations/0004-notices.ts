import { sql, type Kysely } from 'kysely';

/** Important notices (requirements §3): 0 dialog, 1 bell, 2 warning that pops up while unread. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('notice')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('type', 'integer', (c) => c.notNull().check(sql`type in (0, 1, 2)`))
    .addColumn('datetime', 'text', (c) => c.notNull())
    .addColumn('update_time', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('notice_text')
    .addColumn('notice_id', 'integer', (c) =>
      c.notNull().references('notice.id').onDelete('cascade'),
    )
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('content_title', 'text', (c) => c.notNull())
    .addColumn('links', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('notice_text_pk', ['notice_id', 'lang'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('notice_text').execute();
  await db.schema.dropTable('notice').execute();
}
