import type { Kysely } from 'kysely';

/** Region slogans, and which townships the scenic area defines (nine) and lists (six). */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const lang of ['zh', 'en', 'ja']) {
    await db.schema
      .alterTable('region')
      .addColumn(`slogan_${lang}`, 'text', (c) => c.notNull().defaultTo(''))
      .execute();
  }
  // 0 outside the scenic area; 1 one of its nine townships; 2 also in its filtered list of six.
  await db.schema
    .alterTable('township')
    .addColumn('scenic_area', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('township').dropColumn('scenic_area').execute();
  for (const lang of ['zh', 'en', 'ja'])
    await db.schema.alterTable('region').dropColumn(`slogan_${lang}`).execute();
}
