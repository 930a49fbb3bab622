import { availableParallelism } from 'node:os';
import path from 'node:path';

/*
 * Where a run of the end-to-end tests keeps its servers and stores (docs/testing.md, End to
 * end). Each worker has a server and a store of its own, so the workers run side by side and
 * nothing one test writes is seen by a test of another worker: worker slot n (Playwright's
 * TEST_PARALLEL_INDEX, kept by a worker that replaces a failed one) talks to the server on
 * E2E_PORT + n, whose store is slot-n/ in the run's folder. Runs on other ports (several at
 * once while developing) keep their folders apart.
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

/** The built app of this worker's server. */
export const E2E_WEB_ROOT = slotWebRoot(slot);
