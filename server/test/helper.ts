import { copyFileSync, constants, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../src/app';
import type { AppOptions } from '../src/app';
import type { UpstreamConfig } from '../src/upstream-config';
import { seedIfChanged, seedWritten } from '../src/seed/seed';
import { migrateToLatest, openStore, type Store } from '../src/store/core/database';
import type { Kysely } from 'kysely';
import type { WrittenTables } from '../src/store/core/written-tables';
import { TEST_PASSWORD_COST } from './operators';
import { dataDir, projectRoot, samplesDir } from './paths';
import { closeWritten, writtenBeside, type WrittenEngine } from './written-engines';

export { dataDir, projectRoot, samplesDir } from './paths';

let templateImage: Buffer | undefined;

/**
 * A migrated, seeded store of its own for each test: the real schema and data, copied from the
 * store the server project's set-up seeded once for the run (global-setup.ts), in memory or
 * into `databasePath`, a new file. Outside a test run (the bench) it is seeded here.
 */
export async function seededStore(databasePath = ':memory:'): Promise<Store> {
  const template = process.env.VITEST ? inject('seededStoreTemplate') : undefined;
  if (template === undefined) {
    const store = openStore(databasePath);
    await migrateToLatest(store);
    await seedIfChanged(store, dataDir);
    return store;
  }
  if (databasePath === ':memory:') {
    templateImage ??= readFileSync(template);
    return openStore(templateImage);
  }
  mkdirSync(path.dirname(databasePath), { recursive: true });
  copyFileSync(template, databasePath, constants.COPYFILE_EXCL);
  return openStore(databasePath);
}

/**
 * The upstream time limit of a test that sees an upstream time out, and the longest it waits
 * for the server to give up: both well under the real limit (UPSTREAM_TIMEOUT_MS), so such a
 * test fails if the server kept the real one.
 */
export const SHORT_UPSTREAM_TIMEOUT_MS = 1_000;
export const SHORT_UPSTREAM_TIMEOUT_SEEN_WITHIN_MS = 5_000;

/** What a test may set of the live options; unset upstreams serve their samples. */
export interface TestLiveOptions extends Partial<UpstreamConfig> {
  now?: () => number;
  upstreamTimeoutMs?: number;
}

export interface TestAppOptions extends Pick<
  AppOptions,
  | 'answerCache'
  | 'logger'
  | 'timeouts'
  | 'map'
  | 'trustProxy'
  | 'signIn'
  | 'homeAhead'
  | 'observeRoute'
  | 'writes'
  | 'members'
> {
  webRoot?: string;
  live?: TestLiveOptions;
  /** The clock of the content answers that depend on the date. */
  now?: () => number;
}

/** The stores an app of a test runs over: the seeded content, and the written tables. */
export interface TestStores {
  store: Store;
  /** The content's store itself, or a store of its own apart (docs/testing.md). */
  written: Kysely<WrittenTables>;
}

/** The real app over `stores`, as a test sets it; unset upstreams serve their samples. */
export function appOver({ store, written }: TestStores, options: TestAppOptions = {}) {
  const { now: liveNow, upstreamTimeoutMs, ...upstreams } = options.live ?? {};
  return buildApp({
    store,
    written,
    webRoot: options.webRoot ?? path.join(projectRoot, 'web/dist'),
    live: {
      samplesDir,
      upstreams: { cwa: {}, tdx: {}, moenv: {}, ...upstreams },
      ...(liveNow ? { now: liveNow } : {}),
      ...(upstreamTimeoutMs ? { upstreamTimeoutMs } : {}),
    },
    ...(options.now ? { now: options.now } : {}),
    ...(options.answerCache ? { answerCache: options.answerCache } : {}),
    ...(options.logger ? { logger: options.logger } : {}),
    ...(options.timeouts ? { timeouts: options.timeouts } : {}),
    ...(options.map ? { map: options.map } : {}),
    ...(options.trustProxy !== undefined ? { trustProxy: options.trustProxy } : {}),
    ...(options.homeAhead ? { homeAhead: true } : {}),
    ...(options.observeRoute ? { observeRoute: options.observeRoute } : {}),
    ...(options.writes ? { writes: options.writes } : {}),
    ...(options.members ? { members: options.members } : {}),
    signIn: { passwordCost: TEST_PASSWORD_COST, ...options.signIn },
  });
}

/**
 * A seeded store of the test's own, the written tables in it or apart in a store of `engine`
 * given what they hold of the seed (its surveys), as a server's start does, and the app over both.
 */
export async function testApp(options: TestAppOptions = {}, engine?: WrittenEngine) {
  const store = await seededStore();
  const written = await writtenBeside(store, engine);
  if (written !== store) await seedWritten(written, dataDir);
  const app = await appOver({ store, written }, options);
  return { app, store, written };
}

/** Closes what testApp opened: the app, then its stores. */
export async function closeTestApp({ app, store, written }: Awaited<ReturnType<typeof testApp>>) {
  await app.close();
  await closeWritten(written, store);
  await store.destroy();
}

/**
 * One seeded app for a test file, built before its tests and closed after them. Call it at
 * the top of the file; read `.app` inside the tests.
 */
export function useTestApp(options: TestAppOptions = {}, engine?: WrittenEngine) {
  const context = {} as Awaited<ReturnType<typeof testApp>>;
  beforeAll(async () => {
    Object.assign(context, await testApp(options, engine));
  });
  afterAll(() => closeTestApp(context));
  return context;
}
