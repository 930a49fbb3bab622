import { sql, type Kysely } from 'kysely';

/**
 * Travellers' reviews (docs/reviews.md): a member's review of an attraction, a shop or an
 * accommodation, and the reports anyone sends of one. Visitors' tables, apart from the content:
 * the place is kept by kind and id, not as a reference, since re-seeding rewrites the places.
 * A review outlives its member's account as an anonymous one: `member_id` is set null when the
 * member deletes the account (memberRepository.erase), so one member reviews a place once while
 * an account lives, and anonymous reviews are not counted against anyone.
 * A reporter is kept only as a SHA-256 digest (`member:<id>` or `client:<address>`), so each
 * counts once per review and the table says nothing of who they are.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('reviews')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('member_id', 'integer', (c) => c.references('members.id').onDelete('set null'))
    .addColumn('place_kind', 'text', (c) =>
      c.notNull().check(sql`place_kind in ('attraction', 'shop', 'accommodation')`),
    )
    .addColumn('place_id', 'integer', (c) => c.notNull())
    .addColumn('rating', 'integer', (c) => c.notNull().check(sql`rating between 1 and 5`))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('visit_month', 'text', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('held', 'shown', 'hidden', 'rejected')`),
    )
    // An operator's reason for a rejection, shown to the member.
    .addColumn('reason', 'text')
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('decided_at', 'integer')
    // When it was first shown (at once, or approved): a member with REVIEWS_HELD_FIRST such
    // reviews writes the next ones shown at once, whatever became of these later.
    .addColumn('shown_at', 'integer')
    .execute();
  await sql`create unique index reviews_member_place on reviews (member_id, place_kind, place_id)
    where member_id is not null`.execute(db);
  // A place's shown reviews, newest first; and the console's queue by status.
  await db.schema
    .createIndex('reviews_place')
    .on('reviews')
    .columns(['place_kind', 'place_id', 'status', 'created_at'])
    .execute();
  await db.schema
    .createIndex('reviews_status')
    .on('reviews')
    .columns(['status', 'created_at'])
    .execute();

  await db.schema
    .createTable('review_reports')
    .addColumn('review_id', 'integer', (c) =>
      c.notNull().references('reviews.id').onDelete('cascade'),
    )
    .addColumn('reporter', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('review_reports_key', ['review_id', 'reporter'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('review_reports').execute();
  await db.schema.dropTable('reviews').execute();
}
