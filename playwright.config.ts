import { rmSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './scripts/chromium.mjs';
const port = Number(process.env.E2E_PORT ?? 8181);
// Runs on other ports (several at once while developing) keep their stores apart.
const runDir = `artifacts/e2e-${port}`;
const databasePath = `${runDir}/east-coast-guide.sqlite`;

// Every run starts from a fresh store, created and seeded by the real server at start-up. Only the
// runner clears it: its workers load this file too, once the server holds the store, and a test
// that writes to it (an operator added with `npm run admin:user`) must reach the server's file.
if (process.env.TEST_WORKER_INDEX === undefined) rmSync(runDir, { recursive: true, force: true });

export default defineConfig({
  testDir: 'e2e',
  outputDir: `artifacts/test-results-${port}`,
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: [['list']],
  // Waits are on conditions; these bounds only decide how long a failure takes to be called.
  // CI's two cores are loaded: a first visit installs the service worker while the page loads,
  // and the notices come a second after start by design (web/src/components/notices), so a
  // pop-up can take more than Playwright's default 5 s there while taking one locally.
  timeout: 60_000,
  expect: { timeout: 15_000 },
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
      // Every test sends from the same address; the limits themselves are tested through inject.
      WRITE_LIMIT: '100000',
      SIGN_IN_LIMIT: '100000',
    },
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
