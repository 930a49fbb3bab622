import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';

/*
 * Where a run of the end-to-end tests keeps its servers and stores (docs/testing.md, End to
 * end). Each worker has a server and a store of its own, so the workers run side by side and
 * nothing one test writes is seen by a test of another worker: worker slot n (Playwright's
 * TEST_PARALLEL_INDEX, kept by a worker that replaces a failed one) talks to the server on
 * E2E_PORT + n, whose store is slot-n/ in the run's folder. Runs on other ports (several at
 * once while developing) keep their folders apart. The last slot's server keeps what is written
 * in a database of the run's own PostgreSQL server (e2e-postgres.ts), so that the suite runs on
 * both engines of the written tables.
 */

export const E2E_BASE_PORT = Number(process.env.E2E_PORT ?? 8181);

/**
 * One worker per core (each drives a Chromium and has a server of its own), at least two so
 * that a one-core machine still runs the stores side by side; E2E_WORKERS overrides it.
 */
export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? Math.max(2, availableParallelism()));

/** Playwright runs from the project's root, as the config's relative paths say. */
export const E2E_RUN_DIR = path.join(process.cwd(), `artifacts/e2e-${E2E_BASE_PORT}`);

/** The store seeded once per run, copied into each slot before its server starts. */
export const E2E_TEMPLATE_DATABASE = path.join(E2E_RUN_DIR, 'template.sqlite');

export const slotPort = (slot: number): number => E2E_BASE_PORT + slot;

export const slotDatabase = (slot: number): string =>
  path.join(E2E_RUN_DIR, `slot-${slot}`, 'east-coast-guide.sqlite');

/**
 * The slot whose server keeps the written tables in PostgreSQL; the others keep them in SQLite.
 * None when one worker runs alone: it stays on SQLite, as the README's two commands serve.
 */
export const POSTGRES_SLOT = E2E_WORKERS > 1 ? E2E_WORKERS - 1 : undefined;

/** Where the runner notes its PostgreSQL server (e2e-postgres.ts): its folder and the database. */
export const E2E_POSTGRES_RECORD = path.join(E2E_RUN_DIR, 'postgres.json');

export interface PostgresRecord {
  /** startPostgresServer's folder, stopped and removed at the run's end or the next run's start. */
  folder: string;
  /** The database of the PostgreSQL slot's written tables, for its DATABASE_URL. */
  url: string;
}

/** The DATABASE_URL of a slot's server: the run's PostgreSQL database, or none (SQLite). */
export function slotWrittenUrl(slot: number): string | undefined {
  if (slot !== POSTGRES_SLOT) return undefined;
  return (JSON.parse(readFileSync(E2E_POSTGRES_RECORD, 'utf8')) as PostgresRecord).url;
}

/**
 * The built app this slot's server serves: a copy of web/dist per slot, so that a test that
 * releases a new version of it (offline.spec's service worker) changes only its own worker's.
 */
export const slotWebRoot = (slot: number): string => path.join(E2E_RUN_DIR, `slot-${slot}`, 'web');

/** This worker's slot; 0 in the runner, which has none. */
const slot = Number(process.env.TEST_PARALLEL_INDEX ?? 0);

/**
 * The store of this worker's server, for what a test sets up or checks as the operators would
 * (`npm run admin:user`, the staff's functions): the very database this worker's app reads.
 */
export const E2E_DATABASE = slotDatabase(slot);

/**
 * Where this worker's server keeps what is written: its PostgreSQL database on the last slot,
 * else undefined (E2E_DATABASE's file). Read when asked, once the runner has noted it.
 */
export const e2eWrittenUrl = (): string | undefined => slotWrittenUrl(slot);

/** The built app of this worker's server. */
export const E2E_WEB_ROOT = slotWebRoot(slot);
