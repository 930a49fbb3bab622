import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../src/app';
import type { AppOptions } from '../src/app';
import type { UpstreamConfig } from '../src/upstream-config';
import { seedIfChanged } from '../src/seed/seed';
import { migrateToLatest, openStore, type Store } from '../src/store/database';

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const dataDir = path.join(projectRoot, 'data');

/** A migrated, seeded store of its own for each test file: the real schema and data, in memory. */
export async function seededStore(databasePath = ':memory:'): Promise<Store> {
  const store = openStore(databasePath);
  await migrateToLatest(store);
  await seedIfChanged(store, dataDir);
  return store;
}

export const samplesDir = path.join(dataDir, 'samples');

/** What a test may set of the live options; unset upstreams serve their samples. */
export interface TestLiveOptions extends Partial<UpstreamConfig> {
  now?: () => number;
}

export interface TestAppOptions extends Pick<
  AppOptions,
  'answerCache' | 'logger' | 'timeouts' | 'map' | 'trustProxy' | 'signIn'
> {
  webRoot?: string;
  live?: TestLiveOptions;
  /** The clock of the content answers that depend on the date. */
  now?: () => number;
}

export async function testApp(options: TestAppOptions = {}) {
  const store = await seededStore();
  const app = await buildApp({
    store,
    webRoot: options.webRoot ?? path.join(projectRoot, 'web/dist'),
    live: {
      samplesDir,
      upstreams: { cwa: {}, tdx: {}, moenv: {}, ...options.live },
      ...(options.live?.now ? { now: options.live.now } : {}),
    },
    ...(options.now ? { now: options.now } : {}),
    ...(options.answerCache ? { answerCache: options.answerCache } : {}),
    ...(options.logger ? { logger: options.logger } : {}),
    ...(options.timeouts ? { timeouts: options.timeouts } : {}),
    ...(options.map ? { map: options.map } : {}),
    ...(options.trustProxy !== undefined ? { trustProxy: options.trustProxy } : {}),
    ...(options.signIn ? { signIn: options.signIn } : {}),
  });
  return { app, store };
}

/**
 * One seeded app for a test file, built before its tests and closed after them. Call it at
 * the top of the file; read `.app` inside the tests.
 */
export function useTestApp(options: TestAppOptions = {}) {
  const context = {} as Awaited<ReturnType<typeof testApp>>;
  beforeAll(async () => {
    Object.assign(context, await testApp(options));
  });
  afterAll(async () => {
    await context.app.close();
    await context.store.destroy();
  });
  return context;
}
