import { sql, type Kysely } from 'kysely';

/**
 * The operator console (docs/architecture.md, Operator console): the people who run the area, their
 * sessions, the log of what they do, and the important notices they publish. These are operators'
 * tables: re-seeding content never touches them. Instants are epoch milliseconds.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('operators')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) =>
      c
        .notNull()
        .unique()
        .check(sql`email = lower(email)`),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('staff', 'admin')`))
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('disabled_at', 'integer')
    .execute();

  // Only the SHA-256 of a session's token is kept: a copy of the database opens no session.
  await db.schema
    .createTable('operator_sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('operator_id', 'integer', (c) =>
      c.notNull().references('operators.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('last_seen_at', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('operator_sessions_operator')
    .on('operator_sessions')
    .column('operator_id')
    .execute();

  // operator_id is null for the command line and for a sign-in with an unknown email.
  await db.schema
    .createTable('operator_actions')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('operator_id', 'integer', (c) => c.references('operators.id'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('subject_kind', 'text')
    .addColumn('subject_id', 'text')
    .addColumn('detail', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('operator_actions_at').on('operator_actions').column('at').execute();
  // The failed sign-ins of one email, counted at every sign-in.
  await db.schema
    .createIndex('operator_actions_subject')
    .on('operator_actions')
    .columns(['subject_kind', 'subject_id', 'at'])
    .execute();

  // Apart from the seeded notice tables, which the seed makes hold exactly data/; their ids
  // start past any the seed uses, so the app's read marks never mix the two.
  await db.schema
    .createTable('operator_notice')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id > 1000000`))
    .addColumn('type', 'integer', (c) => c.notNull().check(sql`type in (0, 1, 2)`))
    .addColumn('published_at', 'integer', (c) => c.notNull())
    .addColumn('published_by', 'integer', (c) => c.notNull().references('operators.id'))
    .addColumn('withdrawn_at', 'integer')
    .addColumn('withdrawn_by', 'integer', (c) => c.references('operators.id'))
    .execute();
  await db.schema
    .createTable('operator_notice_text')
    .addColumn('notice_id', 'integer', (c) =>
      c.notNull().references('operator_notice.id').onDelete('cascade'),
    )
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('links', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('operator_notice_text_pk', ['notice_id', 'lang'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('operator_notice_text').execute();
  await db.schema.dropTable('operator_notice').execute();
  await db.schema.dropTable('operator_actions').execute();
  await db.schema.dropTable('operator_sessions').execute();
  await db.schema.dropTable('operators').execute();
}
