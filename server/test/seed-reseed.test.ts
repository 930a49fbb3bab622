import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { seedContent, seedIfChanged } from '../src/seed/seed';
import { migrateToLatest, openStore, type Store } from '../src/store/core/database';
import { searchIds } from '../src/store/content/search';
import { dataDir } from './helper';

/*
 * Visitors' tables (favourites, reviews) will refer to places; a re-seed must update the
 * content under them, not delete it and insert it again.
 */

/** 和南寺 stays in every data set below; 泰源幽谷, which no tour, guide or car park names, goes. */
const KEPT = 5;
const GONE = 65;

const opened: Store[] = [];
const folders: string[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((store) => store.destroy()));
  folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true, force: true }));
});

/** A copy of data/ that a test may change, with its store file beside it. */
function dataCopy(): { folder: string; file: string } {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'ecg-reseed-'));
  folders.push(folder);
  cpSync(dataDir, folder, { recursive: true });
  return { folder, file: path.join(folder, 'store.sqlite') };
}

async function migratedStore(file: string): Promise<Store> {
  const store = openStore(file);
  opened.push(store);
  await migrateToLatest(store);
  return store;
}

function editJson<T>(folder: string, name: string, edit: (value: T) => T): void {
  const file = path.join(folder, name);
  writeFileSync(file, JSON.stringify(edit(JSON.parse(readFileSync(file, 'utf8')) as T)));
}

/** The next release: the kept place's summary gains a word, the other place is gone. */
function nextRelease(folder: string): void {
  editJson<{ id: number; summary: string }[]>(folder, 'seed/places.json', (places) =>
    places
      .filter((place) => place.id !== GONE)
      .map((place) =>
        place.id === KEPT ? { ...place, summary: `${place.summary} 晨鐘暮鼓聲` } : place,
      ),
  );
}

async function createFavourites(store: Store): Promise<void> {
  await sql`create table favourite (
    visitor text not null,
    place_id integer not null references place (id) on delete cascade,
    primary key (visitor, place_id)
  )`.execute(store);
}

async function favourites(store: Store): Promise<unknown[]> {
  const { rows } = await sql`select visitor, place_id from favourite order by place_id`.execute(
    store,
  );
  return rows;
}

/**
 * A digest of every row of every table (the FTS index's own included), with its rowid where
 * it has one, per table: comparing digests is quick where comparing the rows is not.
 */
async function snapshot(store: Store): Promise<Record<string, string>> {
  const tables = await sql<{ name: string; sql: string }>`select name, sql from sqlite_master
    where type = 'table' and name not like 'sqlite%' order by name`.execute(store);
  const digests: Record<string, string> = {};
  for (const table of tables.rows) {
    const name = sql.table(table.name);
    // A table without rowids is read in the order of its primary key.
    const query = /without rowid/i.test(table.sql)
      ? sql<Record<string, unknown>>`select * from ${name}`
      : sql<Record<string, unknown>>`select rowid as row_key, * from ${name} order by rowid`;
    const hash = createHash('sha256');
    for (const row of (await query.execute(store)).rows) {
      const values = Object.values(row).map((value) =>
        value instanceof Uint8Array ? Buffer.from(value).toString('hex') : value,
      );
      hash.update(JSON.stringify(values)).update('\n');
    }
    digests[table.name] = hash.digest('hex');
  }
  return digests;
}

async function totalChanges(store: Store): Promise<number> {
  const { rows } = await sql<{ n: number }>`select total_changes() as n`.execute(store);
  return rows[0]!.n;
}

async function foreignKeyProblems(store: Store): Promise<unknown[]> {
  return (await sql`pragma foreign_key_check`.execute(store)).rows;
}

describe('re-seeding', () => {
  it('runs with foreign keys enforced, and the seeded content breaks none of them', async () => {
    const store = await migratedStore(':memory:');
    await seedIfChanged(store, dataDir);
    const { rows } = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(store);
    expect(rows).toEqual([{ foreign_keys: 1 }]);
    expect(await foreignKeyProblems(store)).toEqual([]);
  });

  it("keeps a visitor's row on a place when a release changes that place and drops another", async () => {
    const { folder, file } = dataCopy();
    const first = await migratedStore(file);
    await seedIfChanged(first, folder);
    await createFavourites(first);
    await sql`insert into favourite values ('visitor-1', ${KEPT}), ('visitor-1', ${GONE})`.execute(
      first,
    );
    await first.destroy();
    opened.pop();

    nextRelease(folder);
    const store = await migratedStore(file);
    expect((await seedIfChanged(store, folder)).seeded).toBe(true);

    expect(await favourites(store)).toEqual([{ visitor: 'visitor-1', place_id: KEPT }]);
    const ids = await store.selectFrom('place').select('id').where('id', 'in', [KEPT, GONE]);
    expect(await ids.execute()).toEqual([{ id: KEPT }]);
    expect(await searchIds(store, 'place', 'zh-tw', '晨鐘暮鼓聲')).toEqual([KEPT]);
    const found = await searchIds(store, 'place', 'zh-tw', '和南寺');
    expect(found.filter((id) => id === KEPT)).toHaveLength(1);
    expect(new Set(found).size).toBe(found.length);
    expect(await searchIds(store, 'place', 'zh-tw', '泰源幽谷')).not.toContain(GONE);
    expect(await foreignKeyProblems(store)).toEqual([]);
  });

  it('changes nothing when run again on the same data: every row, rowid and search answer stays', async () => {
    const store = await migratedStore(':memory:');
    await seedContent(store, dataDir);
    const before = await snapshot(store);
    const answer = await searchIds(store, 'place', 'en', 'hot spring');
    const writes = await totalChanges(store);

    await seedContent(store, dataDir);
    expect(await totalChanges(store)).toBe(writes);
    expect(await snapshot(store)).toEqual(before);
    expect(await searchIds(store, 'place', 'en', 'hot spring')).toEqual(answer);
    expect(answer.length).toBeGreaterThan(0);
  });

  const breakages: [string, RegExp, (folder: string) => void][] = [
    [
      'a guide names a place that does not exist',
      /guides\.json: place 999999 does not exist/,
      (folder) =>
        editJson<{ places: number[] }[]>(folder, 'editorial/guides.json', ([first, ...rest]) => [
          { ...first!, places: [...first!.places, 999999] },
          ...rest,
        ]),
    ],
    [
      'an itinerary stops at a place that is gone',
      /tour_stop row \d+ refers to a place that is not in the data/,
      (folder) => {
        const tours = JSON.parse(readFileSync(path.join(folder, 'editorial/tours.json'), 'utf8'));
        const stop = (tours as { daylist: { place: number }[][] }[])[0]!.daylist[0]![0]!.place;
        editJson<{ id: number }[]>(folder, 'seed/places.json', (places) =>
          places.filter((place) => place.id !== stop),
        );
      },
    ],
  ];

  it.each(breakages)(
    'leaves the old content whole when %s, after places were already updated',
    async (_, message, breakData) => {
      const { folder, file } = dataCopy();
      const store = await migratedStore(file);
      await seedIfChanged(store, folder);
      await createFavourites(store);
      await sql`insert into favourite values ('visitor-1', ${KEPT}), ('visitor-1', ${GONE})`.execute(
        store,
      );
      const before = await snapshot(store);

      nextRelease(folder);
      breakData(folder);
      await expect(seedIfChanged(store, folder)).rejects.toThrow(message);
      expect(await snapshot(store)).toEqual(before);
    },
  );
});
