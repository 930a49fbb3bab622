import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { syncTable } from '../src/seed/sync-table';
import { migrateToLatest, openStore, type Store } from '../src/store/core/database';
import type { CategoryTable, SearchTextTable } from '../src/store/core/schema';

let store: Store;
beforeEach(async () => {
  store = openStore(':memory:');
  await migrateToLatest(store);
});
afterEach(async () => {
  await store.destroy();
});

const category = (value: number, name: string): CategoryTable => ({
  kind: 'attraction',
  value,
  position: value,
  name_zh: name,
  name_en: name,
  name_ja: name,
});

const words = (entity: 'place' | 'event', id: number, name: string): SearchTextTable => ({
  entity,
  entity_id: id,
  lang: 'en',
  name,
  summary: '',
  body: '',
  extra: '',
});

async function rowsOf(table: 'category' | 'search_text') {
  const query = sql<Record<string, unknown>>`select rowid as row_key, * from ${sql.table(table)}
    order by rowid`;
  return (await query.execute(store)).rows;
}

const totalChanges = async () =>
  (await sql<{ n: number }>`select total_changes() as n`.execute(store)).rows[0]!.n;

describe('syncTable', () => {
  it('updates a kept row in place, inserts a new one and deletes one gone', async () => {
    await syncTable(store, 'category', ['kind', 'value'], [category(11, 'a'), category(12, 'b')]);
    await syncTable(store, 'category', ['kind', 'value'], [category(12, 'B'), category(13, 'c')]);
    const rows = await rowsOf('category');
    expect(rows.map((row) => [row.row_key, row.value, row.name_en])).toEqual([
      [2, 12, 'B'],
      [3, 13, 'c'],
    ]);
  });

  it('writes nothing when the data is what the table holds', async () => {
    const rows = [category(11, 'a'), category(12, 'b')];
    await syncTable(store, 'category', ['kind', 'value'], rows);
    const before = await totalChanges();
    await syncTable(store, 'category', ['kind', 'value'], rows);
    expect(await totalChanges()).toBe(before);
  });

  it('keeps to its scope: the search rows of places leave those of events alone', async () => {
    const key = ['entity', 'entity_id', 'lang'] as const;
    await syncTable(store, 'search_text', key, [words('event', 1, 'Festival')], {
      entity: 'event',
    });
    await syncTable(store, 'search_text', key, [words('place', 1, 'Bay')], { entity: 'place' });
    await syncTable(store, 'search_text', key, [], { entity: 'place' });
    expect((await rowsOf('search_text')).map((row) => row.name)).toEqual(['Festival']);
  });

  it('keeps one row of a key the FTS table holds twice', async () => {
    await store
      .insertInto('search_text')
      .values([words('place', 1, 'Bay')])
      .execute();
    await store
      .insertInto('search_text')
      .values([words('place', 1, 'Bay')])
      .execute();
    const key = ['entity', 'entity_id', 'lang'] as const;
    await syncTable(store, 'search_text', key, [words('place', 1, 'Bay')], { entity: 'place' });
    expect(await rowsOf('search_text')).toHaveLength(1);
  });

  it('refuses data that gives two rows one key, naming the table and the key', async () => {
    await expect(
      syncTable(store, 'category', ['kind', 'value'], [category(11, 'a'), category(11, 'b')]),
    ).rejects.toThrow('category: two rows have the key ["attraction",11]');
  });
});
