import path from 'node:path';
import { seedIfChanged } from '../server/src/seed/seed';
import { migrateToLatest, openStore } from '../server/src/store/core/database';

/*
 * Creates the end-to-end run's store at the path given, as the server does at start-up
 * (server/src/main.ts): migrated and seeded from the project's data. Run once per run by
 * playwright.config.ts, which copies it for each worker's server.
 */
const databasePath = process.argv[2];
if (!databasePath) throw new Error('usage: tsx e2e/prepare-store.ts <database path>');
const store = openStore(databasePath);
await migrateToLatest(store);
await seedIfChanged(store, path.join(process.cwd(), 'data'));
await store.destroy();
