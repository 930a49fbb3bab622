import { sql, type Kysely } from 'kysely';

/**
 * Members (docs/members.md): no password and no email, a passkey or more each, the member
 * tokens and recovery codes kept only as SHA-256, the WebAuthn challenges waiting for their
 * answer, the favourites saved with the account, and the points of requirements §3. Visitors'
 * tables: re-seeding content never touches them. Instants are epoch milliseconds. Each row that
 * belongs to a member goes with it (ON DELETE CASCADE), behind the explicit erasing of
 * memberRepository.erase.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('members')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('display_name', 'text', (c) => c.notNull())
    // WebAuthn's user.id: random, so a passkey says nothing of the row it belongs to.
    .addColumn('user_handle', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'integer', (c) => c.notNull())
    // Requirements §3 "user point data (key and coin)": 0 until a campaign gives any.
    .addColumn('points_key', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`points_key >= 0`),
    )
    .addColumn('points_coin', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`points_coin >= 0`),
    )
    .execute();

  await db.schema
    .createTable('member_passkeys')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('member_id', 'integer', (c) =>
      c.notNull().references('members.id').onDelete('cascade'),
    )
    .addColumn('credential_id', 'text', (c) => c.notNull().unique())
    .addColumn('public_key', 'text', (c) => c.notNull())
    .addColumn('counter', 'integer', (c) => c.notNull())
    .addColumn('transports', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('last_used_at', 'integer')
    .execute();
  await db.schema
    .createIndex('member_passkeys_member')
    .on('member_passkeys')
    .column('member_id')
    .execute();

  await db.schema
    .createTable('member_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('member_id', 'integer', (c) =>
      c.notNull().references('members.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('last_seen_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('member_tokens_member')
    .on('member_tokens')
    .column('member_id')
    .execute();

  await db.schema
    .createTable('member_recovery_codes')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('member_id', 'integer', (c) =>
      c.notNull().references('members.id').onDelete('cascade'),
    )
    .addColumn('code_hash', 'text', (c) => c.notNull().unique())
    .addColumn('used_at', 'integer')
    .execute();
  await db.schema
    .createIndex('member_recovery_codes_member')
    .on('member_recovery_codes')
    .column('member_id')
    .execute();

  // What a ceremony's second step needs of its first: who (an enrolment's name and user handle,
  // or the member), and for a recovery which code was given.
  await db.schema
    .createTable('member_challenges')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('challenge', 'text', (c) => c.notNull())
    .addColumn('ceremony', 'text', (c) =>
      c.notNull().check(sql`ceremony in ('register', 'sign-in', 'add', 'recover')`),
    )
    .addColumn('member_id', 'integer', (c) => c.references('members.id').onDelete('cascade'))
    .addColumn('display_name', 'text')
    .addColumn('user_handle', 'text')
    .addColumn('recovery_code_id', 'integer', (c) =>
      c.references('member_recovery_codes.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('member_challenges_created')
    .on('member_challenges')
    .column('created_at')
    .execute();

  await db.schema
    .createTable('member_favourites')
    .addColumn('member_id', 'integer', (c) =>
      c.primaryKey().references('members.id').onDelete('cascade'),
    )
    .addColumn('collection', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'integer', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('member_favourites').execute();
  await db.schema.dropTable('member_challenges').execute();
  await db.schema.dropTable('member_recovery_codes').execute();
  await db.schema.dropTable('member_tokens').execute();
  await db.schema.dropTable('member_passkeys').execute();
  await db.schema.dropTable('members').execute();
}
