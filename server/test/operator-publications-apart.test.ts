import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { describe, expect, it } from 'vitest';
import { migrateToLatest, openStore } from '../src/store/core/database';
import { migrationProvider } from '../src/store/core/migrations';

/** A store of a release whose seed copied the operators' publications among the articles. */
describe('the store of a release that kept added publications among the articles', () => {
  it('keeps them in operator_publication only, and the seeded articles as they are', async () => {
    const store = openStore(':memory:');
    try {
      const migrator = new Migrator({ db: store, provider: migrationProvider });
      await migrator.migrateTo('0029-campaigns');
      for (const [id, kind] of [
        [7, 'publication'],
        [100_001, 'publication'],
      ] as const) {
        await sql`insert into article (id, kind, position, datetime, href, image)
          values (${id}, ${kind}, ${id}, '2026-11-01 09:00:00', null, null)`.execute(store);
        await sql`insert into article_text (article_id, lang, title, summary, content)
          values (${id}, 'en', ${`Leaflet ${id}`}, '', '')`.execute(store);
        await sql`insert into search_text (name, summary, body, extra, entity, entity_id, lang)
          values (${`Leaflet ${id}`}, '', '', '', 'article', ${id}, 'en')`.execute(store);
      }
      await migrateToLatest(store);
      const left = async (table: string, column: string) =>
        (
          await sql<{
            id: number;
          }>`select ${sql.ref(column)} as id from ${sql.table(table)}`.execute(store)
        ).rows.map((row) => Number(row.id));
      expect(await left('article', 'id')).toEqual([7]);
      expect(await left('article_text', 'article_id')).toEqual([7]);
      expect(await left('search_text', 'entity_id')).toEqual([7]);
    } finally {
      await store.destroy();
    }
  });
});
