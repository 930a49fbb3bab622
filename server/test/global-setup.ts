import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import type { TestProject } from 'vitest/node';
import { seedIfChanged } from '../src/seed/seed';
import { migrateToLatest, openStore } from '../src/store/core/database';
import { dataDir } from './paths';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The file of the store migrated and seeded once for the run, which each test copies. */
    seededStoreTemplate: string;
  }
}

/**
 * Migrates and seeds the store once for the whole server project, instead of once per test
 * file: each test opens its own copy of it (helper.ts, seededStore). The file is in a folder
 * of this run's own, so runs side by side do not share it, and it goes with the run.
 */
export default async function seedTemplate(project: TestProject) {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'ecg-seeded-'));
  const file = path.join(folder, 'seeded.sqlite');
  const store = openStore(file);
  try {
    await migrateToLatest(store);
    await seedIfChanged(store, dataDir);
    // An image of a WAL database cannot be opened in memory; leaving WAL writes it all back.
    await sql`pragma journal_mode = DELETE`.execute(store);
  } finally {
    await store.destroy();
  }
  project.provide('seededStoreTemplate', file);
  return () => rmSync(folder, { recursive: true, force: true });
}
