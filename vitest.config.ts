import { defineConfig } from 'vitest/config';

// One run covers the three packages; each is its own project so web tests get a DOM and the others do not.

// On a loaded 2-core machine a test app takes seconds to build, ESLint seconds to load its
// plugins and a screen seconds to render, so the limits are there to catch a hang, not to time
// the work (a time is measured by the benchmarks).
const HANG_LIMITS = { hookTimeout: 60_000, testTimeout: 60_000 };

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'repo', include: ['scripts/**/*.test.ts'], ...HANG_LIMITS } },
      {
        test: {
          name: 'domain',
          root: 'domain',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          ...HANG_LIMITS,
        },
      },
      {
        test: {
          name: 'server',
          root: 'server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          // The store is migrated and seeded once per run; each test opens a copy of it.
          globalSetup: ['test/global-setup.ts'],
          ...HANG_LIMITS,
        },
      },
      {
        // What vite.config.ts defines for a build.
        define: { __APP_VERSION__: JSON.stringify('0.1.0+test') },
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
