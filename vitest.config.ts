import { defineConfig } from 'vitest/config';

// One run covers the three packages; each is its own project so web tests get a DOM and the others do not.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'repo', include: ['scripts/**/*.test.ts'] } },
      {
        test: {
          name: 'domain',
          root: 'domain',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'server',
          root: 'server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          // The store is migrated and seeded once per run; each test opens a copy of it.
          globalSetup: ['test/global-setup.ts'],
          // On a loaded 2-core machine a test app takes seconds to build, so the limits are
          // there to catch a hang, not to time the work.
          hookTimeout: 60_000,
          testTimeout: 60_000,
        },
      },
      {
        // What vite.config.ts defines for a build.
        define: { __APP_VERSION__: JSON.stringify('0.1.0+test') },
        test: {
          name: 'web',
          root: 'web',
          environment: 'happy-dom',
          include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
        },
      },
    ],
  },
});
