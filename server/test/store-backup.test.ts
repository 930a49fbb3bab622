import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { backupDatabase, defaultBackupPath } from '../src/store/core/backup';
import { migrateToLatest, openStore, type Store } from '../src/store/core/database';

let folder: string;
let store: Store;
const databasePath = () => path.join(folder, 'east-coast-guide.sqlite');

async function sendWrite(key: string) {
  await store
    .insertInto('write_request')
    .values({
      route: 'suggest',
      key,
      fingerprint: 'f',
      state: 'done',
      lease_until: 0,
      status: 201,
      answer: '{}',
      created_at: 0,
    })
    .execute();
}

beforeEach(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'ecg-backup-'));
  store = openStore(databasePath());
  await migrateToLatest(store);
});

afterEach(async () => {
  await store.destroy();
  rmSync(folder, { recursive: true, force: true });
});

describe('npm run db:backup', () => {
  it('names a backup by Taipei time beside the database', () => {
    // 2026-11-25 16:30:05 UTC is 2026-11-26 00:30:05 in Taipei.
    expect(defaultBackupPath('/srv/ecg/db.sqlite', Date.UTC(2026, 10, 25, 16, 30, 5))).toBe(
      '/srv/ecg/backups/east-coast-guide-20261126-003005.sqlite',
    );
  });

  it('copies the database whole while the server holds it open, writes still in its WAL', async () => {
    for (let i = 0; i < 50; i++) await sendWrite(`key-${i}`);
    const target = path.join(folder, 'copy.sqlite');
    const { bytes } = backupDatabase(databasePath(), target);
    // The server goes on writing after the copy: the copy is the moment it was taken.
    await sendWrite('after');

    expect(bytes).toBeGreaterThan(0);
    expect(readdirSync(folder).filter((file) => file.includes('partial'))).toEqual([]);
    const copy = new SQLite(target, { readonly: true });
    expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
    expect(copy.prepare('select count(*) as n from write_request').get()).toEqual({ n: 50 });
    // A single file: nothing of it is left in a WAL beside it.
    expect(copy.pragma('journal_mode', { simple: true })).toBe('delete');
    copy.close();
    expect(existsSync(`${target}-wal`)).toBe(false);
  });

  it('leaves no file behind when it cannot copy', () => {
    const target = path.join(folder, 'missing', 'copy.sqlite');
    expect(() => backupDatabase(databasePath(), target)).toThrow();
    expect(existsSync(target)).toBe(false);
    expect(existsSync(`${target}.partial`)).toBe(false);
  });
});
