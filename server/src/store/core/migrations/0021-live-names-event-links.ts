import type { Kysely } from 'kysely';

/**
 * Names of the live data in each language (requirements §5: the Live tab in the visitor's
 * language): the stations, sea areas and webcams we show, and the townships a live answer
 * names, keyed by the upstream's Chinese name (data/translations/live-names.json). And an
 * event's links in each language: its own website, else its publisher's site, named in it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('live_name')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('name_zh', 'text', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('live_name_pk', ['lang', 'kind', 'name_zh'])
    .execute();
  await db.schema
    .alterTable('event_text')
    .addColumn('links', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('event_text').dropColumn('links').execute();
  await db.schema.dropTable('live_name').execute();
}
