import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  migrateToLatest,
  openStore,
  syncedLaterOnSqlite,
  type Store,
} from '../src/store/core/database';

const FULL = 2;
const NORMAL = 1;

let folder: string;
let store: Store;

const syncLevel = async (db: Store) => {
  const { rows } = await sql<{ synchronous: number }>`pragma synchronous`.execute(db);
  return rows[0]?.synchronous;
};

beforeEach(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'ecg-durability-'));
  store = openStore(path.join(folder, 'east-coast-guide.sqlite'));
  await migrateToLatest(store);
});

afterEach(async () => {
  await store.destroy();
  rmSync(folder, { recursive: true, force: true });
});

describe('the store on disk', () => {
  it('keeps a write-ahead log and syncs every commit to disk', async () => {
    const { rows } = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(store);
    expect(rows[0]?.journal_mode).toBe('wal');
    expect(await syncLevel(store)).toBe(FULL);
  });

  it('runs a claim unsynced, then syncs every commit again, even after a failure', async () => {
    expect(await syncedLaterOnSqlite(store, (trx) => syncLevel(trx))).toBe(NORMAL);
    expect(await syncLevel(store)).toBe(FULL);

    await expect(
      syncedLaterOnSqlite(store, async () => {
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await syncLevel(store)).toBe(FULL);
  });

  it('lets no other commit run unsynced while a claim holds the connection', async () => {
    let letGo = () => {};
    const held = new Promise<void>((resolve) => (letGo = resolve));
    const claim = syncedLaterOnSqlite(store, async (trx) => {
      await held;
      return syncLevel(trx);
    });
    // Asked while the claim waits: it runs after the claim, at the durable level.
    const other = store.transaction().execute((trx) => syncLevel(trx));
    letGo();
    expect(await claim).toBe(NORMAL);
    expect(await other).toBe(FULL);
  });
});
