// The JavaScript a visitor downloads for the first screen, gzipped, against the budget.
// Needs `npm run build` first: it measures the built app served by the real server.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, devices } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.mjs';

const BUDGET_KB = 130;
const port = Number(process.env.BENCH_PORT ?? 8282);
const origin = `http://127.0.0.1:${port}`;
const firstScreen = `${origin}/pwa/#/zh-tw/`;
const workDir = path.join('artifacts', 'bench-web');

if (!existsSync('server/dist/main.js') || !existsSync('web/dist/index.html')) {
  console.error('No build: run "npm run build" first.');
  process.exit(2);
}

rmSync(workDir, { recursive: true, force: true });
mkdirSync(workDir, { recursive: true });
const server = spawn(process.execPath, ['server/dist/main.js'], {
  env: { ...process.env, PORT: String(port), DATABASE_PATH: path.join(workDir, 'bench.sqlite') },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const serverExit = new Promise((resolve) => server.once('exit', resolve));

async function waitForServer() {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server stopped (${server.exitCode})`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not answer within 60 s');
}

/** Every script the first screen loads, until the network is idle, as the browser decoded it. */
async function scriptsOfFirstScreen() {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: CHROMIUM_ARGS,
  });
  try {
    // No service worker: its precache would fetch every chunk, not only the first screen's.
    const context = await browser.newContext({
      ...devices['Pixel 7'],
      viewport: { width: 390, height: 844 },
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    const bodies = [];
    page.on('response', (response) => {
      const type = response.headers()['content-type'] ?? '';
      if (type.includes('javascript') || new URL(response.url()).pathname.endsWith('.js')) {
        bodies.push(response.body().then((body) => ({ url: response.url(), body })));
      }
    });
    await page.goto(firstScreen, { waitUntil: 'networkidle' });
    return await Promise.all(bodies);
  } finally {
    await browser.close();
  }
}

const kb = (bytes) => bytes / 1024;
const cell = (value, width) => value.toFixed(1).padStart(width);

let status = 1;
try {
  await waitForServer();
  const scripts = await scriptsOfFirstScreen();
  const rows = scripts
    .map(({ url, body }) => ({
      file: new URL(url).pathname,
      raw: body.length,
      gzip: gzipSync(body, { level: 9 }).length,
    }))
    .sort((a, b) => b.gzip - a.gzip);
  const width = Math.max(4, ...rows.map((row) => row.file.length));
  console.log(`JavaScript of the first screen (${firstScreen.replace(origin, '')})\n`);
  console.log(`${'file'.padEnd(width)}  ${'raw KB'.padStart(8)}  ${'gzip KB'.padStart(8)}`);
  for (const row of rows) {
    console.log(`${row.file.padEnd(width)}  ${cell(kb(row.raw), 8)}  ${cell(kb(row.gzip), 8)}`);
  }
  const raw = kb(rows.reduce((sum, row) => sum + row.raw, 0));
  const gzip = kb(rows.reduce((sum, row) => sum + row.gzip, 0));
  console.log(`${'total'.padEnd(width)}  ${cell(raw, 8)}  ${cell(gzip, 8)}`);
  const within = gzip <= BUDGET_KB;
  console.log(
    `\n${rows.length} scripts, ${gzip.toFixed(1)} KB gzipped: ${within ? 'within' : 'OVER'} the budget of ${BUDGET_KB} KB`,
  );
  status = within ? 0 : 1;
} catch (error) {
  console.error(`bench:web failed: ${error instanceof Error ? error.message : error}`);
} finally {
  server.kill();
  await serverExit;
}
process.exit(status);
