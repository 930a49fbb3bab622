// The JavaScript a visitor downloads for the first screen, gzipped, against the budget; then
// a list of 2,000 records (a fixture) scrolled to its end, and a map of 5,000 markers (a fixture)
// panned and zoomed, which must cause no long task over 50 ms; and the map's own chunk.
// Needs `npm run build` first: it measures the built app served by the real server.
/* global window, document, requestAnimationFrame -- used in functions that run in the page */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, devices } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.mjs';
import { benchMap, MAP_MARKERS, phoneContext, record } from './bench-map.mjs';
import { benchFirstPaint, FIRST_PAINT_RATIO_BUDGET } from './bench-first-paint.mjs';
import { FIXTURE_IMAGE_ORIGIN, listAnswer } from './list-fixture.mjs';
import { benchLighthouse, reportLighthouse } from './bench-lighthouse.mjs';
import { benchShift, reportShift, shiftScreens } from './bench-shift.mjs';
import { benchReturning, reportReturning, returningScreens } from './bench-returning.mjs';

const BUDGET_KB = 100;
const port = Number(process.env.BENCH_PORT ?? 8282);
const origin = `http://127.0.0.1:${port}`;
const firstScreen = `${origin}/pwa/#/zh-tw/`;
const workDir = path.join('artifacts', 'bench-web');
// BENCH_PART=paint, shift, returning, lighthouse, list or map runs that part alone (after the
// first screen's weight, which the map part needs to tell its own chunk apart), weight the
// weight alone; unset, all of them.
const PARTS = ['weight', 'paint', 'shift', 'returning', 'lighthouse', 'list', 'map'];
const part = process.env.BENCH_PART ?? 'all';
if (!['all', ...PARTS].includes(part)) {
  console.error(`BENCH_PART is one of ${PARTS.join(', ')} or unset, not "${part}".`);
  process.exit(2);
}
const runs = (name) => part === 'all' || part === name;

if (!existsSync('server/dist/main.js') || !existsSync('web/dist/index.html')) {
  console.error('No build: run "npm run build" first.');
  process.exit(2);
}

rmSync(workDir, { recursive: true, force: true });
mkdirSync(workDir, { recursive: true });
// A copy of the built app, beside which the first paint's static page is written.
const webRoot = path.join(workDir, 'web');
cpSync(path.join('web', 'dist'), webRoot, { recursive: true });
const server = spawn(process.execPath, ['server/dist/main.js'], {
  env: {
    ...process.env,
    PORT: String(port),
    DATABASE_PATH: path.join(workDir, 'bench.sqlite'),
    WEB_ROOT: webRoot,
  },
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
        // What travelled too: the body as the server encoded it, and the answer's headers.
        bodies.push(
          response.body().then(async (body) => ({
            url: response.url(),
            body,
            encoding: response.headers()['content-encoding'] ?? 'none',
            sizes: await response.request().sizes(),
          })),
        );
      }
    });
    await page.goto(firstScreen, { waitUntil: 'networkidle' });
    return await Promise.all(bodies);
  } finally {
    await browser.close();
  }
}

const LIST_RECORDS = 2000;
const LONG_TASK_LIMIT_MS = 50;
const SCROLL_STEPS = 40;
const CPU_SLOWDOWN = Number(process.env.BENCH_CPU_SLOWDOWN ?? 4);
const listScreen = `${origin}/pwa/#/en/search/attractions/`;
// A picture for every fixture image (1×1 PNG): decoding real photos happens off the main thread.
const FIXTURE_PICTURE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * The attractions list answered by the fixture (2,000 records, paged as the app asks),
 * scrolled to its end in steps, while a PerformanceObserver records long tasks.
 */
