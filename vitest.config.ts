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
        },
      },
      {
        test: {
          name: 'web',
          root: 'web',
          environment: 'happy-dom',
          include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
        },
      },
    ],
  },
});
