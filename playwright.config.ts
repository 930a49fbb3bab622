import { rmSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './scripts/chromium.mjs';
const port = Number(process.env.E2E_PORT ?? 8181);
// Runs on other ports (several at once while developing) keep their stores apart.
const runDir = `artifacts/e2e-${port}`;
const databasePath = `${runDir}/east-coast-guide.sqlite`;

// Every run starts from a fresh store, created and seeded by the real server at start-up. The
// workers load this file too, once the server is up: they must leave its store alone (the
// service forms' specs open it beside the server, as the operator console will).
if (process.env.TEST_WORKER_INDEX === undefined) rmSync(runDir, { recursive: true, force: true });

export default defineConfig({
  testDir: 'e2e',
  outputDir: `artifacts/test-results-${port}`,
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    ...devices['Pixel 7'],
    viewport: { width: 390, height: 844 },
    // The visitor allows location and stands at the scenic area's default point (requirements §9);
    // the location tests take the permission away.
    permissions: ['geolocation'],
    geolocation: { latitude: 23.020216835184925, longitude: 121.32502856654718 },
    launchOptions: {
      executablePath: chromiumPath,
      // No machine here reaches the internet: content pictures on outside hosts fail at once
      // instead of waiting for a DNS timeout, as they would on a phone with no signal.
      args: [...CHROMIUM_ARGS, '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'],
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: 'node server/dist/main.js',
    url: `http://127.0.0.1:${port}/api/health`,
    // No upstream keys: live data comes from the recorded samples, the same on every machine.
    env: {
      PORT: String(port),
      DATABASE_PATH: databasePath,
      CWA_API_KEY: '',
      TDX_CLIENT_ID: '',
      TDX_CLIENT_SECRET: '',
      // Every test sends from the same address; the limit itself is tested through inject.
      WRITE_LIMIT: '100000',
    },
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