async function scrollLongList() {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
  try {
    const notices = await (await fetch(`${origin}/zh-tw/opendata/notices?type=messages`)).json();
    const context = await phoneContext(
      browser,
      (notices.data ?? []).map((notice) => notice.id).join(','),
    );
    let pagesAnswered = 0;
    await context.route(/\/opendata\/attractions(\?|$)/, (route) => {
      pagesAnswered += 1;
      return route.fulfill({ json: listAnswer(route.request().url(), LIST_RECORDS) });
    });
    await context.route(`${FIXTURE_IMAGE_ORIGIN}/**`, (route) =>
      route.fulfill({ contentType: 'image/png', body: FIXTURE_PICTURE }),
    );
    const page = await context.newPage();
    // A mid-range phone is several times slower than this machine.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(listScreen);
    await page.locator('.search-list .card').first().waitFor();
    await page.waitForLoadState('networkidle');

    const stopRecording = await record(browser, page, cdp, 'list');
    const started = Date.now();
    await page.evaluate(() => {
      window.benchLongTasks = [];
      window.benchScrollStart = performance.now();
      new PerformanceObserver((entries) => {
        for (const entry of entries.getEntries()) {
          window.benchLongTasks.push({ start: entry.startTime, duration: entry.duration });
        }
      }).observe({ type: 'longtask', buffered: true });
      // The longest gap between two frames: how long the visitor could see the page stall.
      window.benchLongestFrame = 0;
      let previous = performance.now();
      const frame = (now) => {
        window.benchLongestFrame = Math.max(window.benchLongestFrame, now - previous);
        previous = now;
        if (!window.benchStop) requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    });
    // The whole scroll runs in the page: no polling from outside adds work to what is measured.
    const { steps, lastTitle } = await page.evaluate(
      async ([stepCount, records]) => {
        const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
        const lastTitle = () =>
          document.querySelector(`.search-list [aria-posinset="${records}"] .card__title`)
            ?.textContent ?? null;
        let step = 0;
        for (; step < stepCount * 3 && lastTitle() === null; step += 1) {
          const end = document.documentElement.scrollHeight - window.innerHeight;
          window.scrollBy(0, Math.ceil(end / stepCount));
          await frame();
          await frame();
          // Rows not loaded yet are placeholders: wait for their page, as a visitor would.
          const deadline = performance.now() + 5000;
          while (
            document.querySelector('.search-list__placeholder') &&
            performance.now() < deadline
          )
            await frame();
        }
        return { steps: step, lastTitle: lastTitle() };
      },
      [SCROLL_STEPS, LIST_RECORDS],
    );
    await stopRecording();
    const result = await page.evaluate(() => ({
      longestFrame: ((window.benchStop = true), window.benchLongestFrame),
      during: window.benchLongTasks.filter((task) => task.start >= window.benchScrollStart),
      before: window.benchLongTasks.filter((task) => task.start < window.benchScrollStart).length,
      rowsInPage: document.querySelectorAll('.search-list__row').length,
    }));
    return { ...result, steps, lastTitle, pagesAnswered, seconds: (Date.now() - started) / 1000 };
  } finally {
    await browser.close();
  }
}

/** The first attraction of the list: the overlay whose layout shift is measured. */
async function firstAttractionId() {
  const answer = await (await fetch(`${origin}/zh-tw/opendata/attractions`)).json();
  return answer.data.items[0].id;
}

const kb = (bytes) => bytes / 1024;
const cell = (value, width) => value.toFixed(1).padStart(width);
// Long tasks also come from other work on the machine: this says how busy it was.
const machineLoad = () => `${loadavg()[0].toFixed(1)} on ${cpus().length} cores`;

/** The home's first paint against the static page's; true within the ratio and with no shift. */
function reportPaint(paint) {
  const seconds = (values) => values.map((ms) => (ms / 1000).toFixed(2)).join(', ');
  console.log('\nThe home on screen: slow 4G, the CPU slowed down 4×, no service worker\n');
  console.log(`machine load        ${machineLoad()}`);
  console.log(`home (/pwa/)        ${seconds(paint.home)} s, median ${seconds([paint.homeMs])} s`);
  console.log(
    `static page         ${seconds(paint.still)} s, median ${seconds([paint.staticMs])} s`,
  );
  console.log(`layout shift        ${paint.cls.toFixed(3)} (home, the largest of the runs)`);
  const within = paint.ratio <= FIRST_PAINT_RATIO_BUDGET && paint.cls === 0;
  console.log(
    `\n${paint.ratio.toFixed(2)}× the static page, layout shift ${paint.cls.toFixed(3)}: ${within ? 'within' : 'OVER'} the budget of ${FIRST_PAINT_RATIO_BUDGET}× and 0`,
  );
  return within;
}

/** The list's figures; true when it reached its end with no long task over the limit. */
function reportScroll(scroll) {
  const longest = Math.max(0, ...scroll.during.map((task) => task.duration));
  const over = scroll.during.filter((task) => task.duration > LONG_TASK_LIMIT_MS);
  const reachedEnd = scroll.lastTitle !== null;
  console.log(
    `\nA list of ${LIST_RECORDS} records (fixture) scrolled to its end (${listScreen.replace(origin, '')})\n`,
  );
  console.log(`CPU slowed down     ${CPU_SLOWDOWN}×`);
  console.log(`machine load        ${machineLoad()}`);
  console.log(`scroll steps        ${scroll.steps} in ${scroll.seconds.toFixed(1)} s`);
  console.log(`pages answered      ${scroll.pagesAnswered}`);
  console.log(`last row rendered   ${reachedEnd ? scroll.lastTitle : 'NO'}`);
  console.log(`rows in the page    ${scroll.rowsInPage} (windowed)`);
  console.log(
    `long tasks          ${scroll.during.length} while scrolling (${scroll.before} during load, not counted)`,
  );
  console.log(`longest task        ${longest.toFixed(0)} ms`);
  console.log(`longest frame       ${scroll.longestFrame.toFixed(0)} ms`);
  const smooth = reachedEnd && over.length === 0;
  console.log(
    `\n${over.length} long tasks over ${LONG_TASK_LIMIT_MS} ms: ${smooth ? 'smooth' : reachedEnd ? 'NOT smooth' : 'the end of the list was NOT reached'}`,
  );
  return smooth;
}

/** The map's chunk and figures; true when markers were drawn with no long task over the limit. */
function reportMap(map, width) {
  console.log(
    `\nThe map panel's chunk (fetched when a map opens, none of it in the first screen)\n`,
  );
  for (const row of map.chunk) {
    console.log(`${row.file.padEnd(width)}  ${cell(kb(row.raw), 8)}  ${cell(kb(row.gzip), 8)}`);
  }
  const mapGzip = kb(map.chunk.reduce((sum, row) => sum + row.gzip, 0));
  console.log(`${'total'.padEnd(width)}  ${''.padStart(8)}  ${cell(mapGzip, 8)}`);
  const longest = Math.max(0, ...map.during.map((task) => task.duration));
  const over = map.during.filter((task) => task.duration > LONG_TASK_LIMIT_MS);
  console.log(
    `\nA map of ${MAP_MARKERS} markers (fixture), panned and zoomed ${map.moves} times\n`,
  );
  console.log(`CPU slowed down     ${CPU_SLOWDOWN}×`);
  console.log(`machine load        ${machineLoad()}`);
  console.log(`markers drawn       ${map.markersSeen} at most (clustered)`);
  console.log(`page's workers      ${map.workers.join(', ') || 'none'}`);
  console.log(`long tasks          ${map.during.length} while moving`);
  console.log(`longest task        ${longest.toFixed(0)} ms`);
  const smooth = map.markersSeen > 0 && over.length === 0;
  console.log(
    `\n${over.length} long tasks over ${LONG_TASK_LIMIT_MS} ms: ${smooth ? 'smooth' : 'NOT smooth'}`,
  );
  return smooth;
}

let status = 1;
try {
  await waitForServer();
  const scripts = await scriptsOfFirstScreen();
  const rows = scripts
    .map(({ url, body, encoding, sizes }) => ({
      file: new URL(url).pathname,
      raw: body.length,
      gzip: gzipSync(body, { level: 9 }).length,
      encoding,
      sent: sizes.responseBodySize,
      headers: sizes.responseHeadersSize,
    }))
    .sort((a, b) => b.gzip - a.gzip);
  const width = Math.max(4, ...rows.map((row) => row.file.length));
  console.log(`JavaScript of the first screen (${firstScreen.replace(origin, '')})\n`);
  // The budget is of gzip at level 9, as when it was set; "sent" is what the server sent (its
  // encoding beside), "headers" the answer's headers.
  console.log(
    `${'file'.padEnd(width)}  ${'raw KB'.padStart(8)}  ${'gzip KB'.padStart(8)}  ${'sent KB'.padStart(8)}  encoding  ${'headers KB'.padStart(10)}`,
  );
  const line = (file, row) =>
    console.log(
      `${file.padEnd(width)}  ${cell(kb(row.raw), 8)}  ${cell(kb(row.gzip), 8)}  ${cell(kb(row.sent), 8)}  ${(row.encoding ?? '').padEnd(8)}  ${cell(kb(row.headers), 10)}`,
    );
  for (const row of rows) line(row.file, row);
  const sum = (key) => rows.reduce((total, row) => total + row[key], 0);
  line('total', { raw: sum('raw'), gzip: sum('gzip'), sent: sum('sent'), headers: sum('headers') });
  const gzip = kb(sum('gzip'));
  const within = gzip <= BUDGET_KB;
  console.log(
    `\n${rows.length} scripts, ${gzip.toFixed(1)} KB gzipped: ${within ? 'within' : 'OVER'} the budget of ${BUDGET_KB} KB`,
  );

  const notices = await (await fetch(`${origin}/zh-tw/opendata/notices?type=messages`)).json();
  const readIds = (notices.data ?? []).map((notice) => notice.id).join(',');
  const paintWithin =
    !['all', 'paint'].includes(part) ||
    reportPaint(await benchFirstPaint({ origin, webRoot, readIds, cpuSlowdown: CPU_SLOWDOWN }));
  const still =
    !runs('shift') ||
    reportShift(
      await benchShift({
        origin,
        screens: shiftScreens(origin, await firstAttractionId()),
        readIds,
        cpuSlowdown: CPU_SLOWDOWN,
      }),
      origin,
      machineLoad(),
    );
  const returning =
    !runs('returning') ||
    reportReturning(
      await benchReturning({
        screens: returningScreens(origin),
        readIds,
        cpuSlowdown: CPU_SLOWDOWN,
      }),
      origin,
      machineLoad(),
    );
  const lighthouseWithin =
    !runs('lighthouse') ||
    reportLighthouse(
      await benchLighthouse({
        url: `${origin}/pwa/`,
        debuggingPort: port + 1000,
        workDir,
      }),
      machineLoad(),
    );
  const smooth = !['all', 'list'].includes(part) || reportScroll(await scrollLongList());
  let mapSmooth = true;
  if (['all', 'map'].includes(part)) {
    const map = await benchMap({
      origin,
      firstScreenFiles: new Set(rows.map((row) => row.file)),
      cpuSlowdown: CPU_SLOWDOWN,
      readIds,
    });
    mapSmooth = reportMap(map, width);
  }
  status =
    within && paintWithin && still && returning && lighthouseWithin && smooth && mapSmooth ? 0 : 1;
} catch (error) {
  console.error(`bench:web failed: ${error instanceof Error ? error.message : error}`);
} finally {
  server.kill();
  await serverExit;
}
process.exit(status);
