import type { Kysely } from 'kysely';

/**
 * Collection campaigns (docs/campaigns.md): made by operators in the console, so kept in tables
 * of their own, which re-seeding (which empties the content table `campaign`) never touches.
 * A campaign's texts are kept as the operator wrote them and as the safe HTML visitors read.
 * Members' check-ins and coins are members' data: erased with the member
 * (memberRepository.erase), behind ON DELETE CASCADE. The unique index makes "once per place
 * per Taipei day" hold even for two check-ins sent at once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('collection_campaigns')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('starts_on', 'text', (c) => c.notNull())
    .addColumn('ends_on', 'text', (c) => c.notNull())
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'integer', (c) => c.notNull())
    .addColumn('updated_by', 'integer', (c) => c.notNull().references('operators.id'))
    .execute();
  await db.schema
    .createTable('collection_campaign_texts')
    .addColumn('campaign_id', 'integer', (c) =>
      c.notNull().references('collection_campaigns.id').onDelete('cascade'),
    )
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('description_html', 'text', (c) => c.notNull())
    .addColumn('exchange_instructions', 'text', (c) => c.notNull())
    .addColumn('exchange_instructions_html', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('collection_campaign_texts_pk', ['campaign_id', 'lang'])
    .execute();
  await db.schema
    .createTable('collection_campaign_places')
    .addColumn('campaign_id', 'integer', (c) =>
      c.notNull().references('collection_campaigns.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('place_id', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('collection_campaign_places_pk', ['campaign_id', 'kind', 'place_id'])
    .execute();
  await db.schema
    .createTable('member_check_ins')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('member_id', 'integer', (c) =>
      c.notNull().references('members.id').onDelete('cascade'),
    )
    .addColumn('campaign_id', 'integer', (c) => c.notNull().references('collection_campaigns.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('place_id', 'integer', (c) => c.notNull())
    .addColumn('taipei_day', 'integer', (c) => c.notNull())
    .addColumn('checked_in_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('member_check_ins_once_a_day')
    .on('member_check_ins')
    .columns(['member_id', 'campaign_id', 'kind', 'place_id', 'taipei_day'])
    .unique()
    .execute();
  await db.schema
    .createTable('member_campaign_coins')
    .addColumn('member_id', 'integer', (c) =>
      c.notNull().references('members.id').onDelete('cascade'),
    )
    .addColumn('campaign_id', 'integer', (c) => c.notNull().references('collection_campaigns.id'))
    .addColumn('earned_at', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('member_campaign_coins_pk', ['member_id', 'campaign_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('member_campaign_coins').execute();
  await db.schema.dropTable('member_check_ins').execute();
  await db.schema.dropTable('collection_campaign_places').execute();
  await db.schema.dropTable('collection_campaign_texts').execute();
  await db.schema.dropTable('collection_campaigns').execute();
}
