import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../src/app';
import { seedIfChanged } from '../src/seed/seed';
import { migrateToLatest, openStore } from '../src/store/core/database';
import { dataDir, projectRoot, samplesDir } from './paths';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the server that answers the web's screen tests listens. */
    screensOrigin: string;
  }
}

/**
 * The web's screen tests (web/test/screens) render the app against the real server: this one,
 * started once for their run on a store migrated and seeded as at start-up, with the live
 * answers of the recorded samples and no upstream key, as the end-to-end servers run. The
 * screens only read, so they share it.
 */
export default async function startScreensServer(project: TestProject) {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'ecg-screens-'));
  const store = openStore(path.join(folder, 'screens.sqlite'));
  await migrateToLatest(store);
  await seedIfChanged(store, dataDir);
  const app = await buildApp({
    store,
    webRoot: path.join(projectRoot, 'web/dist'),
    live: { samplesDir, upstreams: { cwa: {}, tdx: {}, moenv: {} } },
  });
  const origin = await app.listen({ host: '127.0.0.1', port: 0 });
  project.provide('screensOrigin', origin);
  return async () => {
    await app.close();
    await store.destroy();
    rmSync(folder, { recursive: true, force: true });
  };
}
