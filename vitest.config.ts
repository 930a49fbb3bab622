import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { SRC_ALIAS } from './web/build/src-alias.ts';

// One run covers the three packages; each is its own project so web tests get a DOM and the others do not.

// On a loaded 2-core machine a test app takes seconds to build, ESLint seconds to load its
// plugins and a screen seconds to render, so the limits are there to catch a hang, not to time
// the work (a time is measured by the benchmarks).
const HANG_LIMITS = { hookTimeout: 60_000, testTimeout: 60_000 };

/*
 * Test files of domain and server share their worker's modules instead of importing them again
 * for each file: importing was most of the unit step's time (domain: 63 s isolated, 6 s shared).
 * Their tests keep no state in modules between files; the few that replace a module with
 * vi.mock (which would leak into the files after them) run isolated in a project of their own.
 */
const SHARED_MODULES = { isolate: false };
export const SERVER_FILES_WITH_MOCKS = [
  'test/passwords.test.ts',
  'test/admin-sign-in-throttle.test.ts',
];

export default defineConfig({
  test: {
    // Vitest keeps a core for itself by default, which leaves one worker on our 2-core machines
    // while its own process mostly waits: one worker per core, as the end-to-end run does.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      { test: { name: 'repo', include: ['scripts/**/*.test.ts'], ...HANG_LIMITS } },
      {
        test: {
          name: 'domain',
          root: 'domain',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          ...SHARED_MODULES,
          ...HANG_LIMITS,
        },
      },
      {
        test: {
          name: 'server',
          root: 'server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: SERVER_FILES_WITH_MOCKS,
          // The store is migrated and seeded once per run; each test opens a copy of it. The
          // tests of written data on a real PostgreSQL share one server.
          globalSetup: ['test/global-setup.ts', 'test/postgres-setup.ts'],
          ...SHARED_MODULES,
          ...HANG_LIMITS,
        },
      },
      {
        test: {
          name: 'server-mocks',
          root: 'server',
          include: SERVER_FILES_WITH_MOCKS,
          globalSetup: ['test/global-setup.ts', 'test/postgres-setup.ts'],
          ...HANG_LIMITS,
        },
      },
      {
        // What vite.config.ts defines for a build.
        define: { __APP_VERSION__: JSON.stringify('0.1.0+test') },
        resolve: { alias: [SRC_ALIAS] },
        test: {
          name: 'web',
          root: 'web',
          environment: 'happy-dom',
          include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
          ...HANG_LIMITS,
        },
      },
      {
        define: { __APP_VERSION__: JSON.stringify('0.1.0+test') },
        resolve: { alias: [SRC_ALIAS] },
        test: {
          name: 'screens',
          root: 'web',
          environment: 'happy-dom',
          include: ['test/screens/**/*.test.{ts,tsx}'],
          globalSetup: ['../server/test/screens-server.ts'],
          ...HANG_LIMITS,
        },
      },
    ],
  },
});
