import { execFileSync } from 'node:child_process';
import { copyFileSync, cpSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { startE2ePostgres, stopE2ePostgres } from './e2e/e2e-postgres';
import {
  E2E_RUN_DIR,
  E2E_TEMPLATE_DATABASE,
  E2E_WORKERS,
  POSTGRES_SLOT,
  slotDatabase,
  slotPort,
  slotWebRoot,
  slotWrittenUrl,
} from './e2e/e2e-run';
import { CHROMIUM_ARGS, e2eChromiumPath } from './scripts/chromium.mjs';

const slots = Array.from({ length: E2E_WORKERS }, (_, slot) => slot);

// Every run starts from fresh stores: one is migrated and seeded by the server's own code, then
// copied for each worker's server, which finds it seeded; each server serves a copy of the built
// app of its own too. The last worker's server keeps what is written in PostgreSQL instead: a
// fresh database of a server the run starts here (a killed run's is stopped first) and stops at
// its end (e2e/global-teardown.ts); its server migrates and seeds it as in production. Only the
// runner makes them: its workers load this file too, once the servers hold the stores.
if (process.env.TEST_WORKER_INDEX === undefined) {
  stopE2ePostgres();
  rmSync(E2E_RUN_DIR, { recursive: true, force: true });
  mkdirSync(E2E_RUN_DIR, { recursive: true });
  execFileSync(
    path.join('node_modules', '.bin', 'tsx'),
    ['e2e/prepare-store.ts', E2E_TEMPLATE_DATABASE],
    { stdio: 'inherit' },
  );
  for (const slot of slots) {
    mkdirSync(path.dirname(slotDatabase(slot)), { recursive: true });
    copyFileSync(E2E_TEMPLATE_DATABASE, slotDatabase(slot));
    cpSync(path.join('web', 'dist'), slotWebRoot(slot), { recursive: true });
  }
  if (POSTGRES_SLOT !== undefined) await startE2ePostgres();
}

/** This worker's server; the runner's own value is never used by a test. */
const port = slotPort(Number(process.env.TEST_PARALLEL_INDEX ?? 0));

export default defineConfig({
  testDir: 'e2e',
  outputDir: `${E2E_RUN_DIR}/results`,
  // A spec's tests run in order in one worker; the specs are shared among the workers.
  fullyParallel: false,
  workers: E2E_WORKERS,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: [['list'], ['./e2e/file-times-reporter.ts'], ['./e2e/failure-page-reporter.ts']],
  globalTeardown: './e2e/global-teardown.ts',
  // Waits are on conditions; these bounds only decide how long a failure takes to be called.
  // CI's two cores run a Chromium and a server per worker: a first visit installs the service
  // worker while the page loads, and the notices come a second after start by design
  // (web/src/widgets/notices), so a pop-up can take many seconds there and one locally. A
  // spec sets a longer bound only for a test longer than this one's.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    ...devices['Pixel 7'],
    viewport: { width: 390, height: 844 },
    // A phone's size, touch and agent, at one device pixel per CSS pixel: layout is in CSS pixels
    // whatever the density, and no test reads pixels, while Pixel 7's 2.6 would raster seven
    // times as many on every paint (a fifth of the run's time on our 2-core machines). Pictures
    // taken to be looked at (`npm run screenshots`) keep the phone's density.
    deviceScaleFactor:
      process.env.E2E_SCREENSHOTS === '1' ? devices['Pixel 7'].deviceScaleFactor : 1,
    // The visitor allows location and stands at the scenic area's default point (requirements §9);
    // the location tests take the permission away.
    permissions: ['geolocation'],
    // A first visit installs the service worker, which fetches and keeps the whole app while the
    // test goes on: two seconds of a core per test. Only the specs about it (offline, updates,
    // the forms that wait offline, the policy) let it run.
    serviceWorkers: 'block',
    geolocation: { latitude: 23.020216835184925, longitude: 121.32502856654718 },
    launchOptions: {
      executablePath: e2eChromiumPath,
      // No machine here reaches the internet: content pictures on outside hosts fail at once
      // instead of waiting for a DNS timeout, as they would on a phone with no signal. The
      // member pages are opened at localhost, since WebAuthn refuses an IP address.
      args: [
        ...CHROMIUM_ARGS,
        '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
      ],
    },
    // Recording a trace (a screencast and DOM snapshots of every step) for each test, to keep
    // only the failures', cost about half again the run's time; a failure is re-run with
    // `npx playwright test <file> --trace on` to record one.
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  webServer: slots.map((slot) => ({
    command: 'node server/dist/main.js',
    url: `http://127.0.0.1:${slotPort(slot)}/api/health`,
    // No upstream keys: live data comes from the recorded samples, the same on every machine.
    env: {
      PORT: String(slotPort(slot)),
      DATABASE_PATH: slotDatabase(slot),
      // Set on the last slot only: the others ignore one in the runner's environment.
      DATABASE_URL: slotWrittenUrl(slot) ?? '',
      DATABASE_POOL_SIZE: '',
      WEB_ROOT: slotWebRoot(slot),
      CWA_API_KEY: '',
      TDX_CLIENT_ID: '',
      TDX_CLIENT_SECRET: '',
      // Every test sends from the same address; the limits themselves are tested through inject.
      WRITE_LIMIT: '100000',
      SIGN_IN_LIMIT: '100000',
      MEMBER_LIMIT: '100000',
    },
    reuseExistingServer: false,
    timeout: 60_000,
  })),
});
