import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { contentVersion } from '../src/seed/content-files';
import { seedIfChanged } from '../src/seed/seed';
import { migrateToLatest, openStore, type Store } from '../src/store/core/database';
import { dataDir } from './helper';

const opened: Store[] = [];
const folders: string[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((store) => store.destroy()));
  folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true, force: true }));
});

async function fileStore(file: string): Promise<Store> {
  const store = openStore(file);
  opened.push(store);
  await migrateToLatest(store);
  return store;
}

/** Seeded here rather than copied from the run's seeded store: the seeding is what is tested. */
async function freshlySeeded(): Promise<Store> {
  const store = await fileStore(':memory:');
  await seedIfChanged(store, dataDir);
  return store;
}

describe('seed', () => {
  it('fills an empty store with the three regions and the 29 townships of Hualien and Taitung', async () => {
    const store = await freshlySeeded();
    const regions = await store.selectFrom('region').selectAll().orderBy('id').execute();
    expect(regions.map((r) => [r.id, r.code, r.title_en])).toEqual([
      [1, 'HUN', 'Hualien'],
      [2, 'TTT', 'Taitung'],
      [3, 'GNI', 'Green Island'],
    ]);
    const townships = await store.selectFrom('township').selectAll().execute();
    expect(townships).toHaveLength(29);
    expect(new Set(townships.map((t) => t.county_zh))).toEqual(new Set(['花蓮縣', '臺東縣']));
  });

  it('gives each township the area of its postal code', async () => {
    const store = await freshlySeeded();
    const areaOf = async (name: string) =>
      await store
        .selectFrom('township')
        .select(['zipcode', 'area_id'])
        .where('name_zh', '=', name)
        .executeTakeFirstOrThrow();
    expect(await areaOf('花蓮市')).toEqual({ zipcode: 970, area_id: 2 });
    expect(await areaOf('臺東市')).toEqual({ zipcode: 950, area_id: 1 });
    expect(await areaOf('綠島鄉')).toEqual({ zipcode: 951, area_id: 3 });
  });

  it('creates the database file and leaves a seeded one as it is, losing nothing saved', async () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'ecg-seed-'));
    folders.push(folder);
    const file = path.join(folder, 'nested', 'store.sqlite');

    const version = contentVersion(dataDir);
    const first = await fileStore(file);
    expect(await seedIfChanged(first, dataDir)).toEqual({ seeded: true, version });
    await first.insertInto('meta').values({ key: 'visitor-saved', value: 'kept' }).execute();
    await first.destroy();
    opened.pop();

    const second = await fileStore(file);
    expect(await seedIfChanged(second, dataDir)).toEqual({ seeded: false, version });
    const saved = await second
      .selectFrom('meta')
      .select('value')
      .where('key', '=', 'visitor-saved')
      .executeTakeFirst();
    expect(saved?.value).toBe('kept');
    const count = await second
      .selectFrom('township')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(29);
  });

  it('reloads the content when data/ changes, and keeps what visitors saved', async () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'ecg-data-'));
    folders.push(folder);
    cpSync(dataDir, folder, { recursive: true });
    const store = await fileStore(path.join(folder, 'store.sqlite'));
    const before = await seedIfChanged(store, folder);
    await store.insertInto('meta').values({ key: 'visitor-saved', value: 'kept' }).execute();

    const regionsFile = path.join(folder, 'editorial/regions.json');
    const regions = JSON.parse(readFileSync(regionsFile, 'utf8'));
    regions[0].title.en = 'Hualien County area';
    writeFileSync(regionsFile, JSON.stringify(regions));

    const after = await seedIfChanged(store, folder);
    expect(after.seeded).toBe(true);
    expect(after.version).not.toBe(before.version);
    const hualien = await store
      .selectFrom('region')
      .select('title_en')
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
    expect(hualien.title_en).toBe('Hualien County area');
    const saved = await store
      .selectFrom('meta')
      .select('value')
      .where('key', '=', 'visitor-saved')
      .executeTakeFirst();
    expect(saved?.value).toBe('kept');
  });

  it('seeds nothing at all when part of the seed fails', async () => {
    const store = openStore(':memory:');
    opened.push(store);
    await migrateToLatest(store);
    await expect(seedIfChanged(store, path.join(dataDir, 'no-such-folder'))).rejects.toThrow();
    expect(await store.selectFrom('region').selectAll().execute()).toEqual([]);
    expect(await store.selectFrom('meta').selectAll().execute()).toEqual([]);
  });
});
