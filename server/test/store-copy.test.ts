import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openStore, type Store } from '../src/store/core/database';

const folder = mkdtempSync(path.join(tmpdir(), 'ecg-store-copy-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const probeOf = async (store: Store) =>
  (
    await store
      .selectFrom('meta')
      .select('value')
      .where('key', '=', 'probe')
      .executeTakeFirstOrThrow()
  ).value;

describe('a store opened from the image of a database file', () => {
  it('is a private copy in memory: its writes reach neither the file nor another copy', async () => {
    const file = path.join(folder, 'template.sqlite');
    const template = openStore(file);
    await migrateToLatest(template);
    await template.insertInto('meta').values({ key: 'probe', value: 'template' }).execute();
    await sql`pragma journal_mode = DELETE`.execute(template);
    await template.destroy();
    const image = readFileSync(file);

    const first = openStore(image);
    const second = openStore(image);
    try {
      await first.updateTable('meta').set({ value: 'first' }).where('key', '=', 'probe').execute();
      expect(await probeOf(first)).toBe('first');
      expect(await probeOf(second)).toBe('template');
      expect(readFileSync(file).equals(image)).toBe(true);
    } finally {
      await first.destroy();
      await second.destroy();
    }
  });
});
